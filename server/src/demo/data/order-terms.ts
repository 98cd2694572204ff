/**
 * The terms every demo order is sold on, as the order form's terms step takes them: an auction,
 * until sold, the winner paying in full within 5 working days, a personal order of owned property.
 * Only the start price (sums as typed) differs from order to order.
 */
export function demoAuctionTerms(startPrice: string) {
  return {
    trade_type: 1,
    start_price: startPrice,
    estimated_price: null,
    stay_mode: 'until_sold',
    stay_days: null,
    winner_payment_days: 5,
    part_payment: false,
    part_payment_months: null,
    order_type: 1,
    property_type: 'ownership',
    rent_months: null,
  } as const;
}
