import { Worker, type Job } from 'bullmq';
import type { Deps } from '../deps';
import { auctionProcessor, AUCTION_WORKER_CONCURRENCY, lifecycleContext } from '../modules/auction';
import { purgeExpiredIdentityRows } from '../modules/identity';
import { archiveSettledLots } from '../modules/trade';
import { makeMissingPhotoSizes } from '../modules/file';
import {
  messagesContext,
  messagesProcessor,
  MESSAGES_WORKER_CONCURRENCY,
  startOutboxDispatch,
} from '../modules/outbox';
import { startNoticeDispatch, startTelegramUpdates } from '../modules/notification';
import { jobsProcessed } from '../lib/metrics';
import { watchLoopLoad } from '../lib/event-loop-load';
import { workerName } from '../liveness/worker-health';
import {
  AUCTION_QUEUE,
  AUCTION_SWEEP_EVERY_MS,
  JobName,
  MAINTENANCE_QUEUE,
  MESSAGES_QUEUE,
  MESSAGES_SWEEP_EVERY_MS,
  RESCHEDULE_EVERY_MS,
  scheduleRepeatingJobs,
} from '../redis/queues';
import { startHeartbeat } from '../liveness/heartbeat';
import { startSweepTimer } from './trade-sweep';
import { startDigestTimer } from './digest-timer';

type Processor = (deps: Deps, job: Job) => Promise<unknown>;

const maintenanceProcessors: Record<string, Processor> = {
  [JobName.visitorsRollup]: (deps) => deps.services.visitors.rollup(),
  [JobName.identityPurge]: (deps) => purgeExpiredIdentityRows(deps.db),
  [JobName.lotArchive]: async (deps) => {
    const archived = await archiveSettledLots(deps.db);
    if (archived > 0) deps.logger.info({ archived }, 'settled lots archived');
    return archived;
  },
  [JobName.photoSizes]: async (deps) => {
    const run = await makeMissingPhotoSizes({
      db: deps.db,
      storage: deps.services.fileStorage,
      logger: deps.logger,
    });
    if (run.made + run.skipped > 0) deps.logger.info(run, 'older photos given their widths');
    return run;
  },
};

/** The BullMQ processors of this codebase; run by worker.ts, or inside the web process for the demo. */
export function startWorker(deps: Deps): { close(): Promise<void> } {
  const workers = [startMaintenanceWorker(deps), startAuctionWorker(deps), startMessagesWorker(deps)];
  for (const worker of workers) countJobs(worker);
  const heartbeat = startHeartbeat(deps.redis, deps.keys.workerHeartbeat, deps.logger);
  const sweep = startSweepTimer(lifecycleContext(deps), AUCTION_SWEEP_EVERY_MS);
  const digests = startDigestTimer(deps.db, deps.logger);
  // Committed outbox rows become send jobs at once (a notification), or by the sweep.
  const dispatch = startOutboxDispatch({
    databaseUrl: deps.config.DATABASE_URL,
    db: deps.db,
    queues: deps.queues,
    logger: deps.logger,
    sweepEveryMs: MESSAGES_SWEEP_EVERY_MS,
  });
  // Committed cabinet messages of a topic get their SMS and e-mail deliveries (issue 27).
  // Notices' SMS and e-mails wait while this process's loop is saturated (a closing spike).
  const loopLoad = watchLoopLoad();
  const notices = startNoticeDispatch({
    databaseUrl: deps.config.DATABASE_URL,
    db: deps.db,
    logger: deps.logger,
    sweepEveryMs: MESSAGES_SWEEP_EVERY_MS,
    telegram: deps.services.telegram.offered,
    push: deps.services.pushDevices.offered,
    loopLoad,
  });
  // The Telegram bot's updates: long polling here in development, the webhook in production.
  const telegramUpdates =
    deps.telegramBot && deps.config.messaging.telegram.transport === 'bot'
      ? startTelegramUpdates(deps.telegramBot, deps.config.messaging.telegram, {
          publicUrl: deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`,
          logger: deps.logger,
        })
      : undefined;
  const reschedule = setInterval(() => {
    scheduleRepeatingJobs(deps.queues).catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'repeating jobs could not be scheduled'),
    );
  }, RESCHEDULE_EVERY_MS);
  reschedule.unref();
  return {
    close: async () => {
      clearInterval(reschedule);
      heartbeat.stop();
      await sweep.stop();
      await digests.stop();
      await dispatch.stop();
      await notices.stop();
      loopLoad.stop();
      await telegramUpdates?.stop();
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}

/** kimoshdi_jobs_total: every job this worker finished, and every failed attempt. */
function countJobs(worker: Worker): void {
  worker.on('completed', () => jobsProcessed.inc({ queue: worker.name, outcome: 'completed' }));
  worker.on('failed', () => jobsProcessed.inc({ queue: worker.name, outcome: 'failed' }));
}

/** The auction's start, close and payment-deadline jobs and its sweep, several lots at a time. */
function startAuctionWorker(deps: Deps): Worker {
  const worker = new Worker(AUCTION_QUEUE, auctionProcessor(lifecycleContext(deps)), {
    connection: deps.bullRedis,
    prefix: deps.keys.bullPrefix,
    name: workerName(),
    concurrency: AUCTION_WORKER_CONCURRENCY,
  });
  worker.on('failed', (job, error) =>
    deps.logger.error({ err: error, job: job?.name, id: job?.id }, 'auction job failed'),
  );
  worker.on('error', (error) => deps.logger.error({ err: error }, 'auction worker error'));
  return worker;
}

/** SMS and e-mails: sending and the delivery checks, several at a time (each waits on a provider). */
function startMessagesWorker(deps: Deps): Worker {
  const worker = new Worker(MESSAGES_QUEUE, messagesProcessor(messagesContext(deps)), {
    connection: deps.bullRedis,
    prefix: deps.keys.bullPrefix,
    name: workerName(),
    concurrency: MESSAGES_WORKER_CONCURRENCY,
  });
  // Failures are recorded on the message and logged by the processor; here only the worker's own.
  worker.on('error', (error) => deps.logger.error({ err: error }, 'messages worker error'));
  return worker;
}

function startMaintenanceWorker(deps: Deps): Worker {
  const worker = new Worker(
    MAINTENANCE_QUEUE,
    async (job) => {
      const processor = maintenanceProcessors[job.name];
      if (!processor) throw new Error(`no processor for job ${job.name}`);
      return processor(deps, job);
    },
    { connection: deps.bullRedis, prefix: deps.keys.bullPrefix, name: workerName(), concurrency: 1 },
  );
  worker.on('failed', (job, error) =>
    deps.logger.error({ err: error, job: job?.name, id: job?.id }, 'job failed'),
  );
  worker.on('error', (error) => deps.logger.error({ err: error }, 'worker error'));
  return worker;
}
