import { randomBytes } from 'node:crypto';
import pg from 'pg';
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
    // Every file of a run signs up from 127.0.0.1 under one Redis prefix: the abuse limits of codes
    // and the challenge stay out of their way; tests/integration/identity-abuse.test.ts sets its own.
    ID_CODES_PER_MINUTE_PER_IP: '10000',
    ID_CODES_PER_PREFIX_PER_HOUR: '100000',
    ID_CODES_PER_HOUR: '100000',
    ID_CHALLENGE_AFTER_CODES: '100000',
    CONTACT_CHALLENGE_AFTER: '100000',
    ALTCHA_MAX_NUMBER: '1000',
    ...overrides,
  });
}

/** The real server, booted as `npm start` boots it, listening on a free port of 127.0.0.1. */
export async function startTestServer(overrides: Record<string, string> = {}): Promise<Running> {
  const config = testConfig(overrides);
  return boot(config, createLogger(config.LOG_LEVEL));
}

/** A name for a file's database of its own: `kimoshdi_<label>_<random>`. */
export function ownDatabaseName(label: string): string {
  return `kimoshdi_${label}_${randomBytes(4).toString('hex')}`;
}

/**
 * The real server on a new database of its own (for a file whose seed would disturb the other
 * files' data), its Redis keys under the run's prefix followed by `keyPrefix`; `overrides` are more
 * settings (a storage directory of its own, say).
 */
export async function startServerOnOwnDatabase(
  databaseName: string,
  keyPrefix: string,
  overrides: Record<string, string> = {},
): Promise<Running> {
  await asAdmin(`CREATE DATABASE "${databaseName}"`);
  const url = new URL(inject('databaseUrl'));
  url.pathname = `/${databaseName}`;
  const config = testConfig({
    DATABASE_URL: url.toString(),
    REDIS_PREFIX: `${inject('redisPrefix')}${keyPrefix}`,
    ...overrides,
  });
  return boot(config, createLogger(config.LOG_LEVEL));
}

/** Drops a database startServerOnOwnDatabase made (its server closed or not). */
export async function dropOwnDatabase(databaseName: string): Promise<void> {
  await asAdmin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
}

async function asAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await client.connect();
  await client.query(statement);
  await client.end();
}
