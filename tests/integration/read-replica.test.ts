/**
 * Read replicas (db/read-database.ts) against a real streaming standby: a PostgreSQL primary and a
 * standby of it made here from the machine's server binaries (initdb, pg_basebackup -R), each on a
 * port of its own in a temporary directory, so the shared server's settings are not touched. The
 * standby's replay is paused to tell the two apart: a read the replica serves sees the old value,
 * one the primary serves the new.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { createReadDatabase, type ReadDatabase } from '../../server/src/db/read-database';
import { readOwnWrites } from '../../server/src/db/read-your-writes';
import { seedReferenceData } from '../../server/src/db/seed';
import { WROTE_COOKIE } from '../../server/src/http/middleware/read-your-writes';
import { createLogger } from '../../server/src/lib/logger';
import { registry } from '../../server/src/lib/metrics';
import { createLotService } from '../../server/src/modules/lot';
import { createTestLot } from '../support/catalogue';
import { call } from '../support/http';
import { startTestServer } from '../support/test-server';

const SERVER_TOOLS = ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'];

/** A directory with PostgreSQL's server tools: Debian's, newest first, else beside pg_config. */
function serverBinaries(): string | undefined {
  const debian = '/usr/lib/postgresql';
  const candidates = existsSync(debian)
    ? readdirSync(debian)
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join(debian, version, 'bin'))
    : [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // No pg_config on the PATH.
  }
  return candidates.find((dir) => SERVER_TOOLS.every((tool) => existsSync(path.join(dir, tool))));
}

/** PostgreSQL refuses to run as root: as root, the tools run as the postgres user. */
function serverUser(): { uid: number; gid: number } | undefined | null {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    return existsSync('/usr/sbin/runuser') || existsSync('/sbin/runuser') ? { uid, gid } : null;
  } catch {
    return null;
  }
}

const BIN = serverBinaries();
const USER = serverUser();
const skipReason = !BIN
  ? `no PostgreSQL server tools (${SERVER_TOOLS.join(', ')}) under /usr/lib/postgresql/*/bin or pg_config --bindir`
  : USER === null
    ? 'running as root without a postgres user and runuser to start PostgreSQL as'
    : undefined;
if (skipReason) console.warn(`read-replica.test.ts: 1 file skipped: ${skipReason}`);

function tool(name: string, args: string[], timeoutMs = 30_000): string {
  const program = path.join(BIN!, name);
  const [command, argv] = USER ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  return execFileSync(command, argv, {
    encoding: 'utf8',
    timeout: timeoutMs,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const OLD_NAME = 'Eski nom';
const NEW_NAME = 'Yangi nom';

describe.skipIf(skipReason !== undefined)('reads on a streaming replica', () => {
  let dir: string;
  let primaryData: string;
  let standbyData: string;
  let standbyUrl: string;
  let primaryUrl: string;
  let primaryPort: number;
  let primary: Database;
  let standby: pg.Client | undefined;
  /** Tolerates a minute of lag: it keeps the paused standby while the routing is looked at. */
  let patient: ReadDatabase;
  /** Tolerates 300 ms: it skips the paused standby. */
  let strict: ReadDatabase;
  /** Checks once only: what it learns of the standby going away, it learns from a read. */
  let unchecked: ReadDatabase;
  let lotId: number;
  const started: string[] = [];

  const startServer = (data: string, port: number) => {
    tool('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, `${path.basename(data)}.log`),
      '-w',
      '-t',
      '30',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
      'start',
    ]);
    started.push(data);
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'kimoshdi-replica-'));
    if (USER) chownSync(dir, USER.uid, USER.gid);
    primaryData = path.join(dir, 'primary');
    standbyData = path.join(dir, 'standby');
    primaryPort = await freePort();
    const standbyPort = await freePort();
    // initdb's pg_hba.conf lets 127.0.0.1 replicate with trust; wal_level is replica by default.
    tool('initdb', ['-D', primaryData, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    startServer(primaryData, primaryPort);
    const admin = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    });
    await admin.connect();
    await admin.query('CREATE DATABASE kimoshdi');
    await admin.end();
    primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/kimoshdi`;
    primary = createDatabase(primaryUrl, 4);
    await migrateToLatest(primary);
    await seedReferenceData(primary);
    lotId = (await createTestLot(primary, { name: { uz: OLD_NAME, ru: OLD_NAME } })).id;

    tool('pg_basebackup', [
      '-D',
      standbyData,
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    startServer(standbyData, standbyPort);
    standbyUrl = `postgres://postgres@127.0.0.1:${standbyPort}/kimoshdi`;
    standby = new pg.Client({ connectionString: standbyUrl });
    standby.on('error', () => {});
    await standby.connect();

    const logger = createLogger('silent');
    const common = { primary, poolSize: 2, namedStatements: true, logger, checkEveryMs: 100 };
    patient = createReadDatabase({ ...common, urls: [standbyUrl], maxLagMs: 60_000 });
    // Another spelling of the same standby: its own metrics label.
    strict = createReadDatabase({
      ...common,
      urls: [standbyUrl.replace('127.0.0.1', 'localhost')],
      maxLagMs: 300,
    });
    unchecked = createReadDatabase({
      ...common,
      urls: [standbyUrl],
      maxLagMs: 60_000,
      checkEveryMs: 600_000,
    });
    await until('the read instances use the standby', () =>
      [patient, strict, unchecked].every((reads) => reads.replicas()[0]?.inUse),
    );
  });

  afterAll(async () => {
    // Each close bounded: the servers below are stopped whatever happened before.
    const bounded = (work: Promise<unknown> | undefined) =>
      Promise.race([work?.catch(() => {}), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    await bounded(standby?.end());
    await bounded(Promise.all([patient?.close(), strict?.close(), unchecked?.close()]));
    await bounded(primary?.destroy());
    for (const data of started.reverse()) {
      try {
        tool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '10', 'stop'], 15_000);
      } catch {
        // Stopped already (the last test stops the standby).
      }
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 40_000);

  const nameOn = async (db: Database) => (await createLotService(db).details(lotId)).name.uz;

  it('serves the catalogue from the standby while the primary has moved on', async () => {
    await until('the standby has the lot', async () => (await nameOn(patient.db)) === OLD_NAME);
    await standby!.query('SELECT pg_wal_replay_pause()');
    await sql`UPDATE lots SET name_uz = ${NEW_NAME} WHERE id = ${lotId}`.execute(primary);

    expect(await nameOn(primary)).toBe(NEW_NAME);
    expect(await nameOn(patient.db)).toBe(OLD_NAME);
    // A transaction on the read instance is the primary's, its reads included.
    const inTransaction = await patient.db
      .transaction()
      .execute((trx) =>
        trx.selectFrom('lots').select('name_uz').where('id', '=', lotId).executeTakeFirstOrThrow(),
      );
    expect(inTransaction.name_uz).toBe(NEW_NAME);
    // So is one begun on a connection that read from the standby first.
    const [before, during] = await patient.db.connection().execute(async (connection) => {
      const read = (on: typeof connection) =>
        on.selectFrom('lots').select('name_uz').where('id', '=', lotId).executeTakeFirstOrThrow();
      return [await read(connection), await connection.transaction().execute(read)];
    });
    expect([before.name_uz, during.name_uz]).toEqual([OLD_NAME, NEW_NAME]);
    // Work that must see its own writes reads from the primary.
    expect(await readOwnWrites(() => nameOn(patient.db))).toBe(NEW_NAME);
  });

  it('serves a lot page from the standby through the app, and from the primary to a browser that just wrote', async () => {
    const app = await startTestServer({
      DATABASE_URL: primaryUrl,
      DATABASE_READ_URLS: standbyUrl,
      // The paused standby falls further behind while this runs: the app keeps it nonetheless.
      DATABASE_READ_MAX_LAG_MS: '60000',
      REDIS_PREFIX: `${inject('redisPrefix')}replica:`,
      RUN_WORKER: 'false',
    });
    try {
      await until('the app reads from the standby', () => app.deps.reads.replicas()[0]?.inUse === true);
      const details = (cookie?: string) =>
        call<{ name: { uz: string } }>(app.url, `/api/shop/lot-card/details?lot_id=${lotId}`, {
          headers: cookie ? { cookie } : {},
        });
      expect((await details()).body.name.uz).toBe(OLD_NAME);
      // Any request that may write leaves the cookie, refused or not (here: no CSRF token).
      const wrote = await call(app.url, '/api/shop/lot-card/details', { method: 'POST' });
      const cookie = wrote.headers.get('set-cookie') ?? '';
      expect(cookie).toContain(`${WROTE_COOKIE}=1`);
      expect(cookie).toContain(`Max-Age=${app.deps.reads.ownWritesMs / 1_000}`);
      expect((await details(cookie.split(';')[0])).body.name.uz).toBe(NEW_NAME);
    } finally {
      await Promise.race([app.close(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
  });

  it('skips a standby behind the bound, with its lag in the metrics, and takes it back once caught up', async () => {
    const name = strict.replicas()[0]!.name;
    await until('the strict instance skips the paused standby', () => !strict.replicas()[0]!.inUse);
    expect(strict.replicas()[0]!.reason).toMatch(/behind/);
    expect(await nameOn(strict.db)).toBe(NEW_NAME);
    const metrics = await registry.metrics();
    const lag = new RegExp(`kimoshdi_pg_replica_lag_seconds\\{replica="${name}"\\} ([\\d.]+)`).exec(metrics);
    expect(Number(lag?.[1])).toBeGreaterThan(0.3);
    expect(metrics).toContain(`kimoshdi_pg_replica_in_use{replica="${name}"} 0`);

    await standby!.query('SELECT pg_wal_replay_resume()');
    await until('the strict instance uses the standby again', () => strict.replicas()[0]!.inUse);
    expect(await nameOn(strict.db)).toBe(NEW_NAME);
    // No writes since: a current standby stays within the bound however old its last replay is.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(strict.replicas()[0]).toMatchObject({ inUse: true });
    expect(strict.replicas()[0]!.lagMs).toBeLessThan(300);
  });

  it('reads from the primary once the standby is gone, from the first read on', async () => {
    await standby!.end();
    standby = undefined;
    tool('pg_ctl', ['-D', standbyData, '-m', 'immediate', '-w', '-t', '10', 'stop'], 15_000);
    // A read does not wait for a check to notice: a failed replica read is asked of the primary.
    expect(unchecked.replicas()[0]!.inUse).toBe(true);
    expect(await nameOn(unchecked.db)).toBe(NEW_NAME);
    expect(unchecked.replicas()[0]!.inUse).toBe(false);
    expect(unchecked.replicas()[0]!.reason).toMatch(/failed a read/);
    await until('the standby is skipped', () => !patient.replicas()[0]!.inUse);
    expect(patient.replicas()[0]).toMatchObject({ inUse: false, lagMs: undefined });
    expect(await nameOn(patient.db)).toBe(NEW_NAME);
  });
});
