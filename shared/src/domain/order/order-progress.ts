/**
 * Where an order stands once its lots have been traded (docs/domain.md "Orders (customer side)":
 * 3 put on trade, 4 trade held, 5 waiting for payment, 6 trade finished).
 *
 * DECISION: the order follows its lots. While any lot is still before or in its trade the order
 * stays where it is; once every lot's trade is over it is 5 while some lot waits for its winner (a
 * payment, a part of a payment by parts, or a reserve winner's answer), else 6. Status 4 ("trade
 * held") would only stand between a close and its result, which the close decides in the same
 * transaction, and orders keep no history: the road writes 5 or 6 directly.
 */
import { LOT_STATUS } from '../lot/lot-status';

export const ORDER_STATUS = {
  ON_TRADE: 3,
  TRADE_HELD: 4,
  AWAITING_PAYMENT: 5,
  TRADE_FINISHED: 6,
} as const;

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

export interface OrderLot {
  status: number;
  /** Someone still owes a payment or an answer for it (an open won lot, parts still due). */
  awaited: boolean;
}

/** The order's status from its lots, or null while some lot still trades (leave it as it is). */
export function orderStatusAfterTrade(lots: readonly OrderLot[]): 5 | 6 | null {
  if (lots.length === 0 || lots.some((lot) => !PAST_TRADE.has(lot.status))) return null;
  return lots.some((lot) => lot.awaited || lot.status === LOT_STATUS.AWAITING_PAYMENT)
    ? ORDER_STATUS.AWAITING_PAYMENT
    : ORDER_STATUS.TRADE_FINISHED;
}
