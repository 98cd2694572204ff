/**
 * Why a lot may not be withdrawn from trade: the answers every trade mechanism gives
 * (order/lot-withdrawal.ts asks the lot's own mechanism).
 */
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
