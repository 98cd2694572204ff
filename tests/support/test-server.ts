import { inject } from 'vitest';
import { boot, type Running } from '../../server/src/boot';
import { loadConfig } from '../../server/src/config';
import { createLogger } from '../../server/src/lib/logger';

/** The test run's configuration: its own database and Redis prefix, any free port. */
export function testConfig(overrides: Record<string, string> = {}) {
  return loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: inject('databaseUrl'),
    DATABASE_POOL_SIZE: '4',
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: inject('redisPrefix'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...overrides,
  });
}

/** The real server, booted as `npm start` boots it, listening on a free port of 127.0.0.1. */
export async function startTestServer(overrides: Record<string, string> = {}): Promise<Running> {
  const config = testConfig(overrides);
  return boot(config, createLogger(config.LOG_LEVEL));
}
