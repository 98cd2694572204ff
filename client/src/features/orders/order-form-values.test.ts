import { describe, expect, it } from 'vitest';
import { serverFieldErrors, termsInput, type TermsValues } from './order-form-values';

const terms: TermsValues = {
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

describe('the order form values', () => {
  it('drops what a switched-off field held', () => {
    expect(termsInput({ ...terms, stay_days: '30', rent_months: '4' })).toMatchObject({
      stay_days: null,
      rent_months: null,
    });
  });

  it('reads the server field errors by their last path segment', () => {
    expect(
      serverFieldErrors({
        fields: [
          { path: 'terms.rent_months', message: 'RENT_MONTHS_MIN' },
          { path: 'bank_mfo', message: 'MFO_INVALID' },
        ],
      }),
    ).toEqual({ rent_months: 'RENT_MONTHS_MIN', bank_mfo: 'MFO_INVALID' });
  });
});
