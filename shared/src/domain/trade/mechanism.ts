/**
 * A trade mechanism: how a lot of one trade type is sold. Everything that differs between the
 * ascending auction and the fixed-price sale is a field or a method here, so the rest of the
 * platform asks the lot's mechanism (trade/mechanisms.ts) instead of comparing trade types. A new
 * kind (a descending auction, a sealed bid) is a folder beside auction/ and fixed-price/ with its
 * mechanism file, one row in TRADE_MECHANISMS, and on the server its engine and Lua scripts
 * (docs/architecture.md "Where a new sale mechanism goes").
 */
import type { LotStatus } from '../lot/lot-status';
import type { TradeSchedule } from './trade-schedule';
import type { TradeType } from './trade-type';
import type { WithdrawableLot, WithdrawalRefusal } from './withdrawal-refusal';

export interface TradeMechanism {
  /** Its id in the trade_types dictionary (lots.trade_type, orders.trade_type). */
  readonly tradeType: TradeType;
  /** Bids: a game page, a bid log, bid steps, and a result page with the bids. */
  readonly bids: boolean;
  /** Applications with a deposit before the start. */
  readonly applications: boolean;
  /** Bought at once at the announced price (the one-click purchase). */
  readonly oneClick: boolean;
  /** Listed on the lot list's status tabs (new, completed, not held, current); else found by search. */
  readonly onStatusTabs: boolean;
  /** The status in which the lot shows "on sale" instead of its status's name, if any. */
  readonly onSaleStatus: number | null;
  /** The status a new lot is written in when its order is approved. */
  readonly firstStatus: LotStatus;
  /** Its start is a job at starts_at (the server's engine schedules it); else the sweep starts it. */
  readonly startsByJob: boolean;
  /** The lot's start price from the order's unit price and count. */
  startPrice(unitPrice: bigint, quantity: number): bigint;
  /** When the lot trades, from its notice (stayDays: the order's stay, null for until sold). */
  schedule(publishedAt: Date, stayDays: number | null, holidays: ReadonlySet<string>): TradeSchedule;
  /** The highest start price allowed for a notice of that day, in tiyin, or null for none. */
  priceLimit(publishedAt: Date | number): bigint | null;
  /** Why the lot (its trade not over yet) may not be withdrawn at `nowMs`, or null when it may. */
  withdrawalRefusal(lot: WithdrawableLot, nowMs: number): WithdrawalRefusal | null;
}
