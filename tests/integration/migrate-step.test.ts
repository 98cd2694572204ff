/**
 * The one-shot migrate step of docker-compose.yml (`npm run migrate`) and the web processes that
 * start after it with MIGRATE_AT_START=false: the step brings an empty database up to date, schema
 * and reference data, and says so; run again it changes nothing; a web process then serves without
 * migrating.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../server/src/db/migrate';
import { call } from '../support/http';
import { dropOwnDatabase, ownDatabaseName, startTestServer } from '../support/test-server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATABASE = ownDatabaseName('migrate_step');
const MIGRATIONS = readdirSync(MIGRATIONS_DIR)
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .map((file) => file.replace(/\.sql$/, ''));

function databaseUrl(): string {
  const url = new URL(inject('databaseUrl'));
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

async function query<Row extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** `npm run migrate` as the compose file's migrate service runs it: its exit code and output. */
function migrate(): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/db/migrate-cli.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

afterAll(async () => {
  await dropOwnDatabase(DATABASE);
});

describe('the migrate step', () => {
  it('brings an empty database up to date, schema and reference data, and changes nothing the second time', async () => {
    await query(inject('adminDatabaseUrl'), `CREATE DATABASE "${DATABASE}"`);
    const first = await migrate();
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/Success: /);
    expect(first.output).toMatch(/The reference data is in place/);
    const applied = await query<{ name: string }>(
      databaseUrl(),
      'SELECT name FROM kysely_migration ORDER BY name',
    );
    expect(applied.map((row) => row.name)).toEqual(MIGRATIONS);
    const [regions] = await query<{ n: number }>(databaseUrl(), 'SELECT count(*)::int AS n FROM regions');
    expect(regions?.n).toBeGreaterThan(0);

    const second = await migrate();
    expect(second.code, second.output).toBe(0);
    expect(second.output).toMatch(/The schema is up to date/);
  });

  it('lets a web process start without migrating (MIGRATE_AT_START=false)', async () => {
    // The last migration forgotten: a web process that migrated would apply it again (and fail).
    const last = MIGRATIONS.at(-1);
    await query(databaseUrl(), 'DELETE FROM kysely_migration WHERE name = $1', [last]);
    const web = await startTestServer({
      DATABASE_URL: databaseUrl(),
      MIGRATE_AT_START: 'false',
      RUN_WORKER: 'false',
      REDIS_PREFIX: `${inject('redisPrefix')}migrate-step:`,
    });
    try {
      expect((await call(web.url, '/api/shop/common/date')).status).toBe(200);
      expect(await query(databaseUrl(), 'SELECT 1 FROM kysely_migration WHERE name = $1', [last])).toEqual(
        [],
      );
    } finally {
      await web.close();
    }
  });
});
