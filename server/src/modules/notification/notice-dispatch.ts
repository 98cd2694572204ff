/**
 * From a committed cabinet message of a topic to its deliveries (issue 27), in the worker: the
 * message's insert trigger notifies `notice_queued` with its id at commit, and the worker writes
 * its deliveries at once; a sweep takes any message still undelivered after a few seconds (an
 * announcement made while no worker listened, a delivery that failed), as the outbox's dispatch
 * does (db/announced-rows.ts).
 *
 * A few at a time: a closing spike's payments announce thousands of notices at once, and each
 * delivery is a transaction of its own that must not take the pool from the payments.
 */
import type { Database } from '../../db/database';
import { watchAnnouncedRows } from '../../db/announced-rows';
import type { Logger } from '../../lib/logger';
import { deliverNotice } from './notice-channels';
import { listPendingNoticeIds } from './notice-delivery.repository';

export const NOTICE_CHANNEL = 'notice_queued';
/** A message undelivered this long after its commit is taken by the sweep. */
export const NOTICE_STALE_MS = 5_000;
const SWEEP_BATCH = 500;
const CONCURRENCY = 4;

export function startNoticeDispatch(options: {
  databaseUrl: string;
  db: Database;
  logger: Logger;
  sweepEveryMs: number;
  /** Whether Telegram is offered (a bot, or the development stand-in), and web push. */
  telegram: boolean;
  push: boolean;
}): { stop(): Promise<void> } {
  const { databaseUrl, db, logger, sweepEveryMs, telegram, push } = options;
  /** Ids waiting for a delivery slot (a set: an announcement and a sweep of one id collapse). */
  const waiting = new Set<string>();
  let running = 0;
  let stopped = false;
  let idle: (() => void) | undefined;

  function pump(): void {
    while (!stopped && running < CONCURRENCY && waiting.size > 0) {
      const id = waiting.values().next().value as string;
      waiting.delete(id);
      running += 1;
      deliverNotice(db, id, new Date(), { telegram, push })
        // Left undelivered: the sweep tries it again.
        .catch((error: unknown) => logger.warn({ err: error, id }, 'a notice could not be delivered'))
        .finally(() => {
          running -= 1;
          if (running === 0 && idle) idle();
          pump();
        });
    }
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
      await watch.stop();
      if (running > 0) await new Promise<void>((resolve) => (idle = resolve));
    },
  };
}
