/**
 * Where an order stands once it is on trade (docs/domain.md "Orders (customer side)": 3 put on
 * trade, 4 trade held, 5 waiting for payment, 6 trade finished). The order follows its lots.
 *
 * DECISION (docs/decisions.md "An order follows its lots"): with its lots' statuses,
 * - some lot's auction is being held now (live or paused): 4;
 * - else some lot is still before its trade (announced, taking applications, on sale at a fixed
 *   price, waiting for a repeat): 3; a repeated auction thus brings a finished order back to 3;
 * - else every trade is over: 5 while some lot waits for its winner (a payment, a part of a payment
 *   by parts, or a reserve winner's answer); 7 when the customer withdrew every lot from trade
 *   (no trade was held: "trade finished" would say otherwise, issue 24); else 6.
 */
import { LOT_STATUS } from '../lot/lot-status';

export const ORDER_STATUS = {
  ON_TRADE: 3,
  TRADE_HELD: 4,
  AWAITING_PAYMENT: 5,
  TRADE_FINISHED: 6,
  WITHDRAWN: 7,
} as const;
/** From this status on (put on trade) an order and its photos are public (docs/product.md section 4). */
export const FIRST_PUBLIC_ORDER_STATUS = ORDER_STATUS.ON_TRADE;

export type OrderTradeStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** Lot statuses after which the lot's trade is over. */
const PAST_TRADE: ReadonlySet<number> = new Set([
  LOT_STATUS.SOLD,
  LOT_STATUS.NOT_HELD,
  LOT_STATUS.PROTOCOL_ISSUED,
  LOT_STATUS.AWAITING_PAYMENT,
  LOT_STATUS.NOT_SOLD,
  LOT_STATUS.WITHDRAWN,
  LOT_STATUS.PRICE_NOT_CONFIRMED,
  LOT_STATUS.CANCELLED,
  LOT_STATUS.ARCHIVED,
  LOT_STATUS.NO_BIDS,
]);

/** Lot statuses of an auction being held right now. */
const BEING_HELD: ReadonlySet<number> = new Set([LOT_STATUS.LIVE, LOT_STATUS.PAUSED]);

export function isPastTrade(lotStatus: number): boolean {
  return PAST_TRADE.has(lotStatus);
}

export interface OrderLot {
  status: number;
  /** Someone still owes a payment or an answer for it (an open won lot, parts still due). */
  awaited: boolean;
}

/** The order's status from its lots, or null when it has none (leave it as it is). */
export function orderStatusOfLots(lots: readonly OrderLot[]): OrderTradeStatus | null {
  if (lots.length === 0) return null;
  if (lots.some((lot) => BEING_HELD.has(lot.status))) return ORDER_STATUS.TRADE_HELD;
  if (lots.some((lot) => !PAST_TRADE.has(lot.status))) return ORDER_STATUS.ON_TRADE;
  if (lots.some((lot) => lot.awaited || lot.status === LOT_STATUS.AWAITING_PAYMENT)) {
    return ORDER_STATUS.AWAITING_PAYMENT;
  }
  return lots.every((lot) => lot.status === LOT_STATUS.WITHDRAWN)
    ? ORDER_STATUS.WITHDRAWN
    : ORDER_STATUS.TRADE_FINISHED;
}
