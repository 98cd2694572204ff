import { Worker, type Job } from 'bullmq';
import type { Deps } from '../deps';
import { auctionProcessor, AUCTION_WORKER_CONCURRENCY } from '../modules/auction/lifecycle/lifecycle.jobs';
import { lifecycleContext } from '../modules/auction/lifecycle/context';
import { purgeExpiredIdentityRows } from '../modules/identity/oidc-adapter';
import { startSweepTimer } from '../modules/auction/lifecycle/sweep';
import {
  AUCTION_QUEUE,
  AUCTION_SWEEP_EVERY_MS,
  JobName,
  MAINTENANCE_QUEUE,
  RESCHEDULE_EVERY_MS,
  scheduleRepeatingJobs,
} from '../redis/queues';

type Processor = (deps: Deps, job: Job) => Promise<unknown>;

const maintenanceProcessors: Record<string, Processor> = {
  [JobName.visitorsRollup]: (deps) => deps.services.visitors.rollup(),
  [JobName.identityPurge]: (deps) => purgeExpiredIdentityRows(deps.db),
};

/** The BullMQ processors of this codebase; run by worker.ts, or inside the web process for the demo. */
export function startWorker(deps: Deps): { close(): Promise<void> } {
  const workers = [startMaintenanceWorker(deps), startAuctionWorker(deps)];
  const sweep = startSweepTimer(lifecycleContext(deps), AUCTION_SWEEP_EVERY_MS);
  const reschedule = setInterval(() => {
    scheduleRepeatingJobs(deps.queues).catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'repeating jobs could not be scheduled'),
    );
  }, RESCHEDULE_EVERY_MS);
  reschedule.unref();
  return {
    close: async () => {
      clearInterval(reschedule);
      await sweep.stop();
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}

/** The auction's start, close and payment-deadline jobs and its sweep, several lots at a time. */
function startAuctionWorker(deps: Deps): Worker {
  const worker = new Worker(AUCTION_QUEUE, auctionProcessor(lifecycleContext(deps)), {
    connection: deps.bullRedis,
    prefix: deps.keys.bullPrefix,
    concurrency: AUCTION_WORKER_CONCURRENCY,
  });
  worker.on('failed', (job, error) =>
    deps.logger.error({ err: error, job: job?.name, id: job?.id }, 'auction job failed'),
  );
  worker.on('error', (error) => deps.logger.error({ err: error }, 'auction worker error'));
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
    { connection: deps.bullRedis, prefix: deps.keys.bullPrefix, concurrency: 1 },
  );
  worker.on('failed', (job, error) =>
    deps.logger.error({ err: error, job: job?.name, id: job?.id }, 'job failed'),
  );
  worker.on('error', (error) => deps.logger.error({ err: error }, 'worker error'));
  return worker;
}
