/**
 * The safety net under the start and close jobs (design.md section 2, step 5): every 5 s one query
 * finds live lots whose end has passed and lots whose start has passed while still before their
 * auction, and starts or closes them. A lost job delays a start or a close by seconds, never skips
 * it. Batches are bounded (oldest first) and run a few lots at a time.
 *
 * DECISION (what the sweep starts): only auction lots in status 1-3 whose starts_at passed less
 * than START_WINDOW ago AND that someone applied to. A lot nobody applied to has no deposit to
 * release, and the demo catalogue and the tests hold many such lots with past starts; they stay
 * as they are unless a start job (scheduleStart) is run for them. A lot with applications whose
 * start passed more than a day ago (the platform was down that long) waits for an operator or a
 * start job, rather than being decided by a sweep long after the fact.
 */
import { sql } from 'kysely';
import { sweepFixedPriceLots } from '../../lot/fixed-price-expiry';
import { closeAuction, type CloseOutcome } from './close';
import type { LifecycleContext } from './context';
import { startAuction, type StartOutcome } from './start';

export const SWEEP_BATCH = 200;
export const SWEEP_CONCURRENCY = 8;
const START_WINDOW = '1 day';

export interface DueLots {
  toStart: number[];
  toClose: number[];
}

/** Lots whose start or end passed; each list at most `limit`, the longest overdue first. */
export async function findDueLots(ctx: Pick<LifecycleContext, 'db'>, limit = SWEEP_BATCH): Promise<DueLots> {
  // Live lots past their end: a range of lots_status_ends_idx (lot_status, ends_at, id).
  const toClose = sql<{ id: number }>`
    SELECT id FROM lots
    WHERE lot_status = 4 AND ends_at < now() AND trade_type = 1
    ORDER BY ends_at, id
    LIMIT ${limit}`;
  // Before-start lots with applications: driven from applications (few lots have any).
  const toStart = sql<{ id: number }>`
    SELECT l.id FROM lots l
    WHERE l.lot_status IN (1, 2, 3) AND l.trade_type = 1
      AND l.starts_at <= now() AND l.starts_at > now() - ${START_WINDOW}::interval
      AND EXISTS (SELECT 1 FROM applications a WHERE a.lot_id = l.id)
    ORDER BY l.starts_at, l.id
    LIMIT ${limit}`;
  const [close, start] = await Promise.all([toClose.execute(ctx.db), toStart.execute(ctx.db)]);
  return { toStart: start.rows.map((r) => r.id), toClose: close.rows.map((r) => r.id) };
}

/** Runs `work` on every item, at most `limit` at once. */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

export interface SweepResult {
  started: number;
  closed: number;
  failed: number;
}

export async function sweepAuctions(
  ctx: LifecycleContext,
  options: { limit?: number; concurrency?: number } = {},
): Promise<SweepResult> {
  const due = await findDueLots(ctx, options.limit ?? SWEEP_BATCH);
  const result: SweepResult = { started: 0, closed: 0, failed: 0 };
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
  await sweepFixedPriceLots(ctx);
  if (due.toStart.length + due.toClose.length > 0) ctx.logger.info({ ...result }, 'auction sweep');
  return result;
}

/**
 * The sweep on a plain timer in every worker process, not a BullMQ schedule: the schedule lives in
 * Redis, and a Redis flush or failover would take the safety net away with the jobs it is there to
 * replace. PostgreSQL decides what is due; several processes sweeping at once is harmless (a start
 * and a close lock the lot row and are idempotent).
 */
export function startSweepTimer(ctx: LifecycleContext, everyMs: number): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepAuctions(ctx)
      .catch((error: unknown) => ctx.logger.error({ err: error }, 'auction sweep failed'))
      .finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
