/**
 * When a customer may withdraw a lot of their order from trade.
 *
 * DECISION (docs/decisions.md "Withdrawal from trade"):
 * - an auction lot before its auction: announced (1), taking applications (2) or applications
 *   closed (3) while its start time has not come (the database's clock decides, as for every
 *   deadline: a start job running late does not stretch the window), or waiting for a repeat (15);
 * - a fixed-price lot announced (1) or on sale (4) before its stay time ends, while no copy has been
 *   bought: a bought copy is a finished sale whose buyer keeps a right to cancel only while the sale
 *   is on, and a partly sold lot is not "withdrawn";
 * - never a live or paused auction (bids bind their bidders, and the operator's pause is for faults),
 *   a lot whose trade is over, or one under moderation.
 */
import { isAuction } from '../lot/trade-type';
import { LOT_STATUS } from '../lot/lot-status';
import { FIXED_PRICE_ON_SALE } from '../lot/fixed-price';
import { isPastTrade } from './order-progress';

export const WITHDRAWAL_REFUSALS = [
  /** A live or paused auction. */
  'being_held',
  /** The auction's start time has passed: it is starting now. */
  'start_passed',
  /** A fixed-price lot of which a copy was bought. */
  'copies_sold',
  /** Sold, not sold, not held, withdrawn already, ...: the trade is over. */
  'trade_over',
  /** Under moderation or in a state no trade is in. */
  'not_on_trade',
] as const;
export type WithdrawalRefusal = (typeof WITHDRAWAL_REFUSALS)[number];

export interface WithdrawableLot {
  tradeType: number;
  status: number;
  quantitySold: number;
  startsAtMs: number;
  endsAtMs: number;
}

const AUCTION_BEFORE_START: ReadonlySet<number> = new Set([
  LOT_STATUS.ANNOUNCED,
  LOT_STATUS.ACCEPTING_APPLICATIONS,
  LOT_STATUS.APPLICATIONS_CLOSED,
]);

/** Why the lot may not be withdrawn at `nowMs`, or null when it may. */
export function withdrawalRefusal(lot: WithdrawableLot, nowMs: number): WithdrawalRefusal | null {
  if (isPastTrade(lot.status)) return 'trade_over';
  if (isAuction(lot.tradeType)) {
    if (lot.status === LOT_STATUS.AWAITING_REPEAT) return null;
    if (AUCTION_BEFORE_START.has(lot.status)) return nowMs < lot.startsAtMs ? null : 'start_passed';
    if (lot.status === LOT_STATUS.LIVE || lot.status === LOT_STATUS.PAUSED) return 'being_held';
    return 'not_on_trade';
  }
  if (lot.status !== LOT_STATUS.ANNOUNCED && lot.status !== FIXED_PRICE_ON_SALE) return 'not_on_trade';
  if (nowMs >= lot.endsAtMs) return 'trade_over';
  return lot.quantitySold > 0 ? 'copies_sold' : null;
}
