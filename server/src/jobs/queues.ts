import { Queue } from 'bullmq';
import type { Redis } from '../redis/connection';
import type { Keys } from '../redis/keys';

/** Periodic housekeeping: the visitor roll-up now; more jobs join this queue later. */
export const MAINTENANCE_QUEUE = 'maintenance';

export const JobName = {
  visitorsRollup: 'visitors-rollup',
  identityPurge: 'identity-purge',
} as const;

export const VISITORS_ROLLUP_EVERY_MS = 5 * 60 * 1000;
/** Expired sign-in sessions, tokens and codes of Kimoshdi ID are deleted hourly. */
export const IDENTITY_PURGE_EVERY_MS = 60 * 60 * 1000;

export interface Queues {
  maintenance: Queue;
  close(): Promise<void>;
}

export function createQueues(connection: Redis, keys: Keys): Queues {
  const maintenance = new Queue(MAINTENANCE_QUEUE, {
    connection,
    prefix: keys.bullPrefix,
    defaultJobOptions: {
      removeOnComplete: 100,
      removeOnFail: 500,
      attempts: 3,
      backoff: { type: 'exponential', delay: 1000 },
    },
  });
  return {
    maintenance,
    close: () => maintenance.close(),
  };
}

/** Registers the repeating jobs; idempotent, so every process may call it at start. */
export async function scheduleRepeatingJobs(queues: Queues): Promise<void> {
  await queues.maintenance.upsertJobScheduler(
    JobName.visitorsRollup,
    { every: VISITORS_ROLLUP_EVERY_MS },
    { name: JobName.visitorsRollup },
  );
  await queues.maintenance.upsertJobScheduler(
    JobName.identityPurge,
    { every: IDENTITY_PURGE_EVERY_MS },
    { name: JobName.identityPurge },
  );
}
