/**
 * Once per test run (per vitest project): a fresh PostgreSQL database, migrated and seeded, and a
 * fresh Redis key prefix, so runs never see each other's data. Both are removed at the end.
 * PostgreSQL and Redis are found the way `npm start` finds them (environment, local, embedded).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { seedReferenceData } from '../../server/src/db/seed';
import { resolvePostgres } from '../../server/src/infra/postgres';
import { resolveRedis } from '../../server/src/infra/redis';
import { createLogger } from '../../server/src/lib/logger';
import { createRedis } from '../../server/src/redis/connection';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    /** The admin database URL of the same server, for tests that make databases of their own. */
    adminDatabaseUrl: string;
    redisUrl: string;
    redisPrefix: string;
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..');

export default async function setup(project: TestProject) {
  const logger = createLogger('warn');
  const env = { ...process.env };
  const probeLocal = !env.KIMOSHDI_SKIP_LOCAL_SERVICES;
  const postgres = await resolvePostgres({ env, dataDir: path.join(ROOT, '.data'), logger, probeLocal });
  const redis = await resolveRedis({ env, dataDir: path.join(ROOT, '.data'), logger, probeLocal });

  const run = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const databaseName = `kimoshdi_test_${run}`;
  const admin = new URL(postgres.url);
  admin.pathname = '/postgres';
  const databaseUrl = new URL(postgres.url);
  databaseUrl.pathname = `/${databaseName}`;

  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE "${databaseName}"`);
  await client.end();

  const db = createDatabase(databaseUrl.toString(), 2);
  await migrateToLatest(db);
  await seedReferenceData(db);
  await db.destroy();

  const redisPrefix = `test:${run}:`;
  project.provide('databaseUrl', databaseUrl.toString());
  project.provide('adminDatabaseUrl', admin.toString());
  project.provide('redisUrl', redis.url);
  project.provide('redisPrefix', redisPrefix);

  return async () => {
    const cleanup = new pg.Client({ connectionString: admin.toString() });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await cleanup.end();
    const connection = createRedis(redis.url, 'commands');
    let cursor = '0';
    do {
      const [next, keys] = await connection.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await connection.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    await connection.quit();
    await redis.stop?.();
    await postgres.stop?.();
  };
}
