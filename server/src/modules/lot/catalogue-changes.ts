/**
 * Listens for `catalogue_changed`, which a trigger on `lots` (migration 0310) raises on every
 * insert, update, delete or truncate, whoever makes it (this process, another web process, the
 * worker, a seed). Reconnects after a lost connection and reports whether it is listening, so
 * a cache can stop trusting its memory while it is not.
 */
import pg from 'pg';
import type { Logger } from '../../lib/logger';

export const CATALOGUE_CHANNEL = 'catalogue_changed';
const RECONNECT_MS = 1_000;

export interface CatalogueChanges {
  close(): Promise<void>;
}

export function listenForCatalogueChanges(options: {
  databaseUrl: string;
  logger: Logger;
  /** Something in the catalogue changed (or may have, while we were not listening). */
  onChange: () => void;
  onListening: (listening: boolean) => void;
}): CatalogueChanges {
  const { databaseUrl, logger, onChange, onListening } = options;
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
    current.on('notification', () => onChange());
    current.on('error', (error) => {
      logger.warn({ err: error }, 'the catalogue change feed failed; list cache off until it is back');
      lost(current);
    });
    current.on('end', () => lost(current));
    current
      .connect()
      .then(() => current.query(`LISTEN ${CATALOGUE_CHANNEL}`))
      .then(() => {
        if (client !== current) return;
        // Changes made while we were not listening are unknown: start from an empty memory.
        onChange();
        onListening(true);
      })
      .catch((error: unknown) => {
        if (!closed) logger.warn({ err: error }, 'could not listen for catalogue changes; retrying');
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
