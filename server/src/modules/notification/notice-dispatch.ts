/**
 * From a committed cabinet message of a topic to its deliveries (issue 27), in the worker: the
 * message's insert trigger notifies `notice_queued` with its id at commit, and the worker writes
 * its deliveries at once; a sweep takes any message still undelivered after a few seconds (an
 * announcement made while no worker listened, a delivery that failed), as the outbox's dispatch
 * does (db/announced-rows.ts).
 *
 * A few at a time: a closing spike's payments announce thousands of notices at once, and the
 * deliveries must not take the pool from the payments. Those waiting when a slot frees go in one
 * transaction (up to BATCH): one read and one mark for all of them. While the process's event
 * loop is saturated (a closing spike's settlements and payments) they wait, at most HOLD_MAX_MS
 * of one busy stretch: the cabinet message is already there, and its SMS and e-mail a few seconds
 * later cost no sale its time (docs/decisions.md "The closing spike's mail").
 */
import type { Database } from '../../db/database';
import { watchAnnouncedRows } from '../../db/announced-rows';
import type { Logger } from '../../lib/logger';
import { yieldWhileBusy, type LoopLoad } from '../../lib/event-loop-load';
import { deliverNotices } from './notice-channels';
import { listPendingNoticeIds } from './notice-delivery.repository';

export const NOTICE_CHANNEL = 'notice_queued';
/** A message undelivered this long after its commit is taken by the sweep. */
export const NOTICE_STALE_MS = 5_000;
const SWEEP_BATCH = 500;
const CONCURRENCY = 4;
/** Messages delivered in one transaction: those waiting when a slot frees, up to this many. */
const BATCH = 32;
/** The longest the deliveries wait for a saturated loop to calm, and how often they look again. */
export const HOLD_MAX_MS = 30_000;
const HOLD_RETRY_MS = 250;

export function startNoticeDispatch(options: {
  databaseUrl: string;
  db: Database;
  logger: Logger;
  sweepEveryMs: number;
  /** Whether Telegram is offered (a bot, or the development stand-in), and web push. */
  telegram: boolean;
  push: boolean;
  /** This process's event loop: deliveries wait while it is saturated (none: they never wait). */
  loopLoad?: Pick<LoopLoad, 'busy'>;
}): { stop(): Promise<void> } {
  const { databaseUrl, db, logger, sweepEveryMs, telegram, push, loopLoad } = options;
  const yielding = loopLoad && yieldWhileBusy(loopLoad, HOLD_MAX_MS);
  let retry: NodeJS.Timeout | undefined;
  /** Ids waiting for a delivery slot (a set: an announcement and a sweep of one id collapse). */
  const waiting = new Set<string>();
  let running = 0;
  let stopped = false;
  let idle: (() => void) | undefined;

  function pump(): void {
    if (stopped) return;
    if (waiting.size > 0 && yielding?.holds()) {
      retry ??= setTimeout(() => {
        retry = undefined;
        pump();
      }, HOLD_RETRY_MS).unref();
      return;
    }
    while (!stopped && running < CONCURRENCY && waiting.size > 0) {
      // The first BATCH in arrival order, without copying a spike's thousands each time.
      const ids: string[] = [];
      for (const id of waiting) {
        ids.push(id);
        if (ids.length === BATCH) break;
      }
      for (const id of ids) waiting.delete(id);
      running += 1;
      deliverBatch(ids).finally(() => {
        running -= 1;
        if (running === 0 && idle) idle();
        pump();
      });
    }
  }

  /** The batch in one transaction; if it fails, each message alone, so one cannot hold the rest. */
  async function deliverBatch(ids: readonly string[]): Promise<void> {
    try {
      await deliverNotices(db, ids, new Date(), { telegram, push });
      return;
    } catch (error) {
      if (ids.length === 1) {
        // Left undelivered: the sweep tries it again.
        logger.warn({ err: error, id: ids[0] }, 'a notice could not be delivered');
        return;
      }
    }
    for (const id of ids) await deliverBatch([id]);
  }

  function take(ids: readonly string[]): void {
    for (const id of ids) waiting.add(id);
    pump();
  }

  const watch = watchAnnouncedRows({
    databaseUrl,
    channel: NOTICE_CHANNEL,
    logger,
    sweepEveryMs,
    what: 'notices',
    take: (id) => take([id]),
    sweep: async (staleMs = NOTICE_STALE_MS) => {
      const ids = await listPendingNoticeIds(db, { staleMs, limit: SWEEP_BATCH });
      take(ids);
      return ids.length;
    },
  });
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await watch.stop();
      if (running > 0) await new Promise<void>((resolve) => (idle = resolve));
    },
  };
}
