/**
 * Listens on a PostgreSQL notification channel, which a table's trigger raises at commit whoever
 * writes (this process, another web process, the worker, a seed, an operator's SQL). Reconnects
 * after a lost connection and reports whether it is listening, so an in-process copy can stop
 * trusting its memory while it is not. Used by the lot list cache (`catalogue_changed`), the barred
 * users (`blacklist_changed`), the consented users (`consent_changed`), and the rows announced at
 * commit (db/announced-rows.ts: the outbox's messages and the notices, whose payload names the row).
 */
import pg from 'pg';
import type { Logger } from '../lib/logger';

const RECONNECT_MS = 1_000;

export interface Listening {
  close(): Promise<void>;
}

export function listenForNotifications(options: {
  databaseUrl: string;
  channel: string;
  logger: Logger;
  /**
   * Something changed (with the notification's payload), or may have while we were not listening
   * (no payload: after every (re)connect).
   */
  onChange: (payload?: string) => void;
  onListening?: (listening: boolean) => void;
}): Listening {
  const { databaseUrl, channel, logger, onChange, onListening = () => {} } = options;
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const lost = (current: pg.Client) => {
    if (client !== current) return;
    client = undefined;
    onListening(false);
    void current.end().catch(() => {});
    if (!closed) timer = setTimeout(connect, RECONNECT_MS);
  };

  function connect() {
    timer = undefined;
    const current = new pg.Client({ connectionString: databaseUrl });
    client = current;
    current.on('notification', (notification) => onChange(notification.payload));
    current.on('error', (error) => {
      logger.warn({ err: error, channel }, 'a change feed failed; reconnecting');
      lost(current);
    });
    current.on('end', () => lost(current));
    current
      .connect()
      .then(() => current.query(`LISTEN ${channel}`))
      .then(() => {
        if (client !== current) return;
        // Changes made while we were not listening are unknown: treat them as a change.
        onChange();
        onListening(true);
      })
      .catch((error: unknown) => {
        if (!closed) logger.warn({ err: error, channel }, 'could not listen for changes; retrying');
        lost(current);
      });
  }

  onListening(false);
  connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      onListening(false);
      await current?.end().catch(() => {});
    },
  };
}
