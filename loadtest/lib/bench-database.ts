import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { resolvePostgres } from '../../server/src/infra/postgres';
import { resolveRedis } from '../../server/src/infra/redis';
import type { Logger } from '../../server/src/lib/logger';
import { createRedis } from '../../server/src/redis/connection';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface BenchServices {
  /** A database made for this run on the PostgreSQL the tests use (found the same way). */
  databaseUrl: string;
  databaseName: string;
  redisUrl: string;
  /** This run's Redis key prefix: nothing it writes mixes with a running deployment's keys. */
  redisPrefix: string;
  postgresVersion: string;
  /** Drops the database (unless kept) and this run's Redis keys. */
  release(keep: boolean): Promise<void>;
}

/** Makes a fresh, empty database for one benchmark run, the way tests/support/global-setup.ts does. */
export async function makeBenchServices(scenario: string, logger: Logger): Promise<BenchServices> {
  const env = { ...process.env };
  const dataDir = path.join(ROOT, '.data');
  const postgres = await resolvePostgres({ env, dataDir, logger });
  const redis = await resolveRedis({ env, dataDir, logger });

  const run = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const databaseName = `kimoshdi_bench_${scenario.replace(/[^a-z0-9]/g, '_')}_${run}`;
  const admin = new URL(postgres.url);
  admin.pathname = '/postgres';
  const databaseUrl = new URL(postgres.url);
  databaseUrl.pathname = `/${databaseName}`;

  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  let postgresVersion: string;
  try {
    await client.query(`CREATE DATABASE "${databaseName}"`);
    const version = await client.query<{ server_version: string }>('SHOW server_version');
    postgresVersion = version.rows[0]?.server_version ?? 'unknown';
  } finally {
    await client.end();
  }
  const redisPrefix = `bench:${run}:`;

  return {
    databaseUrl: databaseUrl.toString(),
    databaseName,
    redisUrl: redis.url,
    redisPrefix,
    postgresVersion,
    async release(keep) {
      if (!keep) {
        const cleanup = new pg.Client({ connectionString: admin.toString() });
        await cleanup.connect();
        try {
          await cleanup.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
        } finally {
          await cleanup.end();
        }
        const connection = createRedis(redis.url, 'commands');
        try {
          let cursor = '0';
          do {
            const [next, keys] = await connection.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 1000);
            if (keys.length > 0) await connection.del(...keys);
            cursor = next;
          } while (cursor !== '0');
        } finally {
          await connection.quit();
        }
      }
      await redis.stop?.();
      await postgres.stop?.();
    },
  };
}
