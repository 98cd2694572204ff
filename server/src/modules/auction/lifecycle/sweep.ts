/**
 * The auction engine's part of the safety net under the start and close jobs (docs/architecture.md
 * section 2, step 5; run with the other engines' by jobs/trade-sweep.ts): one query finds live lots
 * whose end has passed and lots whose start has passed while still before their auction, and
 * starts or closes them. A lost job delays a start or a close by seconds, never skips
 * it. Batches are bounded (oldest first) and run a few lots at a time.
 *
 * DECISION (what the sweep starts): only auction lots in status 1-3 whose starts_at passed less
 * than START_WINDOW ago AND that someone applied to. A lot nobody applied to has no deposit to
 * release, and the demo catalogue and the tests hold many such lots with past starts; they stay
 * as they are unless a start job (scheduleStart) is run for them. A lot with applications whose
 * start passed more than a day ago (the platform was down that long) waits for an operator or a
 * start job, rather than being decided by a sweep long after the fact.
 */
import { eachLimited } from '../../../lib/each-limited';
import { closeAuction, type CloseOutcome } from './close';
import type { LifecycleContext } from './context';
import { closeDueApplications, dueLots, type DueLots } from './lifecycle.repository';
import { startAuction, type StartOutcome } from './start';

export const SWEEP_BATCH = 200;
export const SWEEP_CONCURRENCY = 8;
const START_WINDOW = '1 day';

/** Lots whose start or end passed; each list at most `limit`, the longest overdue first. */
export function findDueLots(ctx: Pick<LifecycleContext, 'db'>, limit = SWEEP_BATCH): Promise<DueLots> {
  return dueLots(ctx.db, limit, START_WINDOW);
}

export interface SweepResult {
  /** Lots whose applications closed (2 -> 3). */
  applicationsClosed: number;
  started: number;
  closed: number;
  failed: number;
}

export async function sweepAuctions(
  ctx: LifecycleContext,
  options: { limit?: number; concurrency?: number } = {},
): Promise<SweepResult> {
  const limit = options.limit ?? SWEEP_BATCH;
  // Before the starts: a lot whose close and start both passed goes 2 -> 3 -> 4 in its history.
  const applicationsClosed = (await closeDueApplications(ctx.db, limit)).length;
  const due = await findDueLots(ctx, limit);
  const result: SweepResult = { applicationsClosed, started: 0, closed: 0, failed: 0 };
  const concurrency = options.concurrency ?? SWEEP_CONCURRENCY;
  // One lot's failure is logged and left for the next sweep; the others go on.
  await eachLimited(due.toStart, concurrency, async (lotId) => {
    try {
      const outcome: StartOutcome = await startAuction(ctx, lotId);
      if (outcome.kind === 'live' || outcome.kind === 'not-held') result.started += 1;
    } catch (error) {
      result.failed += 1;
      ctx.logger.error({ err: error, lot_id: lotId }, 'sweep: start failed');
    }
  });
  await eachLimited(due.toClose, concurrency, async (lotId) => {
    try {
      const outcome: CloseOutcome = await closeAuction(ctx, lotId);
      if (outcome.kind === 'settled') result.closed += 1;
    } catch (error) {
      result.failed += 1;
      ctx.logger.error({ err: error, lot_id: lotId }, 'sweep: close failed');
    }
  });
  if (applicationsClosed + due.toStart.length + due.toClose.length > 0)
    ctx.logger.info({ ...result }, 'auction sweep');
  return result;
}
