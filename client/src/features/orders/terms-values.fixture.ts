import type { TermsValues } from './order-form-values';

/** The trade terms step filled in as a customer would, for the order form's tests. */
export const FILLED_TERMS: TermsValues = {
  trade_type: '1',
  start_price: '450 000 000',
  estimated_price: '',
  stay_mode: 'until_sold',
  stay_days: '',
  winner_payment_days: '5',
  part_payment: 'no',
  part_payment_months: '',
  order_type: '1',
  property_type: 'ownership',
  rent_months: '',
};
