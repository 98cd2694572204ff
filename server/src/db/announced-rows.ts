/**
 * Rows whose insert trigger announces their id at commit (`pg_notify(channel, id)`), each handed to
 * `take` at once; a sweep every `sweepEveryMs` hands over the rows an announcement missed (made while
 * nobody listened, or whose work failed), and runs after every (re)connect of the listener. Used by
 * the outbox's dispatch (`outbox_message_queued`) and the notices' (`notice_queued`).
 */
import type { Logger } from '../lib/logger';
import { listenForNotifications } from './listen';

export interface AnnouncedRows {
  stop(): Promise<void>;
}

export function watchAnnouncedRows(options: {
  databaseUrl: string;
  channel: string;
  logger: Logger;
  sweepEveryMs: number;
  /** A row announced (its id): `take` must not throw; it reports its own failures. */
  take: (id: string) => void;
  /**
   * Hands over the rows still waiting; `staleMs` 0 after a (re)connect, else the sweep's own
   * patience. Resolves with how many it handed over (logged when some).
   */
  sweep: (staleMs?: number) => Promise<number>;
  /** What the log calls them (`queued messages`, `notices`). */
  what: string;
}): AnnouncedRows {
  const { databaseUrl, channel, logger, sweepEveryMs, take, what } = options;
  let sweeping: Promise<void> | undefined;
  const sweep = (staleMs?: number) => {
    sweeping ??= options
      .sweep(staleMs)
      .then((count) => {
        if (count > 0) logger.info({ count }, `${what} taken by the sweep`);
      })
      .catch((error: unknown) => logger.warn({ err: error }, `the sweep of ${what} failed`))
      .finally(() => {
        sweeping = undefined;
      });
  };
  const feed = listenForNotifications({
    databaseUrl,
    channel,
    logger,
    onChange: (payload) => {
      if (payload && /^\d+$/.test(payload)) take(payload);
      // (Re)connected: whatever was announced while we were not listening is still waiting.
      else sweep(0);
    },
  });
  const timer = setInterval(() => sweep(), sweepEveryMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await feed.close();
      await sweeping;
    },
  };
}
