/**
 * What the auction scenarios need in their bench database: users with real sessions (and the
 * CSRF token the server gives each), live auction lots, and participants written straight to
 * `applications` (no deposit, like tests/support/auction.ts) so the benchmarks measure the engine,
 * not the application flow. The engine builds a lot's Redis state from this record on first use.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createDatabase, type Database } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { seedReferenceData } from '../../server/src/db/seed';
import { seedConsents } from '../../server/src/modules/consent/seeded-consent';
import { CSRF_COOKIE, CSRF_HEADER } from '../../server/src/http/middleware/csrf';
import { SESSION_COOKIE } from '../../server/src/lib/caller';
import { createLogger } from '../../server/src/lib/logger';
import { createSessionService } from '../../server/src/modules/session/session.service';
import { insertLot, insertOrder } from '../../server/src/modules/lot/lot-write.repository';
import { makeBenchServices, type BenchServices } from './bench-database';
import { benchServerEnv, productionSecrets } from './bench-server-env';
import { startChildServer, type ChildServer } from './child-server';

const SERVERS = path.resolve(import.meta.dirname, '../servers');
export const REPORTS = path.resolve(import.meta.dirname, '../reports');

/** Start price 10 000 000 so'm (1e9 tiyin): steps of 500 000 so'm x4, then 300 000 so'm. */
export const START_TIYIN = 1_000_000_000n;

export interface BenchUser {
  userId: string;
  /** Cookie header: session and CSRF cookies. */
  cookie: string;
  /** The x-csrf-token header value. */
  csrf: string;
}

export interface AuctionBench {
  services: BenchServices;
  db: Database;
  release(keep: boolean): Promise<void>;
}

/** A fresh bench database, migrated, with reference data; its own Redis prefix. */
export async function prepareAuctionBench(scenario: string): Promise<AuctionBench> {
  const services = await makeBenchServices(scenario, createLogger('warn'));
  const db = createDatabase(services.databaseUrl, 8);
  await migrateToLatest(db);
  await seedReferenceData(db);
  return {
    services,
    db,
    async release(keep) {
      await db.destroy();
      await services.release(keep);
    },
  };
}

/**
 * The real server (loadtest/servers/shop.ts: boot() as `npm start`) in a child process. The bid
 * rate limit (AUCTION_BID_RATE) is left at its default: the scenarios spread bids over enough users.
 */
export function startAuctionServer(
  services: BenchServices,
  options: { runWorker: boolean; profile: boolean; env?: Record<string, string> },
): Promise<ChildServer> {
  return startChildServer(
    path.join(SERVERS, 'shop.ts'),
    {
      ...process.env,
      ...productionSecrets(),
      NODE_ENV: 'production',
      ...benchServerEnv(services),
      LOG_LEVEL: process.env.BENCH_SERVER_LOG_LEVEL ?? 'silent',
      RUN_WORKER: options.runWorker ? 'true' : 'false',
      ...options.env,
    },
    profileArgs(options.profile),
  );
}

/**
 * The fair yardstick (loadtest/servers/bare-auction.ts), told later over IPC how many bids a second
 * to accept in each phase: `accepted`, Kimoshdi's of the same run, is logged here. `--profile`
 * profiles it too: its profile beside Kimoshdi's shows what the transport costs.
 */
export function startFairBareServer(
  accepted: Record<string, number>,
  profile: boolean,
): Promise<ChildServer> {
  console.log(
    `fair bare server (loadtest/servers/bare-auction.ts), the same bots, accepting ${JSON.stringify(accepted)} bids/s`,
  );
  return startChildServer(path.join(SERVERS, 'bare-auction.ts'), { ...process.env }, profileArgs(profile));
}

/** Node's flags that write a server's CPU profile into loadtest/reports/ when it stops (`--profile`). */
export function profileArgs(profile: boolean): string[] {
  return profile ? ['--cpu-prof', `--cpu-prof-dir=${REPORTS}`] : [];
}

/** Buyers, inserted in batches. */
export async function createUsers(db: Database, count: number): Promise<string[]> {
  const ids: string[] = [];
  const run = randomBytes(3).toString('hex');
  for (let from = 0; from < count; from += 500) {
    const rows = [];
    for (let i = from; i < Math.min(count, from + 500); i += 1) {
      rows.push({
        user_name: `bench-${run}-${i}`,
        full_name: `Bench Buyer ${i}`,
        role: 'buyer',
        email: `bench-${run}-${i}@example.uz`,
        // A personal id, as a winner's protocol needs one (14 digits, unique per run and user).
        pinfl: `5${String(parseInt(run, 16) % 1_000_000).padStart(6, '0')}${String(i).padStart(7, '0')}`,
      });
    }
    const inserted = await db.insertInto('users').values(rows).returning('id').execute();
    ids.push(...inserted.map((row) => row.id));
    // Bench buyers have consented to the offer (a seeded consent), as every real bidder must have.
    await seedConsents(
      db,
      inserted.map((row) => row.id),
    );
  }
  return ids;
}

/** A session per user (as the sign-in callback makes it) and the CSRF cookie the server gives it. */
export async function signInAll(
  db: Database,
  baseUrl: string,
  userIds: readonly string[],
): Promise<BenchUser[]> {
  const sessions = createSessionService(db);
  const users: BenchUser[] = new Array<BenchUser>(userIds.length);
  let next = 0;
  async function lane(): Promise<void> {
    while (next < userIds.length) {
      const index = next;
      next += 1;
      const userId = userIds[index] as string;
      const { token } = await sessions.start(userId, { userAgent: 'loadtest' });
      const sessionCookie = `${SESSION_COOKIE}=${token}`;
      const answer = await fetch(`${baseUrl}/api/shop/common/date`, { headers: { cookie: sessionCookie } });
      await answer.arrayBuffer();
      const line = answer.headers.getSetCookie().find((c) => c.startsWith(`${CSRF_COOKIE}=`));
      if (!line) throw new Error('the server gave no CSRF cookie');
      const value = line.slice(CSRF_COOKIE.length + 1).split(';')[0] ?? '';
      users[index] = {
        userId,
        cookie: `${sessionCookie}; ${CSRF_COOKIE}=${value}`,
        csrf: decodeURIComponent(value),
      };
    }
  }
  await Promise.all(Array.from({ length: 16 }, lane));
  return users;
}

export const CSRF_HEADER_NAME = CSRF_HEADER;

let sharedOrder: { db: Database; id: number } | undefined;

/** Live auction lots (status 4, started a minute ago), all in one order. */
export async function createLiveLots(
  db: Database,
  count: number,
  options: { endsAt: Date; overTimeMinutes?: number; startTiyin?: bigint },
): Promise<number[]> {
  if (!sharedOrder || sharedOrder.db !== db) {
    const id = await insertOrder(db, {
      status: 3,
      orderType: 1,
      ownerType: 'legal',
      customerName: '"Bench Savdo" MChJ',
      customerAddress: "Toshkent sh., Chilonzor tumani, Bunyodkor ko'chasi, 1",
      customerPhone: '+998712000000',
      customerExtraPhone: null,
      customerEmail: 'bench@example.uz',
    });
    sharedOrder = { db, id };
  }
  const orderId = sharedOrder.id;
  const now = Date.now();
  const ids: number[] = [];
  const run = String(Date.now() % 1_000_000).padStart(6, '0');
  for (let i = 0; i < count; i += 1) {
    ids.push(
      await insertLot(db, {
        orderId,
        orderType: 1,
        lotNumber: `9${run}${String(i).padStart(6, '0')}`,
        name: { uz: `Bench auksion ${i}`, ru: `Тестовый аукцион ${i}` },
        categoryId: 2,
        regionId: 1726,
        areaId: 1726294,
        address: 'Chilonzor tumani, 9-kvartal, 12-uy',
        latitude: 41.2756,
        longitude: 69.2034,
        tradeType: 1,
        paymentType: 1,
        lotStatus: 4,
        startPrice: options.startTiyin ?? START_TIYIN,
        depositPercent: 10,
        startsAt: new Date(now - 60_000),
        endsAt: options.endsAt,
        publishedAt: new Date(now - 7 * 86_400_000),
      }),
    );
  }
  if (options.overTimeMinutes !== undefined) {
    await db
      .updateTable('lots')
      .set({ over_time_minutes: options.overTimeMinutes })
      .where('id', 'in', ids)
      .execute();
  }
  return ids;
}

/** Participants of a lot: buyer numbers 1, 2, ... in the order given. */
export async function addParticipants(
  db: Database,
  lotId: number,
  userIds: readonly string[],
): Promise<void> {
  for (let from = 0; from < userIds.length; from += 500) {
    await db
      .insertInto('applications')
      .values(
        userIds.slice(from, from + 500).map((userId, i) => ({
          lot_id: lotId,
          user_id: userId,
          buyer_number: from + i + 1,
          deposit_amount: '0',
          deposit_key: `bench:${lotId}:${userId}`,
        })),
      )
      .execute();
  }
}

/** Tiyin as the sums a person types ("10500000.00"). */
export function tiyinToSumText(tiyin: bigint | string): string {
  const value = BigInt(tiyin);
  return `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
}

/** VmRSS of a process in kB (Linux), from /proc/<pid>/status. */
export async function rssKb(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  return match ? Number(match[1]) : 0;
}
