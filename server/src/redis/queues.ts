import { Queue } from 'bullmq';
import type { Redis } from './connection';
import type { Keys } from './keys';

/** Periodic housekeeping: the visitor roll-up, the purge of expired identity rows, the lots' archive. */
export const MAINTENANCE_QUEUE = 'maintenance';

export const JobName = {
  visitorsRollup: 'visitors-rollup',
  identityPurge: 'identity-purge',
  lotArchive: 'lot-archive',
  photoSizes: 'photo-sizes',
} as const;

/**
 * The live auction's lifecycle (modules/trade/trade.schedule.ts adds the jobs, modules/auction/lifecycle/lifecycle.jobs.ts runs them): delayed start, close
 * and payment-deadline jobs per lot, and the sweep that catches any of them lost.
 */
export const AUCTION_QUEUE = 'auction';
export const AuctionJobName = {
  start: 'start',
  close: 'close',
  paymentDeadline: 'payment-deadline',
  /** The reminder one working day before a won lot's deadline (modules/winlot/review.ts). */
  winlotReminder: 'winlot-reminder',
  /** The end of the reserve winner's time to answer an offer. */
  offerDeadline: 'offer-deadline',
} as const;
/** How often the sweep looks for lots whose start or end passed without their job. */
export const AUCTION_SWEEP_EVERY_MS = 5_000;

/**
 * SMS and e-mails on their way out (modules/outbox/messages.jobs.ts): one `send` job per queued
 * message (job id `message-<id>`, so a notification and a sweep of the same message collapse) and
 * the delayed checks of an SMS's delivery.
 */
export const MESSAGES_QUEUE = 'messages';
export const MessageJobName = {
  send: 'send',
  checkStatus: 'check-status',
} as const;
/** Sending tries of one message: the first and five retries, each waiting twice as long. */
export const MESSAGE_SEND_ATTEMPTS = 6;
/** How often the worker looks for queued messages no job took (a lost notification). */
export const MESSAGES_SWEEP_EVERY_MS = 5_000;

export const VISITORS_ROLLUP_EVERY_MS = 5 * 60 * 1000;
/** Expired sign-in sessions, tokens and codes of Kimoshdi ID are deleted hourly. */
export const IDENTITY_PURGE_EVERY_MS = 60 * 60 * 1000;
/** How often settled lots half a year old are archived (modules/trade/lot-archive.ts): a lot waits at most this long past its day. */
export const LOT_ARCHIVE_EVERY_MS = 60 * 60 * 1000;
/** Older photos get their widths (modules/file photo-sizes-backfill.ts); once all are done a run reads one row. */
export const PHOTO_SIZES_EVERY_MS = 10 * 60 * 1000;

export interface Queues {
  maintenance: Queue;
  auction: Queue;
  messages: Queue;
  close(): Promise<void>;
}

export function createQueues(
  connection: Redis,
  keys: Keys,
  { messageRetryMs = 5_000 }: { messageRetryMs?: number } = {},
): Queues {
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
  const auction = new Queue(AUCTION_QUEUE, {
    connection,
    prefix: keys.bullPrefix,
    defaultJobOptions: {
      // Kept a while so re-adding a job id already done is a no-op (ids are deterministic).
      removeOnComplete: 2_000,
      removeOnFail: 2_000,
      attempts: 5,
      backoff: { type: 'exponential', delay: 500 },
    },
  });
  const messages = new Queue(MESSAGES_QUEUE, {
    connection,
    prefix: keys.bullPrefix,
    defaultJobOptions: {
      // The message's row keeps its own record (status, attempts, last error); a finished job is
      // removed so the sweep can hand a message whose job was lost to the queue under the same id.
      removeOnComplete: true,
      removeOnFail: true,
      attempts: MESSAGE_SEND_ATTEMPTS,
      backoff: { type: 'exponential', delay: messageRetryMs },
    },
  });
  return {
    maintenance,
    auction,
    messages,
    close: async () => {
      await Promise.all([maintenance.close(), auction.close(), messages.close()]);
    },
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
  await queues.maintenance.upsertJobScheduler(
    JobName.lotArchive,
    { every: LOT_ARCHIVE_EVERY_MS },
    { name: JobName.lotArchive },
  );
  await queues.maintenance.upsertJobScheduler(
    JobName.photoSizes,
    { every: PHOTO_SIZES_EVERY_MS },
    { name: JobName.photoSizes },
  );
}

/** Schedules live in Redis: a worker puts them back this often, in case Redis lost them. */
export const RESCHEDULE_EVERY_MS = 60_000;
