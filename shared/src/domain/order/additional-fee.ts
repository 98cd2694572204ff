/**
 * The additional fee of an order (order/get-additional-fee). The spec names the call and not the
 * fee; the platform decides (docs/decisions.md "Customer orders"): the platform's commission on a
 * sale, 1 % of the order's price (start price x quantity), rounded down to the tiyin. It is shown
 * to the customer before sending and taken from the money of a sale when the lots are paid; sending
 * an order moves no money.
 */
export const ADDITIONAL_FEE_BASIS_POINTS = 100n;

/** The order's price: the start price of one unit times the units. */
export function orderPrice(startPrice: bigint, quantity: number): bigint {
  return startPrice * BigInt(quantity);
}

export function additionalFee(price: bigint): bigint {
  return (price * ADDITIONAL_FEE_BASIS_POINTS) / 10_000n;
}
