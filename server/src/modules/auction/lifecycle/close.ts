/**
 * The close of an auction (docs/architecture.md section 2, step 5) and its settlement (docs/domain.md "The
 * auction", "Deposit and balance"). The engine closes the lot in Redis once its end has passed by
 * Redis TIME, and copies every bid into PostgreSQL; the settlement then reads only the `bids`
 * table, in ONE transaction per lot, and is done once (auctions.settled_at under the lot's lock):
 * winner and reserve winner recorded, the lot's outcome, losers' deposits released at once, the
 * winner's kept toward the price and the reserve winner's until the winner pays or fails, the
 * payment deadline on the working-day calendar and the won lot's schedule (modules/winlot).
 */
import { LOT_STATUS, type GameState } from '@kimoshdi/shared';
import { stepModeFor } from '@kimoshdi/shared/domain/money/bhm';
import { activeApplications } from '../../application';
import { lockRoadLot, openWonLot, paymentDeadline as paymentDeadlineOf, settleDeposits } from '../../winlot';
import { holidaysAround } from '../../../lib/uzbek-holidays';
import { scheduleClose, scheduleWinlotJobs, type WinlotJob, syncOrderStatus } from '../../trade';
import type { LifecycleContext } from './context';
import { lockLot, notifyMany, recordSettlement, settlementReads } from './lifecycle.repository';
import { lifecycleNotification } from './messages';

export type CloseOutcome =
  { kind: 'not-yet'; endsAtMs: number } | { kind: 'paused' | 'not-live' } | SettleOutcome;

export type SettleOutcome =
  | { kind: 'already-settled' | 'not-live' }
  | {
      kind: 'settled';
      winner: string | null;
      reserve: string | null;
      paymentDeadline: Date | null;
      /** The won lot's deadline and reminder jobs, added after the commit. */
      jobs: WinlotJob[];
    };

export interface CloseOptions {
  /** When to try again a close the engine found early (default: at the end it reports). */
  rescheduleAt?: (endsAtMs: number) => number;
}

export async function closeAuction(
  ctx: LifecycleContext,
  lotId: number,
  options: CloseOptions = {},
): Promise<CloseOutcome> {
  const closed = await ctx.engine.close(lotId);
  if (!closed.closed) {
    if (closed.reason === 'not-yet' && closed.endsAtMs !== null) {
      // Over-time moved the end (or the job was early): the engine's clock decides, come back then.
      await scheduleClose(ctx.queues, lotId, options.rescheduleAt?.(closed.endsAtMs) ?? closed.endsAtMs);
      return { kind: 'not-yet', endsAtMs: closed.endsAtMs };
    }
    // Paused: resume schedules the close again. Not live: settled before, or never started.
    return { kind: closed.reason === 'paused' ? 'paused' : 'not-live' };
  }

  const outcome = await settleAuction(ctx, lotId, closed.state);
  if (outcome.kind === 'settled') {
    ctx.broadcaster.state(lotId, 'closed', closed.state);
    await scheduleWinlotJobs(ctx.queues, lotId, outcome.jobs);
    ctx.logger.info({ lot_id: lotId, winner: outcome.winner }, 'auction closed and settled');
  }
  // Redis keeps live lots only; a close that found the lot settled by another process forgets too.
  if (outcome.kind !== 'not-live') await ctx.engine.forget(lotId);
  return outcome;
}

/**
 * The settlement of a lot the engine has closed: one transaction, done once. `state` is the
 * engine's closed state (its ends_at is the final end, over-time included).
 */
export async function settleAuction(
  ctx: LifecycleContext,
  lotId: number,
  state: Pick<GameState, 'ends_at'>,
): Promise<SettleOutcome> {
  return ctx.db.transaction().execute(async (trx): Promise<SettleOutcome> => {
    const lot = await lockLot(trx, lotId);
    if (!lot) return { kind: 'not-live' };
    // Paused in PostgreSQL while Redis says closed: a resume whose record failed; Redis decides.
    const live = lot.lot_status === LOT_STATUS.LIVE || lot.lot_status === LOT_STATUS.PAUSED;
    const { settled, winner, reserve } = await settlementReads(trx, lotId);
    if (settled) return { kind: 'already-settled' };
    if (!live) return { kind: 'not-live' };

    const finalEnd = new Date(
      Math.max(lot.ends_at.getTime(), state.ends_at, winner ? winner.ends_at.getTime() : 0),
    );
    const paymentDeadline = winner
      ? paymentDeadlineOf(finalEnd, lot.winner_payment_days, ctx.holidays)
      : null;

    const status = winner ? LOT_STATUS.AWAITING_PAYMENT : LOT_STATUS.NO_BIDS;
    await recordSettlement(trx, {
      lot,
      stepMode: stepModeFor(BigInt(lot.start_price), lot.published_at),
      status,
      finalEnd,
      winner,
      reserve,
      paymentDeadline,
    });

    const applicants = await activeApplications(trx, lotId);
    // The won lot's road (modules/winlot): the winner's schedule, the reserve winner waiting.
    const roadLot = await lockRoadLot(trx, lotId);
    const road =
      winner && paymentDeadline && roadLot
        ? await openWonLot(trx, roadLot, {
            winner,
            reserve,
            applicants,
            paymentDeadline,
            holidays: ctx.holidays ?? holidaysAround,
            now: new Date(),
          })
        : { jobs: [], notices: [] };
    // Every applicant told in one statement; the reserve winner by the road's own notice.
    await notifyMany(trx, [
      ...applicants
        .filter((a) => a.userId !== reserve?.user_id)
        .map((a) =>
          lifecycleNotification(
            a.userId,
            a.lang,
            !winner
              ? { kind: 'no-bids', lot: lot.lot_number }
              : a.userId === winner.user_id && paymentDeadline
                ? { kind: 'won', lot: lot.lot_number, price: winner.amount, deadline: paymentDeadline }
                : { kind: 'lost', lot: lot.lot_number, price: winner.amount },
          ),
        ),
      ...road.notices,
    ]);

    // Money last: losers released; the winner's deposit kept toward the price, the reserve
    // winner's kept until the winner pays or fails.
    await settleDeposits(
      trx,
      lotId,
      applicants,
      { winner: winner?.user_id ?? null, reserve: reserve?.user_id ?? null },
      ctx.logger,
    );
    // The order follows its lot last: its lock after the accounts' (modules/trade/order-progress.ts).
    if (roadLot) await syncOrderStatus(trx, roadLot.order_id);

    return {
      kind: 'settled',
      winner: winner?.user_id ?? null,
      reserve: reserve?.user_id ?? null,
      paymentDeadline,
      jobs: road.jobs,
    };
  });
}
