/**
 * The one-click purchase's rules (docs/decisions.md "One-click purchase"): who may buy how many
 * copies of which lot, what it costs, and until when a purchase may be cancelled.
 */
import { copiesLeft, FIXED_PRICE_ON_SALE } from '../trade/fixed-price/fixed-price';
import { LOT_STATUS } from '../lot/lot-status';
import { findMechanism } from '../trade/mechanisms';

/** The most copies one purchase may take (the copies left bound it first). */
export const MAX_COPIES_PER_PURCHASE = 10_000;

export interface SaleState {
  tradeType: number;
  status: number;
  quantity: number;
  quantitySold: number;
  /** The stay time's end: a lot the sweep has not yet moved on is no longer on sale after it. */
  endsAtMs: number;
}

export type PurchaseCheck =
  | { ok: true; left: number }
  | { ok: false; code: 'NOT_FIXED_PRICE' | 'NOT_ON_SALE' | 'SOLD_OUT'; left: number };

/** Whether `count` copies can be bought now: a fixed-price lot, on sale, with that many left. */
export function checkPurchase(lot: SaleState, count: number, nowMs: number): PurchaseCheck {
  const left = copiesLeft(lot.quantity, lot.quantitySold);
  if (findMechanism(lot.tradeType)?.oneClick !== true) return { ok: false, code: 'NOT_FIXED_PRICE', left };
  // Every copy bought reads "sold out", whether the lot has moved to sold yet or not.
  const soldOut = left === 0 && (lot.status === FIXED_PRICE_ON_SALE || lot.status === LOT_STATUS.SOLD);
  if (soldOut) return { ok: false, code: 'SOLD_OUT', left };
  if (lot.status !== FIXED_PRICE_ON_SALE || nowMs >= lot.endsAtMs)
    return { ok: false, code: 'NOT_ON_SALE', left };
  if (count > left) return { ok: false, code: 'SOLD_OUT', left };
  return { ok: true, left };
}

/** The price of `count` copies, in tiyin. */
export function purchaseTotal(unitPrice: bigint, count: number): bigint {
  return unitPrice * BigInt(count);
}

/** A purchase may be cancelled for this long after it was made (and only while the sale is open). */
export const CANCEL_WINDOW_HOURS = 24;
const CANCEL_WINDOW_MS = CANCEL_WINDOW_HOURS * 3_600_000;

export type CancelRefusal = 'cancelled' | 'sale_ended' | 'too_late';

/**
 * Why a purchase cannot be cancelled now, or null when it can: already cancelled; the lot's sale
 * has ended (sold out or its stay time over: the outcome is final and the seller hands over); more
 * than 24 hours since it was bought.
 */
export function cancelRefusal(
  purchase: { status: 'paid' | 'cancelled'; createdAtMs: number },
  lot: { status: number; endsAtMs: number },
  nowMs: number,
): CancelRefusal | null {
  if (purchase.status === 'cancelled') return 'cancelled';
  if (lot.status !== FIXED_PRICE_ON_SALE || nowMs >= lot.endsAtMs) return 'sale_ended';
  if (nowMs - purchase.createdAtMs >= CANCEL_WINDOW_MS) return 'too_late';
  return null;
}

/** The end of a purchase's cancel window (the sale may end before it). */
export function cancelDeadlineMs(createdAtMs: number): number {
  return createdAtMs + CANCEL_WINDOW_MS;
}
