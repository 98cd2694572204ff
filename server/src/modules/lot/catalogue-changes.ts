/**
 * Listens for `catalogue_changed`, which a trigger on `lots` (migration 0310) raises on every
 * insert, update, delete or truncate, whoever makes it (this process, another web process, the
 * worker, a seed). Reconnects after a lost connection and reports whether it is listening, so
 * a cache can stop trusting its memory while it is not (server/src/db/listen.ts).
 */
import { listenForNotifications, type Listening } from '../../db/listen';
import type { Logger } from '../../lib/logger';

export const CATALOGUE_CHANNEL = 'catalogue_changed';

export type CatalogueChanges = Listening;

export function listenForCatalogueChanges(options: {
  databaseUrl: string;
  logger: Logger;
  /** Something in the catalogue changed (or may have, while we were not listening). */
  onChange: () => void;
  onListening: (listening: boolean) => void;
}): CatalogueChanges {
  return listenForNotifications({ ...options, channel: CATALOGUE_CHANNEL });
}
