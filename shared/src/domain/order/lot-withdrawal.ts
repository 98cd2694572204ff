/**
 * When a customer may withdraw a lot of their order from trade.
 *
 * DECISION (docs/decisions.md "Withdrawal from trade"; each mechanism's withdrawalRefusal):
 * - an auction lot before its auction: announced (1), taking applications (2) or applications
 *   closed (3) while its start time has not come (the database's clock decides, as for every
 *   deadline: a start job running late does not stretch the window), or waiting for a repeat (15);
 * - a fixed-price lot announced (1) or on sale (4) before its stay time ends, while no copy has been
 *   bought: a bought copy is a finished sale whose buyer keeps a right to cancel only while the sale
 *   is on, and a partly sold lot is not "withdrawn";
 * - never a live or paused auction (bids bind their bidders, and the operator's pause is for faults),
 *   a lot whose trade is over, or one under moderation.
 */
import { mechanismOf } from '../trade/mechanisms';
import type { WithdrawableLot, WithdrawalRefusal } from '../trade/withdrawal-refusal';
import { isPastTrade } from './order-progress';

/** Why the lot may not be withdrawn at `nowMs`, or null when it may. */
export function withdrawalRefusal(lot: WithdrawableLot, nowMs: number): WithdrawalRefusal | null {
  if (isPastTrade(lot.status)) return 'trade_over';
  return mechanismOf(lot.tradeType).withdrawalRefusal(lot, nowMs);
}
