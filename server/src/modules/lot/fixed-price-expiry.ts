/**
 * The end of fixed-price sales, run by the auction sweep every few seconds: an announced lot goes on
 * sale at its start, a lot on sale ends when it is sold out or its stay time is over (sold if any
 * copy was bought, else not sold: shared/src/domain/trade/fixed-price/fixed-price.ts). Its failure is logged and
 * left for the next sweep; it never stops the auctions' part.
 */
import { fixedPriceNextStatus } from '@kimoshdi/shared';
import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { fixedPriceCandidates, moveFixedPriceLot } from './fixed-price.repository';
import { syncOrderStatus } from '../trade';

export const FIXED_PRICE_BATCH = 200;

export interface FixedPriceSweepContext {
  db: Database;
  logger: Logger;
}

/** How many fixed-price lots changed status. */
export async function sweepFixedPriceLots(
  ctx: FixedPriceSweepContext,
  now = new Date(),
  limit = FIXED_PRICE_BATCH,
): Promise<number> {
  try {
    let moved = 0;
    for (const lot of await fixedPriceCandidates(ctx.db, now, limit)) {
      const next = fixedPriceNextStatus(
        {
          status: lot.lot_status,
          quantity: lot.quantity,
          quantitySold: lot.quantity_sold,
          startsAtMs: lot.starts_at.getTime(),
          endsAtMs: lot.ends_at.getTime(),
        },
        now.getTime(),
      );
      if (next === null) continue;
      const done = await ctx.db.transaction().execute(async (trx) => {
        const movedLot = await moveFixedPriceLot(trx, lot, next);
        if (movedLot) await syncOrderStatus(trx, movedLot.orderId);
        return movedLot !== null;
      });
      if (done) moved += 1;
    }
    if (moved > 0) ctx.logger.info({ moved }, 'fixed-price sweep');
    return moved;
  } catch (error) {
    ctx.logger.error({ err: error }, 'fixed-price sweep failed');
    return 0;
  }
}
