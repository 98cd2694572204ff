/**
 * The life of a fixed-price lot (trade type 2): announced, then on sale from its start until it
 * is sold out or its stay time (ends_at) is over. It is never auctioned: no applications, no
 * deposit, no steps, no game page.
 *
 * DECISION (docs/decisions.md "Fixed-price lots"): on sale is status 4 (LIVE, "trade in
 * progress"); sold out, or some copies sold when the stay time ends, is 5 (SOLD); none sold when
 * the stay time ends is 9 (NOT_SOLD).
 */
import { LOT_STATUS, type LotStatus } from '../../lot/lot-status';

export const FIXED_PRICE_ON_SALE = LOT_STATUS.LIVE;

export interface FixedPriceSale {
  status: number;
  /** Copies offered. */
  quantity: number;
  /** Copies bought so far. */
  quantitySold: number;
  startsAtMs: number;
  endsAtMs: number;
}

/** Copies still for sale (never below 0). */
export function copiesLeft(quantity: number, quantitySold: number): number {
  return Math.max(0, quantity - quantitySold);
}

/** The status a fixed-price lot moves to at `nowMs`, or null while it stays as it is. */
export function fixedPriceNextStatus(sale: FixedPriceSale, nowMs: number): LotStatus | null {
  const soldOut = copiesLeft(sale.quantity, sale.quantitySold) === 0;
  const over = nowMs >= sale.endsAtMs;
  const ended = soldOut || over;
  if (sale.status === LOT_STATUS.ANNOUNCED) {
    if (nowMs < sale.startsAtMs) return null;
    if (!ended) return FIXED_PRICE_ON_SALE;
  } else if (sale.status !== FIXED_PRICE_ON_SALE || !ended) {
    return null;
  }
  return sale.quantitySold > 0 ? LOT_STATUS.SOLD : LOT_STATUS.NOT_SOLD;
}
