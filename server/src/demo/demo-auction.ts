/**
 * The demo's live auctions, for `npm start` only (start.ts, after the demo catalogue): five demo
 * bidders (no login) and one demo buyer a newcomer signs in with (README, "Demo accounts"), each
 * with a balance topped up through the ledger; on several of the catalogue's live lots, applications
 * of 3-5 demo bidders and the demo buyer with their deposits blocked in the ledger, and a few bids
 * placed through the engine; a few lots accepting applications that start within half an hour, with
 * demo bidders applied, so a newcomer can apply and watch one start (the lifecycle starts them).
 *
 * Idempotent: a second run finds what is there and adds only what is missing. Live lots close as
 * the demo runs, so each run makes sure several are live, ending from 20 minutes to hours ahead:
 * when the catalogue has too few, lots accepting applications are started through the lifecycle
 * (applications, then start). Times: the catalogue moves the lots forward; this moves the auction
 * records with them (bids, auction rows) and drops the lots' Redis state, which the engine then
 * rebuilds from PostgreSQL with the new end and the new participants.
 */
import { LOT_STATUS } from '@kimoshdi/shared';
import { sql } from 'kysely';
import type { Deps } from '../deps';
import { AppError } from '../lib/app-error';
import { findActiveApplication, lockLot, seatApplicant } from '../modules/application';
import { seedConsent } from '../modules/consent';
import { DEMO_BIDDER_USER_NAME } from './demo-bots';
import { scheduleStart } from '../modules/trade';
import { lifecycleContext, startAuction, reconcileLot, rewriteDemoChain } from '../modules/auction';
import { insertAccount, hashPassword } from '../modules/identity';
import { userBalances, topUp } from '../modules/ledger';
import type { Database } from '../db/database';
import { savePushDevice, standInSubscription } from '../modules/notification';

export const DEMO_BUYER = {
  phone: '+998900000002',
  /** As the login page takes it and the README shows it. */
  shownPhone: '+998 90 000 00 02',
  password: 'Buyer2026',
  fullName: 'Demo Buyer',
  /** Shaped like a real PINFL (a man born 01.01.1990) but made up. */
  pinfl: '30101990000027',
  /** A confirmed e-mail, so the demo's notices show in the development outbox by e-mail too. */
  email: 'buyer@demo.kimoshdi.uz',
  /** A chat of the Telegram stand-in, linked as if the buyer had pressed Start. */
  telegramChat: '7000000002',
  /** A device of the push service's stand-in (/dev/push/demo-buyer), added as if in a browser. */
  pushDevice: 'demo-buyer',
} as const;
export const DEMO_BIDDER_COUNT = 5;

const DEMO_NUMBER_PATTERN = '^26[0-9]{8}$';
const KIMOSHDI_ID = 'kimoshdi-id';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Live demo lots with participants, ending within LIVE_WINDOW from now. */
const LIVE_TARGET = 6;
const LIVE_WINDOW = { from: 20 * MINUTE, to: 8 * HOUR };
/** Ends of lots started by this seed when the catalogue has too few live ones. */
const NEW_LIVE_ENDS = [25, 45, 80, 120, 210, 300].map((m) => m * MINUTE);
/** Lots accepting applications that start soon, and when. */
const UPCOMING_TARGET = 3;
const UPCOMING_STARTS = [12, 20, 28].map((m) => m * MINUTE);
const UPCOMING_LENGTH = [1, 2, 3].map((h) => h * HOUR);
/** Lots of each status before the start this seed never takes, so the catalogue keeps them. */
const KEEP_PER_STATUS = 6;
/** Demo bidders applied to a lot this seed starts or opens. */
const STARTING_BIDDERS = 3;
/** What every demo account keeps available (tiyin): 500 million so'm; top-ups come in 3 billion. */
const MIN_AVAILABLE = 50_000_000_000n;
const TOP_UP_CHUNK = 300_000_000_000n;

export interface DemoUser {
  id: string;
  name: string;
}

interface DemoLot {
  id: number;
  lot_number: string;
  deposit_amount: string;
}

export interface DemoAuctionResult {
  bidders: number;
  buyer: 'created' | 'present' | 'phone-taken';
  /** Live demo lots with demo participants, ending within the window. */
  liveLots: number[];
  /** Lots accepting applications that start soon, demo bidders applied. */
  upcomingLots: number[];
  /** What this run added. */
  started: number;
  applications: number;
  bids: number;
  topUps: number;
}

export async function seedDemoAuction(
  deps: Deps,
  options: { now?: number; shiftedByMs?: number } = {},
): Promise<DemoAuctionResult> {
  const { db } = deps;
  const now = options.now ?? Date.now();
  const added = { started: 0, applications: 0, bids: 0, topUps: 0 };

  const bidders = await ensureBidders(db);
  const buyer = await ensureDemoBuyer(db);
  const everyone = buyer.user ? [...bidders, buyer.user] : bidders;
  for (const user of everyone) added.topUps += await ensureAvailable(db, user, MIN_AVAILABLE);

  if ((options.shiftedByMs ?? 0) > 0) await shiftAuctionTimes(db, options.shiftedByMs ?? 0, now);

  // Live lots: the catalogue's, else lots accepting applications started through the lifecycle.
  const live = await liveLotsInWindow(db, now);
  if (live.length < LIVE_TARGET) {
    const picked = await openLots(db, LIVE_TARGET - live.length);
    for (const [index, lot] of picked.entries()) {
      added.applications += await applyBidders(deps, lot, bidders, added);
      await db
        .updateTable('lots')
        .set({
          starts_at: new Date(now - 2 * MINUTE),
          ends_at: new Date(now + (NEW_LIVE_ENDS[index] ?? 4 * HOUR)),
        })
        .where('id', '=', lot.id)
        .execute();
      const outcome = await startAuction(lifecycleContext(deps), lot.id);
      if (outcome.kind === 'live') {
        added.started += 1;
        live.push(lot);
      }
    }
  }

  // Every live lot of the demo set: 3-5 demo bidders and the demo buyer, deposits blocked.
  for (const lot of live) {
    const seats = biddersOf(lot.id, bidders);
    for (const user of buyer.user ? [...seats, buyer.user] : seats) {
      added.topUps += await ensureAvailable(db, user, BigInt(lot.deposit_amount));
      if (await seatOnLiveLot(db, lot.id, user)) added.applications += 1;
    }
  }

  // Lots starting soon, with demo bidders applied (the demo buyer applies in person).
  const upcoming = await upcomingLots(db, now);
  if (upcoming.length < UPCOMING_TARGET) {
    const picked = await openLots(db, UPCOMING_TARGET - upcoming.length);
    for (const [index, lot] of picked.entries()) {
      added.applications += await applyBidders(deps, lot, bidders, added);
      const startsAt = now + (UPCOMING_STARTS[index] ?? 30 * MINUTE);
      await db
        .updateTable('lots')
        .set({
          starts_at: new Date(startsAt),
          ends_at: new Date(startsAt + (UPCOMING_LENGTH[index] ?? HOUR)),
        })
        .where('id', '=', lot.id)
        .execute();
      await scheduleStart(deps.queues, lot.id, startsAt);
      upcoming.push(lot);
    }
  }

  // The demo buyer keeps enough to apply to the lots starting soon.
  if (buyer.user) added.topUps += await ensureAvailable(db, buyer.user, MIN_AVAILABLE);

  // Redis must hold what PostgreSQL now says (ends moved, participants added): rebuilt on demand.
  await forgetLiveDemoLots(deps);

  for (const [index, lot] of live.entries()) {
    // Two lots in three get a short history; a lot with bids is left as it is.
    if (index % 3 === 2 || (await bidCount(db, lot.id)) > 0) continue;
    added.bids += await placeOpeningBids(deps, lot.id, biddersOf(lot.id, bidders), 1 + (lot.id % 4));
  }

  return {
    bidders: bidders.length,
    buyer: buyer.outcome,
    liveLots: live.map((lot) => lot.id),
    upcomingLots: upcoming.map((lot) => lot.id),
    ...added,
  };
}

/** The five demo bidders: shop users without a login, found by user name. */
async function ensureBidders(db: Database): Promise<DemoUser[]> {
  const users: DemoUser[] = [];
  for (let n = 1; n <= DEMO_BIDDER_COUNT; n += 1) {
    const name = DEMO_BIDDER_USER_NAME(n);
    const existing = await db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', name)
      .executeTakeFirst();
    const row =
      existing ??
      (await db
        .insertInto('users')
        .values({ user_name: name, full_name: `Demo bidder ${n}`, role: 'buyer' })
        .returning('id')
        .executeTakeFirstOrThrow());
    // The demo's bidders signed the offer long ago (a seeded consent, no document): the demo
    // buyer has not, so a person trying the demo meets the signing dialog (docs/decisions.md).
    await seedConsent(db, String(row.id));
    users.push({ id: String(row.id), name });
  }
  return users;
}

/**
 * The demo buyer: a Kimoshdi ID account with a password and its shop user (as the first sign-in
 * would make it). Like the demo operator, a phone someone registered themselves is left alone.
 */
async function ensureDemoBuyer(
  db: Database,
): Promise<{ outcome: DemoAuctionResult['buyer']; user?: DemoUser }> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('id_accounts')
      .select(['id', 'pinfl'])
      .where('phone', '=', DEMO_BUYER.phone)
      .executeTakeFirst();
    if (existing && existing.pinfl !== DEMO_BUYER.pinfl) return { outcome: 'phone-taken' as const };
    const account =
      existing ??
      (await insertAccount(trx, {
        login: { kind: 'phone', phone: DEMO_BUYER.phone },
        fullName: DEMO_BUYER.fullName,
        taxId: { kind: 'pinfl', pinfl: DEMO_BUYER.pinfl },
        role: 'buyer',
        passwordHash: await hashPassword(DEMO_BUYER.password),
      }));
    const user =
      (await trx
        .selectFrom('users')
        .select('id')
        .where('idp', '=', KIMOSHDI_ID)
        .where('idp_subject', '=', account.id)
        .executeTakeFirst()) ??
      (await trx
        .insertInto('users')
        .values({
          user_name: `kid-${account.id}`,
          full_name: DEMO_BUYER.fullName,
          role: 'buyer',
          phone: DEMO_BUYER.phone,
          email: DEMO_BUYER.email,
          pinfl: DEMO_BUYER.pinfl,
          idp: KIMOSHDI_ID,
          idp_subject: account.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    // A Telegram chat of the stand-in, as if the buyer had linked one: the won lot's notices show
    // at /dev/outbox beside the SMS and e-mail (with a real bot, its first message finds no such
    // chat and the link is dropped).
    if (!existing) {
      await trx
        .insertInto('telegram_links')
        .values({ user_id: user.id, chat_id: DEMO_BUYER.telegramChat, username: 'demo_buyer' })
        .onConflict((oc) => oc.doNothing())
        .execute();
      // A web push device of the push service's stand-in, as if the buyer had turned push on in a
      // browser: the notices are signed, encrypted and posted as to a real one, and show decrypted
      // at /dev/push.
      const device = standInSubscription(DEMO_BUYER.pushDevice);
      await savePushDevice(trx, {
        userId: String(user.id),
        endpoint: device.endpoint,
        p256dh: device.keys.p256dh,
        auth: device.keys.auth,
        label: 'Push stand-in (/dev/push)',
      });
    }
    return {
      outcome: existing ? ('present' as const) : ('created' as const),
      user: { id: String(user.id), name: 'demo-buyer' },
    };
  });
}

/**
 * Tops the user up through the ledger when less than `need` is available: one top-up of at least
 * TOP_UP_CHUNK, with a business key counting the demo's top-ups of that user.
 */
export async function ensureAvailable(db: Database, user: DemoUser, need: bigint): Promise<number> {
  const { available } = await userBalances(db, user.id);
  if (available >= need) return 0;
  const key = `demo-topup:${user.id}`;
  const done = await db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('kind', '=', 'top_up')
    .where((eb) => eb.or([eb('business_key', '=', key), eb('business_key', 'like', `${key}:%`)]))
    .executeTakeFirstOrThrow();
  const n = Number(done.n);
  const shortfall = need - available;
  await topUp(db, {
    userId: user.id,
    amount: shortfall > TOP_UP_CHUNK ? shortfall : TOP_UP_CHUNK,
    businessKey: n === 0 ? key : `${key}:${n + 1}`,
    description: 'Demo',
  });
  return 1;
}

/** Which demo bidders sit at a lot: 3 to 5 of them, chosen by the lot's id (the same every run). */
function biddersOf(lotId: number, bidders: DemoUser[]): DemoUser[] {
  const count = 3 + (lotId % 3);
  return Array.from({ length: count }, (_, k) => bidders[(lotId + k) % bidders.length] as DemoUser);
}

const demoLot = sql<boolean>`lots.lot_number ~ ${DEMO_NUMBER_PATTERN}`;

async function liveLotsInWindow(db: Database, now: number): Promise<DemoLot[]> {
  // Lots the demo already seated first, so a re-run keeps its set.
  return db
    .selectFrom('lots')
    .select(['id', 'lot_number', 'deposit_amount'])
    .where(demoLot)
    .where('lot_status', '=', LOT_STATUS.LIVE)
    .where('trade_type', '=', 1)
    .where('ends_at', '>', new Date(now + LIVE_WINDOW.from))
    .where('ends_at', '<', new Date(now + LIVE_WINDOW.to))
    .orderBy(
      sql`EXISTS (SELECT 1 FROM applications a WHERE a.lot_id = lots.id AND a.status = 'sent')`,
      'desc',
    )
    .orderBy('lot_number')
    .limit(LIVE_TARGET)
    .execute();
}

async function upcomingLots(db: Database, now: number): Promise<DemoLot[]> {
  return db
    .selectFrom('lots')
    .select(['id', 'lot_number', 'deposit_amount'])
    .where(demoLot)
    .where('lot_status', 'in', [LOT_STATUS.ANNOUNCED, LOT_STATUS.ACCEPTING_APPLICATIONS])
    .where('trade_type', '=', 1)
    .where('starts_at', '>', new Date(now))
    .where(
      sql<boolean>`EXISTS (SELECT 1 FROM applications a JOIN users u ON u.id = a.user_id
      WHERE a.lot_id = lots.id AND a.status = 'sent' AND u.user_name LIKE 'demo-bidder-%')`,
    )
    .orderBy('starts_at')
    .execute();
}

/**
 * Lots accepting applications (then announced ones) nobody applied to, beyond the first
 * KEEP_PER_STATUS of each status, which the catalogue keeps as they are.
 */
async function openLots(db: Database, count: number): Promise<DemoLot[]> {
  if (count <= 0) return [];
  const picked: DemoLot[] = [];
  for (const status of [LOT_STATUS.ACCEPTING_APPLICATIONS, LOT_STATUS.ANNOUNCED]) {
    const rows = await db
      .selectFrom('lots')
      .select(['id', 'lot_number', 'deposit_amount'])
      .where(demoLot)
      .where('lot_status', '=', status)
      .where('trade_type', '=', 1)
      .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM applications a WHERE a.lot_id = lots.id)`)
      .orderBy('lot_number', 'desc')
      .execute();
    picked.push(...rows.slice(0, Math.max(0, rows.length - KEEP_PER_STATUS)));
  }
  return picked.slice(0, count);
}

/** Demo bidders apply as people do (application service: buyer number, deposit blocked). */
async function applyBidders(
  deps: Deps,
  lot: DemoLot,
  bidders: DemoUser[],
  added: { topUps: number },
): Promise<number> {
  const applications = deps.services.applications;
  let count = 0;
  for (const user of biddersOf(lot.id, bidders).slice(0, STARTING_BIDDERS)) {
    added.topUps += await ensureAvailable(deps.db, user, BigInt(lot.deposit_amount));
    try {
      await applications.apply({ id: user.id, role: 'buyer' }, lot.id);
      count += 1;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'ALREADY_APPLIED')) throw error;
    }
  }
  return count;
}

/**
 * An application to a lot already live, which the application service refuses (applications
 * close at the start): the same rows and the same deposit block, in one transaction under the
 * lot's lock. False when the user already sits there.
 */
async function seatOnLiveLot(db: Database, lotId: number, user: DemoUser): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lot = await lockLot(trx, lotId);
    if (!lot || lot.lot_status !== LOT_STATUS.LIVE) return false;
    if (await findActiveApplication(trx, lotId, user.id)) return false;
    await seatApplicant(trx, lot, user.id);
    return true;
  });
}

/**
 * Moves the live demo lots' auction records with the catalogue's shift: bids (never past now, so
 * a bid placed in the last run does not land in the future), auction rows, and a start a lot
 * reached in the last run (a live lot must not start in the future).
 */
async function shiftAuctionTimes(db: Database, byMs: number, now: number): Promise<void> {
  const at = new Date(now);
  const live = sql`SELECT id FROM lots WHERE lot_number ~ ${DEMO_NUMBER_PATTERN} AND lot_status IN (${LOT_STATUS.LIVE}, ${LOT_STATUS.PAUSED})`;
  await db.transaction().execute(async (trx) => {
    await sql`UPDATE bids b SET placed_at = b.placed_at + s.shift, ends_at = LEAST(b.ends_at + s.shift, l.ends_at)
      FROM (SELECT lot_id, LEAST(${byMs}::bigint * interval '1 millisecond', ${at}::timestamptz - max(placed_at)) AS shift
            FROM bids WHERE lot_id IN (${live}) GROUP BY lot_id) s, lots l
      WHERE b.lot_id = s.lot_id AND l.id = b.lot_id AND s.shift > interval '0'`.execute(trx);
    await sql`UPDATE auctions SET started_at = LEAST(started_at + ${byMs}::bigint * interval '1 millisecond', ${at}::timestamptz),
      scheduled_end_at = scheduled_end_at + ${byMs}::bigint * interval '1 millisecond',
      paused_at = paused_at + ${byMs}::bigint * interval '1 millisecond'
      WHERE lot_id IN (${live})`.execute(trx);
    await sql`UPDATE lots SET starts_at = ${new Date(now - MINUTE)}
      WHERE lot_number ~ ${DEMO_NUMBER_PATTERN} AND lot_status IN (${LOT_STATUS.LIVE}, ${LOT_STATUS.PAUSED}) AND starts_at > ${at}`.execute(
      trx,
    );
    // The moved bids and starts are what the chain covers: the demo writes these chains afresh.
    const chained = await sql<{
      lot_id: number;
    }>`SELECT lot_id FROM auctions WHERE lot_id IN (${live})`.execute(trx);
    for (const { lot_id } of chained.rows) await rewriteDemoChain(trx, lot_id);
  });
}

/** Drops the Redis state of every live demo lot (bids only Redis held copied first). */
async function forgetLiveDemoLots(deps: Deps): Promise<void> {
  const rows = await deps.db
    .selectFrom('lots')
    .select('id')
    .where(demoLot)
    .where('lot_status', 'in', [LOT_STATUS.LIVE, LOT_STATUS.PAUSED])
    .execute();
  const reconcile = { ...deps, now: () => deps.auction.engine.now() };
  for (const { id } of rows) {
    if (!(await deps.redis.exists(deps.keys.lot(id).state))) continue;
    await reconcileLot(reconcile, id, { all: true });
    await deps.auction.engine.forget(id);
  }
}

async function bidCount(db: Database, lotId: number): Promise<number> {
  const row = await db
    .selectFrom('bids')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('lot_id', '=', lotId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A few bids at the suggested price, demo bidders in turn, through the engine like any bid. */
async function placeOpeningBids(
  deps: Deps,
  lotId: number,
  seats: DemoUser[],
  count: number,
): Promise<number> {
  const { engine } = deps.auction;
  let placed = 0;
  for (let k = 0; k < count; k += 1) {
    const state = await engine.state(lotId);
    const user = seats[k % seats.length];
    if (!state || state.status !== 'live' || !user) break;
    try {
      await engine.placeBid({
        lotId,
        userId: user.id,
        amount: BigInt(state.suggested_price),
        requestId: `demo-seed:${lotId}:${k + 1}`,
      });
      placed += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      deps.logger.warn({ lot_id: lotId, code: error.code }, 'demo auction: an opening bid was refused');
      break;
    }
  }
  return placed;
}
