/**
 * The server's side of each trade mechanism (shared/src/domain/trade/mechanisms.ts), one row each:
 * what moves its lots along their timeline on the sweep's timer. The ascending auction's engine is
 * modules/auction (its start and close jobs, the live engine and its Lua scripts in
 * server/src/redis/lua/auction/, the sweep below as their safety net); the fixed-price sale's is
 * the fixed-price sweep of modules/lot and the purchase of modules/user-order. A new mechanism adds
 * its engine's module and one row here (docs/architecture.md "Where a new sale mechanism goes").
 */
import { TRADE_TYPE, type TradeType } from '@kimoshdi/shared/domain/trade/trade-type';
import { sweepAuctions, type LifecycleContext } from '../modules/auction';
import { sweepFixedPriceLots } from '../modules/lot';

export interface TradeEngine {
  /**
   * Starts, ends or settles the mechanism's lots whose time came (PostgreSQL's clock decides).
   * A lot's failure is logged and left for the next sweep; it never stops another mechanism's.
   */
  sweep(ctx: LifecycleContext): Promise<unknown>;
}

export const TRADE_ENGINES: Readonly<Record<TradeType, TradeEngine>> = {
  [TRADE_TYPE.AUCTION]: { sweep: (ctx) => sweepAuctions(ctx) },
  [TRADE_TYPE.FIXED_PRICE]: { sweep: (ctx) => sweepFixedPriceLots(ctx) },
};
