/**
 * The worker process: BullMQ processors only, scaled apart from the web processes in production.
 * (The demo's `npm start` runs them inside the web process instead.) Its /healthz, /readyz and
 * /metrics are on METRICS_PORT, else on PORT behind METRICS_TOKEN: it serves nothing else.
 */
import { ConfigError, loadConfig } from './config';
import { createDeps } from './deps';
import { startOpsServer } from './http/ops/ops-server';
import { scheduleRepeatingJobs } from './redis/queues';
import { startWorker } from './jobs/worker';
import { createLogger } from './lib/logger';
import { closeOnSignals } from './lib/shutdown';

try {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, {
    format: config.LOG_FORMAT,
    production: config.NODE_ENV === 'production',
  });
  const deps = createDeps(config, logger);
  const port = config.METRICS_PORT ?? config.PORT;
  const ops = await startOpsServer(deps, port).catch(async (error: unknown) => {
    await deps.close();
    if ((error as { code?: unknown }).code !== 'EADDRINUSE') throw error;
    throw new ConfigError(
      `the worker's health and metrics port ${port} is taken: give the worker a METRICS_PORT (or PORT) of its own`,
    );
  });
  await scheduleRepeatingJobs(deps.queues);
  // The jobs' deadlines and penalties read the BHM and the working-day overrides (modules/calendar).
  await deps.calendar.start();
  const worker = startWorker(deps);
  logger.info({ metrics: `${ops.url}/metrics` }, 'worker running');
  closeOnSignals(logger, [
    // No load balancer sends to a worker: unready at once, no drain.
    async () => deps.health.beginShutdown(),
    () => worker.close(),
    () => ops.close(),
    () => deps.close(),
  ]);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
