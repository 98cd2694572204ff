/**
 * The highest start price a lot's mechanism allows (a fixed-price lot: regulation item 48,
 * fixed-price/fixed-price-limit.ts; an auction: none), checked when an order is sent and when its
 * lot is written.
 */
import { mechanismOf } from './mechanisms';

export type PriceLimitCheck = { ok: true } | { ok: false; code: 'FIXED_PRICE_ABOVE_LIMIT'; limit: bigint };

/** Whether a lot of this trade type may carry this price. */
export function checkPriceLimit(lot: {
  tradeType: number;
  startPrice: bigint;
  publishedAt: Date | number;
}): PriceLimitCheck {
  const limit = mechanismOf(lot.tradeType).priceLimit(lot.publishedAt);
  return limit !== null && lot.startPrice > limit
    ? { ok: false, code: 'FIXED_PRICE_ABOVE_LIMIT', limit }
    : { ok: true };
}
