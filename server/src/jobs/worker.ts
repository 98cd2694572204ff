import { Worker, type Job } from 'bullmq';
import type { Deps } from '../deps';
import { purgeExpiredIdentityRows } from '../modules/identity/oidc-adapter';
import { JobName, MAINTENANCE_QUEUE } from './queues';

type Processor = (deps: Deps, job: Job) => Promise<unknown>;

const maintenanceProcessors: Record<string, Processor> = {
  [JobName.visitorsRollup]: (deps) => deps.services.visitors.rollup(),
  [JobName.identityPurge]: (deps) => purgeExpiredIdentityRows(deps.db),
};

/** The BullMQ processors of this codebase; run by worker.ts, or inside the web process for the demo. */
export function startWorker(deps: Deps): Worker {
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
