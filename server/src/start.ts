/**
 * `npm start`: the whole platform on one port for a newcomer. Finds PostgreSQL and Redis (the
 * environment's, else the local ones, else embedded ones under .data/), then runs the web process
 * with its worker inside. When nothing can serve, it says what is missing and how to get it.
 */
import path from 'node:path';
import { runProcess } from './boot';
import { ConfigError, loadConfig } from './config';
import { seedDemoCatalogue } from './db/seed/demo-catalogue';
import { seedDemoOperator } from './db/seed/demo-operator';
import { resolvePostgres } from './infra/postgres';
import { resolveRedis } from './infra/redis';
import { ServiceMissingError, type ResolvedService } from './infra/service';
import { createLogger } from './lib/logger';

const env = { ...process.env };
const rootDir = loadConfig({ ...env, DATABASE_URL: 'postgres://x/x', REDIS_URL: 'redis://x' }).rootDir;
const dataDir = path.join(rootDir, '.data');
const logger = createLogger(env.LOG_LEVEL ?? 'info');
const probeLocal = !env.KIMOSHDI_SKIP_LOCAL_SERVICES;
const started: ResolvedService[] = [];

async function stopStarted(): Promise<void> {
  for (const service of started.reverse()) await service.stop?.();
}

try {
  const postgres = await resolvePostgres({ env, dataDir, logger, probeLocal });
  started.push(postgres);
  const redis = await resolveRedis({ env, dataDir, logger, probeLocal });
  started.push(redis);
  logger.info({ postgres: postgres.source, redis: redis.source }, 'services found');
  const running = await runProcess({ ...env, DATABASE_URL: postgres.url, REDIS_URL: redis.url }, [
    stopStarted,
  ]);
  // The demo's operator (README, "Demo accounts"); a failure leaves the platform running without it.
  await seedDemoOperator(running.deps.db).then(
    (result) =>
      result.outcome === 'phone-taken'
        ? logger.warn('demo operator not created: its phone belongs to another Kimoshdi ID account')
        : logger.info({ outcome: result.outcome }, 'demo operator ready'),
    (error: unknown) => logger.error({ err: error }, 'demo operator could not be created'),
  );
  // The demo catalogue (lots at every stage relative to now); a failure leaves the platform running.
  await seedDemoCatalogue(running.deps.db).then(
    (result) => logger.info(result, 'demo catalogue ready'),
    (error: unknown) => logger.error({ err: error }, 'demo catalogue could not be created'),
  );
} catch (error) {
  if (error instanceof ServiceMissingError || error instanceof ConfigError) {
    console.error(`\nKimoshdi cannot start.\n${error.message}\n`);
  } else {
    console.error(error);
  }
  await stopStarted().catch(() => {});
  process.exit(1);
}
