/**
 * Technical interruption (docs/domain.md "The auction"): the operator pauses a live auction and resumes
 * it; the end moves by the time lost; every participant is notified. Redis (the engine) decides
 * first, then PostgreSQL follows in one transaction: lot_status 12 and back to 4, an
 * auction_interruptions row, auctions.paused_at, lots.ends_at moved. Repeating a call after a
 * failure between the two finishes the PostgreSQL half (it follows the lot's status, not the
 * engine's `already`).
 */
import { LOT_STATUS, type GameState } from '@kimoshdi/shared';
import type { Db } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { scheduleClose } from '../../trade';
import type { LifecycleContext } from './context';
import { applicantLanguages, lockLot, notifyMany, recordPause, recordResume } from './lifecycle.repository';
import { lifecycleNotification, type LifecycleMessage } from './messages';

export interface InterruptionBy {
  /** The operator (null: the system, on a fault). */
  userId: string | null;
  reason?: string;
}

async function notifyParticipants(db: Db, lotId: number, message: LifecycleMessage): Promise<void> {
  const languages = await applicantLanguages(db, lotId);
  await notifyMany(
    db,
    [...languages].map(([userId, lang]) => lifecycleNotification(userId, lang, message)),
  );
}

export async function pauseAuction(
  ctx: LifecycleContext,
  lotId: number,
  by: InterruptionBy,
): Promise<{ already: boolean; state: GameState }> {
  const paused = await ctx.engine.pause(lotId);
  const pausedAt = new Date(paused.state.paused_at ?? ctx.engine.now());
  const reason = (by.reason ?? '').trim();
  const recorded = await ctx.db.transaction().execute(async (trx) => {
    const lot = await lockLot(trx, lotId);
    if (!lot) throw new AppError('NOT_FOUND', { lot_id: lotId });
    if (lot.lot_status !== LOT_STATUS.LIVE) return false;
    await recordPause(trx, lotId, { pausedAt, reason, by: by.userId });
    await notifyParticipants(trx, lotId, { kind: 'paused', lot: lot.lot_number, reason });
    return true;
  });
  if (recorded) ctx.logger.warn({ lot_id: lotId, by: by.userId, reason }, 'auction paused');
  ctx.broadcaster.state(lotId, 'paused', paused.state);
  return { already: !recorded, state: paused.state };
}

export async function resumeAuction(
  ctx: LifecycleContext,
  lotId: number,
  by: InterruptionBy,
): Promise<{ already: boolean; lostMs: number; state: GameState }> {
  const resumed = await ctx.engine.resume(lotId);
  // The engine moved its end by the time lost; PostgreSQL takes the same end.
  const endsAt = new Date(resumed.state.ends_at);
  const recorded = await ctx.db.transaction().execute(async (trx) => {
    const lot = await lockLot(trx, lotId);
    if (!lot) throw new AppError('NOT_FOUND', { lot_id: lotId });
    if (lot.lot_status !== LOT_STATUS.PAUSED) return false;
    await recordResume(trx, lotId, { endsAt, by: by.userId });
    await notifyParticipants(trx, lotId, { kind: 'resumed', lot: lot.lot_number, endsAt });
    return true;
  });
  if (recorded) ctx.logger.info({ lot_id: lotId, by: by.userId, lost_ms: resumed.lostMs }, 'auction resumed');
  ctx.broadcaster.state(lotId, 'resumed', resumed.state);
  await scheduleClose(ctx.queues, lotId, resumed.state.ends_at);
  return { already: !recorded, lostMs: resumed.lostMs, state: resumed.state };
}
