/**
 * The start of an auction (docs/domain.md "The auction"): held only with at least 2 participants.
 * Idempotent and safe to run from a job, the sweep and a retry at once: the lot's row lock orders
 * them, and only a lot still before its auction (status 1, 2 or 3) whose starts_at has passed on
 * the database's clock is started.
 */
import { auctionMechanism, LOT_STATUS } from '@kimoshdi/shared';
import { isStartable } from '@kimoshdi/shared/domain/lot/lot-status';
import { stepModeFor } from '@kimoshdi/shared/domain/money/bhm';
import { activeApplications, releaseApplicationDeposit } from '../../application';
import { scheduleClose, scheduleStart, setLotStatus, syncOrderStatus } from '../../trade';
import type { LifecycleContext } from './context';
import { insertAuction, lockLot, notifyMany, startAudience } from './lifecycle.repository';
import { lifecycleNotification } from './messages';
import { byUserId } from '../../ledger';

export const MIN_PARTICIPANTS = 2;

export type StartOutcome =
  | { kind: 'missing' | 'not-auction' | 'over' }
  | { kind: 'not-yet'; startsAtMs: number }
  | { kind: 'not-held'; applicants: number }
  | { kind: 'live' | 'already-live'; endsAtMs: number };

export async function startAuction(ctx: LifecycleContext, lotId: number): Promise<StartOutcome> {
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<StartOutcome> => {
    const lot = await lockLot(trx, lotId);
    if (!lot) return { kind: 'missing' };
    if (lot.trade_type !== auctionMechanism.tradeType) return { kind: 'not-auction' };
    if (lot.lot_status === LOT_STATUS.LIVE || lot.lot_status === LOT_STATUS.PAUSED) {
      return { kind: 'already-live', endsAtMs: lot.ends_at.getTime() };
    }
    if (!isStartable(lot.lot_status)) return { kind: 'over' };
    if (!lot.started) return { kind: 'not-yet', startsAtMs: lot.starts_at.getTime() };

    const applicants = await activeApplications(trx, lotId);
    if (applicants.length < MIN_PARTICIPANTS) {
      await setLotStatus(trx, lotId, LOT_STATUS.NOT_HELD);
      await notifyMany(
        trx,
        applicants.map((a) =>
          lifecycleNotification(a.userId, a.lang, { kind: 'not-held', lot: lot.lot_number }),
        ),
      );
      // Last, in user id order: ledger accounts are locked for the shortest time, and always in
      // the same order, so settlements of lots sharing buyers queue up instead of deadlocking.
      for (const applicant of [...applicants].sort(byUserId)) {
        await releaseApplicationDeposit(trx, applicant, 'not_held');
      }
      // The order's lock after the accounts' (modules/trade/order-progress.ts).
      await syncOrderStatus(trx, lot.order_id);
      return { kind: 'not-held', applicants: applicants.length };
    }

    await insertAuction(trx, {
      lot,
      stepMode: stepModeFor(BigInt(lot.start_price), lot.published_at),
      scheduledEndAt: lot.ends_at,
    });
    await setLotStatus(trx, lotId, LOT_STATUS.LIVE);
    await syncOrderStatus(trx, lot.order_id);
    // "Started" to the applicants and the people who saved the lot (issue 27), with the start.
    const audience = await startAudience(trx, lotId);
    await notifyMany(
      trx,
      [...audience].map(([userId, lang]) =>
        lifecycleNotification(userId, lang, { kind: 'starts-now', lot: lot.lot_number, lotId }),
      ),
    );
    return { kind: 'live', endsAtMs: lot.ends_at.getTime() };
  });

  switch (outcome.kind) {
    case 'not-yet':
      await scheduleStart(ctx.queues, lotId, outcome.startsAtMs);
      break;
    case 'live': {
      ctx.logger.info({ lot_id: lotId }, 'auction started');
      // The engine builds the Redis state from the committed record; then the room hears it.
      const state = await ctx.engine.state(lotId);
      if (state) ctx.broadcaster.state(lotId, 'started', state);
      await scheduleClose(ctx.queues, lotId, state?.ends_at ?? outcome.endsAtMs);
      break;
    }
    case 'already-live':
      await scheduleClose(ctx.queues, lotId, outcome.endsAtMs);
      break;
    case 'not-held':
      ctx.logger.info({ lot_id: lotId, applicants: outcome.applicants }, 'auction not held');
      break;
    default:
      break;
  }
  return outcome;
}
