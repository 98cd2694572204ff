/**
 * The saved searches' digests (issue 27) on a plain timer in every worker process, like the trade
 * sweep: PostgreSQL decides who is due (modules/saved-search/digest.ts), and several workers at once
 * write each digest once. Every minute: an hourly digest goes within a minute of its hour.
 */
import type { Database } from '../db/database';
import type { Logger } from '../lib/logger';
import { sendSavedSearchDigests } from '../modules/saved-search';
import { startIntervalTask } from './interval-task';

export const DIGEST_EVERY_MS = 60_000;

export function startDigestTimer(
  db: Database,
  logger: Logger,
  everyMs = DIGEST_EVERY_MS,
): { stop(): Promise<void> } {
  return startIntervalTask(
    async () => {
      const sent = await sendSavedSearchDigests(db);
      if (sent > 0) logger.info({ sent }, 'saved-search digests written');
    },
    { everyMs, logger, name: 'saved-search digests' },
  );
}
