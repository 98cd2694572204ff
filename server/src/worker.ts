/**
 * The worker process: BullMQ processors only, scaled apart from the web processes in production.
 * (The demo's `npm start` runs them inside the web process instead.)
 */
import { ConfigError, loadConfig } from './config';
import { createDeps } from './deps';
import { scheduleRepeatingJobs } from './redis/queues';
import { startWorker } from './jobs/worker';
import { createLogger } from './lib/logger';
import { closeOnSignals } from './lib/shutdown';

try {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const deps = createDeps(config, logger);
  await scheduleRepeatingJobs(deps.queues);
  const worker = startWorker(deps);
  logger.info('worker running');
  closeOnSignals(logger, [() => worker.close(), () => deps.close()]);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
