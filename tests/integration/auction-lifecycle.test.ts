/**
 * The auction's lifecycle (issue 5, "Start and close"): start or not held, close and settlement,
 * the sweep under lost jobs, pause and resume. The engine and the broadcaster are fakes (the
 * lifecycle is tested on its own; the engine has its tests): the fake closes a lot when its
 * PostgreSQL end has passed, as the real one does by Redis TIME. Bids are inserted straight into
 * the `bids` table, as the engine's group commit would have.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { LOT_STATUS, type GameState } from '@kimoshdi/shared';
import { addWorkingDays } from '@kimoshdi/shared/domain/time/working-days';
import { createDatabase, type Database } from '../../server/src/db/database';
import { createQueues, type Queues } from '../../server/src/redis/queues';
import { createLogger } from '../../server/src/lib/logger';
import { auctionProcessor } from '../../server/src/modules/auction/lifecycle/lifecycle.jobs';
import { closeAuction } from '../../server/src/modules/auction/lifecycle/close';
import type { LifecycleContext } from '../../server/src/modules/auction/lifecycle/context';
import { uzbekHolidays } from '../../server/src/lib/uzbek-holidays';
import { pauseAuction, resumeAuction } from '../../server/src/modules/auction/lifecycle/pause';
import { startAuction } from '../../server/src/modules/auction/lifecycle/start';
import { findDueLots, sweepAuctions } from '../../server/src/modules/auction/lifecycle/sweep';
import { startSweepTimer } from '../../server/src/jobs/trade-sweep';
import type { AuctionBroadcaster, AuctionEngine } from '../../server/src/modules/auction/engine/engine.types';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { createRedis, type Redis } from '../../server/src/redis/connection';
import { createKeys } from '../../server/src/redis/keys';
import { createTestLot, uniqueMarker } from '../support/catalogue';
import { orderProgress } from '../support/orders';
import { applicationServiceOf, balancesOf, createUser, expectLedgerConsistent } from '../support/ledger';

/** 1 000 000 so'm start price, 10 % deposit: 100 000 so'm = 10 000 000 tiyin. */
const START_PRICE = 100_000_000n;
const DEPOSIT = 10_000_000n;
const FUNDS = 50_000_000n;
const MINUTE = 60_000;
const marker = uniqueMarker();

let db: Database;
let bullRedis: Redis;
let queues: Queues;
let ctx: LifecycleContext;
const engine = fakeEngine();
const broadcasts: { lotId: number; reason: string; state: GameState }[] = [];
const broadcaster: AuctionBroadcaster = {
  bids: () => {},
  state: (lotId, reason, state) => broadcasts.push({ lotId, reason, state }),
};

/** Redis-free engine: live state in memory, the end from the lot row, forget recorded. */
function fakeEngine() {
  const paused = new Map<number, number>();
  const closed = new Map<number, number>();
  const forgotten: number[] = [];
  const stateCalls: number[] = [];
  const closeCalls: number[] = [];
  const endOf = async (lotId: number) => {
    const row = await db
      .selectFrom('lots')
      .select('ends_at')
      .where('id', '=', lotId)
      .executeTakeFirstOrThrow();
    return row.ends_at.getTime();
  };
  const gameState = (lotId: number, endsAt: number, status: GameState['status']): GameState => ({
    lot_id: lotId,
    seq: 0,
    status,
    start_price: START_PRICE.toString(),
    price: null,
    leader_number: null,
    previous_price: null,
    previous_number: null,
    suggested_price: '105000000',
    step_no: 0,
    ends_at: endsAt,
    paused_at: paused.get(lotId) ?? null,
    over_time_minutes: 5,
  });
  const unused = () => Promise.reject(new Error('not used by the lifecycle'));
  const fake: AuctionEngine & {
    forgotten: number[];
    stateCalls: number[];
    closeCalls: number[];
    endsAt: Map<number, number>;
  } = {
    forgotten,
    stateCalls,
    closeCalls,
    endsAt: new Map(),
    placeBid: unused,
    refuseAtOnce: () => {
      throw new Error('not used by the lifecycle');
    },
    setAutoBid: unused,
    deleteAutoBid: unused,
    lastBids: unused,
    seat: unused,
    shutdown: async () => {},
    now: () => Date.now(),
    async state(lotId) {
      stateCalls.push(lotId);
      return gameState(
        lotId,
        fake.endsAt.get(lotId) ?? (await endOf(lotId)),
        paused.has(lotId) ? 'paused' : 'live',
      );
    },
    async pause(lotId) {
      const already = paused.has(lotId);
      if (!already) paused.set(lotId, Date.now());
      return { already, state: gameState(lotId, fake.endsAt.get(lotId) ?? (await endOf(lotId)), 'paused') };
    },
    async resume(lotId) {
      const since = paused.get(lotId);
      const endsAt = fake.endsAt.get(lotId) ?? (await endOf(lotId));
      if (since === undefined) return { already: true, lostMs: 0, state: gameState(lotId, endsAt, 'live') };
      const lostMs = Date.now() - since;
      paused.delete(lotId);
      fake.endsAt.set(lotId, endsAt + lostMs);
      return { already: false, lostMs, state: gameState(lotId, endsAt + lostMs, 'live') };
    },
    async close(lotId) {
      closeCalls.push(lotId);
      if (paused.has(lotId)) return { closed: false, reason: 'paused', endsAtMs: null };
      const endsAt = fake.endsAt.get(lotId) ?? (await endOf(lotId));
      if (!closed.has(lotId) && endsAt > Date.now())
        return { closed: false, reason: 'not-yet', endsAtMs: endsAt };
      closed.set(lotId, Date.now());
      return { closed: true, state: gameState(lotId, endsAt, 'closed') };
    },
    async forget(lotId) {
      forgotten.push(lotId);
    },
  };
  return fake;
}

beforeAll(async () => {
  db = createDatabase(inject('databaseUrl'), 6);
  bullRedis = createRedis(inject('redisUrl'), 'bullmq');
  queues = createQueues(bullRedis, createKeys(inject('redisPrefix')));
  ctx = { db, queues, engine, broadcaster, logger: createLogger('silent') };
});

afterAll(async () => {
  await queues?.close();
  await bullRedis?.quit();
  await db?.destroy();
});

let topUps = 0;
async function buyer(): Promise<string> {
  const userId = await createUser(db);
  topUps += 1;
  await topUp(db, { userId, amount: FUNDS, businessKey: `test-lifecycle-${marker}-${topUps}` });
  return userId;
}

/**
 * An auction lot with `applicants` buyers applied (through the application service, deposits
 * blocked), then moved so its start has passed: status 2, starts a minute ago, ends at `endsAt`.
 */
async function lotWithApplicants(applicants: number, endsAt = Date.now() + 60 * MINUTE) {
  const lot = await createTestLot(db, {
    name: { uz: `${marker} uy`, ru: `${marker} дом` },
    lotStatus: 2,
    startPrice: START_PRICE,
    depositPercent: 10,
    startsAt: new Date(Date.now() + 86_400_000),
    endsAt: new Date(Date.now() + 90_000_000),
  });
  const applications = applicationServiceOf(db);
  const users: string[] = [];
  for (let i = 0; i < applicants; i += 1) {
    const userId = await buyer();
    await applications.apply({ id: userId, role: 'buyer' }, lot.id);
    users.push(userId);
  }
  await db
    .updateTable('lots')
    .set({ starts_at: new Date(Date.now() - MINUTE), ends_at: new Date(endsAt) })
    .where('id', '=', lot.id)
    .execute();
  return { ...lot, users };
}

async function lotRow(lotId: number) {
  return db.selectFrom('lots').selectAll().where('id', '=', lotId).executeTakeFirstOrThrow();
}

async function applicationsOf(lotId: number) {
  const rows = await db
    .selectFrom('applications')
    .select(['user_id', 'buyer_number', 'deposit_state'])
    .where('lot_id', '=', lotId)
    .orderBy('buyer_number')
    .execute();
  return rows.map((r) => ({
    userId: String(r.user_id),
    buyerNumber: r.buyer_number,
    deposit: r.deposit_state,
  }));
}

async function ledgerMoves(userId: string, kind: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_transactions')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('kind', '=', kind as never)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The user's messages but the auction's "starts soon" and "started" (tests/integration/telegram.test.ts). */
async function notificationsOf(userId: string) {
  return db
    .selectFrom('notifications')
    .select(['title', 'content', 'type'])
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('topic', 'is', null), eb('topic', '<>', 'starts')]))
    .orderBy('id')
    .execute();
}

/** The lot's status history after the test lot's first row (its initial status). */
async function flowsOf(lotId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('lot_flows')
    .select('status')
    .where('lot_id', '=', lotId)
    .orderBy('id')
    .execute();
  return rows.slice(1).map((r) => r.status);
}

/** Bids as the engine's group commit writes them: [user, amount] in seq order. */
async function insertBids(lotId: number, bids: [string, bigint][], endsAt: Date) {
  const numbers = new Map((await applicationsOf(lotId)).map((a) => [a.userId, a.buyerNumber]));
  const start = Date.now() - 10 * MINUTE;
  await db
    .insertInto('bids')
    .values(
      bids.map(([userId, amount], i) => ({
        lot_id: lotId,
        seq: i + 1,
        user_id: userId,
        buyer_number: numbers.get(userId) ?? 0,
        amount: amount.toString(),
        kind: 'manual',
        step_no: i + 1,
        placed_at: new Date(start + i * 1000),
        ends_at: endsAt,
      })),
    )
    .execute();
}

describe('start', () => {
  it('fewer than 2 participants: not held, the deposit released once, the applicant told', async () => {
    const lot = await lotWithApplicants(1);
    const [user] = lot.users as [string];
    expect(await balancesOf(db, user)).toEqual({ available: FUNDS - DEPOSIT, blocked: DEPOSIT });

    const first = await startAuction(ctx, lot.id);
    const second = await startAuction(ctx, lot.id);
    expect(first).toEqual({ kind: 'not-held', applicants: 1 });
    expect(second).toEqual({ kind: 'over' });

    expect((await lotRow(lot.id)).lot_status).toBe(LOT_STATUS.NOT_HELD);
    expect(await flowsOf(lot.id)).toEqual([LOT_STATUS.NOT_HELD]);
    // Its order's only lot is over with nothing to pay: the order is finished (6), once in its history.
    expect(await orderProgress(db, lot.orderId)).toEqual({ status: 6, flows: [6] });
    expect(await balancesOf(db, user)).toEqual({ available: FUNDS, blocked: 0n });
    expect(await ledgerMoves(user, 'deposit_release')).toBe(1);
    expect((await applicationsOf(lot.id))[0]?.deposit).toBe('released');
    expect((await notificationsOf(user)).some((n) => n.title.includes(lot.lotNumber))).toBe(true);
    expect(engine.stateCalls).not.toContain(lot.id);
    expect(broadcasts.filter((b) => b.lotId === lot.id)).toEqual([]);
    await expectLedgerConsistent(db);
  });

  it('2 participants: live, the auction row made, the room told, the close scheduled at the end', async () => {
    const endsAt = Date.now() + 30 * MINUTE;
    const lot = await lotWithApplicants(2, endsAt);
    expect(await startAuction(ctx, lot.id)).toEqual({ kind: 'live', endsAtMs: endsAt });
    expect(await startAuction(ctx, lot.id)).toEqual({ kind: 'already-live', endsAtMs: endsAt });

    expect((await lotRow(lot.id)).lot_status).toBe(LOT_STATUS.LIVE);
    expect(await flowsOf(lot.id)).toEqual([LOT_STATUS.LIVE]);
    // The order follows: its trade is being held (4).
    expect(await orderProgress(db, lot.orderId)).toEqual({ status: 4, flows: [4] });
    const auction = await db
      .selectFrom('auctions')
      .selectAll()
      .where('lot_id', '=', lot.id)
      .executeTakeFirstOrThrow();
    expect(auction).toMatchObject({ step_mode: 'standard', settled_at: null });
    expect(auction.scheduled_end_at?.getTime()).toBe(endsAt);
    expect(broadcasts.filter((b) => b.lotId === lot.id).map((b) => b.reason)).toEqual(['started']);
    const job = await queues.auction.getJob(`close-${lot.id}-${endsAt}`);
    expect(job?.data).toEqual({ lotId: lot.id, atMs: endsAt });
    // Deposits stay blocked while the auction runs.
    for (const user of lot.users) expect((await balancesOf(db, user)).blocked).toBe(DEPOSIT);
  });

  it('before its start: nothing changes, a start job waits for the time', async () => {
    const lot = await createTestLot(db, {
      lotStatus: 2,
      startPrice: START_PRICE,
      startsAt: new Date(Date.now() + 10 * MINUTE),
      endsAt: new Date(Date.now() + 70 * MINUTE),
    });
    const startsAt = (await lotRow(lot.id)).starts_at.getTime();
    expect(await startAuction(ctx, lot.id)).toEqual({ kind: 'not-yet', startsAtMs: startsAt });
    expect((await lotRow(lot.id)).lot_status).toBe(2);
    expect(await queues.auction.getJob(`start-${lot.id}-${startsAt}`)).toBeTruthy();
  });

  it('a fixed-price lot is never auctioned', async () => {
    const lot = await createTestLot(db, {
      lotStatus: 2,
      tradeType: 2,
      startsAt: new Date(Date.now() - MINUTE),
    });
    expect(await startAuction(ctx, lot.id)).toEqual({ kind: 'not-auction' });
    expect((await lotRow(lot.id)).lot_status).toBe(2);
  });
});

describe('close and settlement', () => {
  it('winner and reserve from the bids, losers released at once, the winner kept, once', async () => {
    const lot = await lotWithApplicants(3);
    const [a, b, c] = lot.users as [string, string, string];
    await startAuction(ctx, lot.id);
    const end = new Date(Date.now() - 2_000);
    await db.updateTable('lots').set({ ends_at: end }).where('id', '=', lot.id).execute();
    // a 105, b 110, c 115, b 120 (auto): b wins at 120, c confirmed the last price below it.
    await insertBids(
      lot.id,
      [
        [a, 105_000_000n],
        [b, 110_000_000n],
        [c, 115_000_000n],
        [b, 120_000_000n],
      ],
      end,
    );

    // A job and the sweep at once, then once more: one settlement.
    const outcomes = await Promise.all([closeAuction(ctx, lot.id), closeAuction(ctx, lot.id)]);
    const again = await closeAuction(ctx, lot.id);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['already-settled', 'settled']);
    expect(again.kind).toBe('already-settled');

    const holidays = uzbekHolidays(end.getFullYear());
    const deadline = addWorkingDays(end, 3, holidays);
    const auction = await db
      .selectFrom('auctions')
      .selectAll()
      .where('lot_id', '=', lot.id)
      .executeTakeFirstOrThrow();
    const numbers = new Map((await applicationsOf(lot.id)).map((x) => [x.userId, x.buyerNumber]));
    expect(auction).toMatchObject({
      winner_user_id: b,
      winner_buyer_number: numbers.get(b),
      winner_price: '120000000',
      reserve_user_id: c,
      reserve_buyer_number: numbers.get(c),
      reserve_price: '115000000',
    });
    expect(auction.closed_at?.getTime()).toBe(end.getTime());
    expect(auction.settled_at).toBeInstanceOf(Date);
    expect(auction.payment_deadline?.toISOString()).toBe(deadline.toISOString());

    const row = await lotRow(lot.id);
    expect(row).toMatchObject({
      lot_status: LOT_STATUS.AWAITING_PAYMENT,
      final_price: '120000000',
      winner_buyer_number: String(numbers.get(b)),
    });
    expect(await flowsOf(lot.id)).toEqual([LOT_STATUS.LIVE, LOT_STATUS.AWAITING_PAYMENT]);
    const resultBids = await db
      .selectFrom('lot_result_bids')
      .select(['seq', 'buyer_number', 'amount'])
      .where('lot_id', '=', lot.id)
      .orderBy('seq')
      .execute();
    expect(resultBids.map((r) => [r.seq, r.buyer_number, String(r.amount)])).toEqual([
      [1, String(numbers.get(a)), '105000000'],
      [2, String(numbers.get(b)), '110000000'],
      [3, String(numbers.get(c)), '115000000'],
      [4, String(numbers.get(b)), '120000000'],
    ]);

    // Money: a has the deposit back; b's (the winner) and c's (the reserve winner, until the
    // winner pays or fails: modules/winlot) stay blocked.
    expect(await balancesOf(db, a)).toEqual({ available: FUNDS, blocked: 0n });
    expect(await balancesOf(db, c)).toEqual({ available: FUNDS - DEPOSIT, blocked: DEPOSIT });
    expect(await balancesOf(db, b)).toEqual({ available: FUNDS - DEPOSIT, blocked: DEPOSIT });
    expect(await ledgerMoves(a, 'deposit_release')).toBe(1);
    for (const user of [b, c]) expect(await ledgerMoves(user, 'deposit_release')).toBe(0);
    expect(Object.fromEntries((await applicationsOf(lot.id)).map((x) => [x.userId, x.deposit]))).toEqual({
      [a]: 'released',
      [b]: 'kept',
      [c]: 'kept',
    });
    await expectLedgerConsistent(db);

    // Told: the winner with the deadline (and a link to the won lots), the reserve winner that
    // they wait, the other that they lost.
    const won = (await notificationsOf(b)).filter((n) => n.title.includes(lot.lotNumber));
    expect(won).toHaveLength(1);
    expect(won[0]?.type).toBe('success');
    const link = await db
      .selectFrom('notifications')
      .select('link')
      .where('user_id', '=', b)
      .where('message_key', '=', 'messages:auction.won')
      .executeTakeFirstOrThrow();
    expect(link.link).toBe('/profile/winlots');
    for (const user of [a, c]) {
      const lost = (await notificationsOf(user)).filter((n) => n.title.includes(lot.lotNumber));
      expect(lost).toHaveLength(1);
      expect(lost[0]?.type).toBe('info');
    }

    // The order: trade held at the start, then waiting for the winner's payment.
    expect(await orderProgress(db, lot.orderId)).toEqual({ status: 5, flows: [4, 5] });

    // After the commit: the room told once, Redis forgotten, the deadline job waiting.
    expect(broadcasts.filter((x) => x.lotId === lot.id).map((x) => x.reason)).toEqual(['started', 'closed']);
    expect(engine.forgotten).toContain(lot.id);
    const job = await queues.auction.getJob(`payment-deadline-${lot.id}-${deadline.getTime()}`);
    expect(job?.data).toEqual({ lotId: lot.id, atMs: deadline.getTime() });
  });

  it('no bid: finished with no price given, every deposit released', async () => {
    const lot = await lotWithApplicants(2);
    await startAuction(ctx, lot.id);
    await db
      .updateTable('lots')
      .set({ ends_at: new Date(Date.now() - 1_000) })
      .where('id', '=', lot.id)
      .execute();
    expect(await closeAuction(ctx, lot.id)).toMatchObject({
      kind: 'settled',
      winner: null,
      paymentDeadline: null,
    });
    const row = await lotRow(lot.id);
    expect(row).toMatchObject({
      lot_status: LOT_STATUS.NO_BIDS,
      final_price: null,
      winner_buyer_number: null,
    });
    for (const user of lot.users)
      expect(await balancesOf(db, user)).toEqual({ available: FUNDS, blocked: 0n });
    // The order: trade held at the start, finished at the close.
    expect(await orderProgress(db, lot.orderId)).toEqual({ status: 6, flows: [4, 6] });
    await expectLedgerConsistent(db);
  });

  it('before the end: nothing settled, the close comes back at the end', async () => {
    const endsAt = Date.now() + 20 * MINUTE;
    const lot = await lotWithApplicants(2, endsAt);
    await startAuction(ctx, lot.id);
    engine.endsAt.set(lot.id, endsAt + 5 * MINUTE); // over-time moved the end in Redis
    expect(await closeAuction(ctx, lot.id)).toEqual({ kind: 'not-yet', endsAtMs: endsAt + 5 * MINUTE });
    expect((await lotRow(lot.id)).lot_status).toBe(LOT_STATUS.LIVE);
    expect(await queues.auction.getJob(`close-${lot.id}-${endsAt + 5 * MINUTE}`)).toBeTruthy();
  });

  it('the payment-deadline job acts only once the deadline passed, and once', async () => {
    const lot = await lotWithApplicants(2);
    const [a, b] = lot.users as [string, string];
    await startAuction(ctx, lot.id);
    const end = new Date(Date.now() - 1_000);
    await db.updateTable('lots').set({ ends_at: end }).where('id', '=', lot.id).execute();
    await insertBids(
      lot.id,
      [
        [a, 105_000_000n],
        [b, 110_000_000n],
      ],
      end,
    );
    await closeAuction(ctx, lot.id);
    const processor = auctionProcessor(ctx);
    const run = (name: string) => processor({ name, data: { lotId: lot.id, atMs: Date.now() } } as never);
    // Early (a job that fired before its time): nothing happens.
    expect(await run('payment-deadline')).toEqual({ missed: 0, expired: 0, reminded: 0 });
    expect((await lotRow(lot.id)).lot_status).toBe(LOT_STATUS.AWAITING_PAYMENT);
    await db
      .updateTable('winlots')
      .set({ deadline: new Date(Date.now() - 1_000) })
      .where('lot_id', '=', lot.id)
      .where('user_id', '=', b)
      .execute();
    expect(await run('payment-deadline')).toEqual({ missed: 1, expired: 0, reminded: 0 });
    expect(await run('payment-deadline')).toEqual({ missed: 0, expired: 0, reminded: 0 });
    // The winner's deposit is lost; the lot is offered to the reserve winner (a).
    expect(await balancesOf(db, b)).toEqual({ available: FUNDS - DEPOSIT, blocked: 0n });
    expect(await ledgerMoves(b, 'deposit_forfeit')).toBe(1);
    expect((await lotRow(lot.id)).lot_status).toBe(LOT_STATUS.AWAITING_PAYMENT);
    await expectLedgerConsistent(db);
  });
});

describe('sweep', () => {
  it('a lost close job still closes: a live lot past its end is settled by the sweep', async () => {
    const lot = await lotWithApplicants(2);
    await startAuction(ctx, lot.id);
    await queues.auction.remove(`close-${lot.id}-${(await lotRow(lot.id)).ends_at.getTime()}`);
    await db
      .updateTable('lots')
      .set({ ends_at: new Date(Date.now() - 1_000) })
      .where('id', '=', lot.id)
      .execute();
    expect((await findDueLots(ctx)).toClose).toContain(lot.id);
    await sweepAuctions(ctx);
    expect((await lotRow(lot.id)).lot_status).toBe(LOT_STATUS.NO_BIDS);
    expect((await findDueLots(ctx)).toClose).not.toContain(lot.id);
  });

  it('closes applications at their close (2 -> 3, in the history) and refuses applying and cancelling after it', async () => {
    const applications = applicationServiceOf(db);
    const lot = await createTestLot(db, {
      lotStatus: 2,
      startPrice: START_PRICE,
      depositPercent: 10,
      startsAt: new Date(Date.now() + 2 * 3_600_000),
      endsAt: new Date(Date.now() + 50 * 3_600_000),
      applicationsCloseAt: new Date(Date.now() + 3_600_000),
    });
    const early = await buyer();
    await applications.apply({ id: early, role: 'buyer' }, lot.id);
    // The close passes; before the sweep the status still says 2, the time already decides.
    await db
      .updateTable('lots')
      .set({ applications_close_at: new Date(Date.now() - 1_000) })
      .where('id', '=', lot.id)
      .execute();
    const late = await buyer();
    await expect(applications.apply({ id: late, role: 'buyer' }, lot.id)).rejects.toMatchObject({
      code: 'APPLICATIONS_CLOSED',
    });
    await expect(applications.cancel(early, lot.id)).rejects.toMatchObject({ code: 'APPLICATIONS_CLOSED' });
    const result = await sweepAuctions(ctx);
    expect(result.applicationsClosed).toBeGreaterThanOrEqual(1);
    expect((await lotRow(lot.id)).lot_status).toBe(LOT_STATUS.APPLICATIONS_CLOSED);
    const flows = await db
      .selectFrom('lot_flows')
      .select('status')
      .where('lot_id', '=', lot.id)
      .orderBy('id')
      .execute();
    expect(flows.map((flow) => flow.status).at(-1)).toBe(LOT_STATUS.APPLICATIONS_CLOSED);
    // A second sweep finds nothing more of it; the start takes the lot from 3.
    await sweepAuctions(ctx);
    expect(flows.filter((flow) => flow.status === LOT_STATUS.APPLICATIONS_CLOSED)).toHaveLength(1);
    await db
      .updateTable('lots')
      .set({ starts_at: new Date(Date.now() - 1_000) })
      .where('id', '=', lot.id)
      .execute();
    expect((await startAuction(ctx, lot.id)).kind).toBe('not-held');
    expect((await lotRow(lot.id)).lot_status).toBe(LOT_STATUS.NOT_HELD);
  });

  it('starts lots with applications whose start passed; leaves lots nobody applied to', async () => {
    const applied = await lotWithApplicants(2);
    const nobody = await createTestLot(db, { lotStatus: 2, startsAt: new Date(Date.now() - MINUTE) });
    const due = await findDueLots(ctx);
    expect(due.toStart).toContain(applied.id);
    expect(due.toStart).not.toContain(nobody.id);
    await sweepAuctions(ctx);
    expect((await lotRow(applied.id)).lot_status).toBe(LOT_STATUS.LIVE);
    expect((await lotRow(nobody.id)).lot_status).toBe(2);
  });

  it('the sweep runs on its own timer, with no job in Redis to lose', async () => {
    const lot = await lotWithApplicants(2);
    await startAuction(ctx, lot.id);
    await queues.auction.obliterate({ force: true });
    await db
      .updateTable('lots')
      .set({ ends_at: new Date(Date.now() - 1_000) })
      .where('id', '=', lot.id)
      .execute();
    const timer = startSweepTimer(ctx, 50);
    try {
      await expect
        .poll(async () => (await lotRow(lot.id)).lot_status, { timeout: 5_000 })
        .toBe(LOT_STATUS.NO_BIDS);
    } finally {
      await timer.stop();
    }
  });
});

describe('pause and resume', () => {
  it('moves the end by the time lost and tells every participant', async () => {
    const endsAt = Date.now() + 30 * MINUTE;
    const lot = await lotWithApplicants(2, endsAt);
    await startAuction(ctx, lot.id);
    const operator = await createUser(db, { role: 'operator' });

    const paused = await pauseAuction(ctx, lot.id, { userId: operator, reason: 'server fault' });
    expect(paused.already).toBe(false);
    expect((await pauseAuction(ctx, lot.id, { userId: operator, reason: 'again' })).already).toBe(true);
    expect((await lotRow(lot.id)).lot_status).toBe(LOT_STATUS.PAUSED);
    const auction = await db
      .selectFrom('auctions')
      .selectAll()
      .where('lot_id', '=', lot.id)
      .executeTakeFirstOrThrow();
    expect(auction.paused_at).toBeInstanceOf(Date);
    // A paused lot is not closed, even past its end.
    expect(await closeAuction(ctx, lot.id)).toEqual({ kind: 'paused' });

    await new Promise((resolve) => setTimeout(resolve, 300));
    const resumed = await resumeAuction(ctx, lot.id, { userId: operator });
    expect(resumed.already).toBe(false);
    expect(resumed.lostMs).toBeGreaterThanOrEqual(300);
    const row = await lotRow(lot.id);
    expect(row.lot_status).toBe(LOT_STATUS.LIVE);
    expect(row.ends_at.getTime()).toBe(endsAt + resumed.lostMs);
    expect(await flowsOf(lot.id)).toEqual([LOT_STATUS.LIVE, LOT_STATUS.PAUSED, LOT_STATUS.LIVE]);

    const interruptions = await db
      .selectFrom('auction_interruptions')
      .selectAll()
      .where('lot_id', '=', lot.id)
      .execute();
    expect(interruptions).toHaveLength(1);
    expect(interruptions[0]).toMatchObject({
      reason: 'server fault',
      paused_by: operator,
      resumed_by: operator,
    });
    expect(interruptions[0]?.resumed_at).toBeInstanceOf(Date);
    expect(
      (
        await db
          .selectFrom('auctions')
          .select('paused_at')
          .where('lot_id', '=', lot.id)
          .executeTakeFirstOrThrow()
      ).paused_at,
    ).toBeNull();

    for (const user of lot.users) {
      const told = (await notificationsOf(user)).filter((n) => n.title.includes(lot.lotNumber));
      expect(told.map((n) => n.type)).toEqual(['warning', 'info']);
      expect(told[0]?.content).toContain('server fault');
    }
    expect(broadcasts.filter((b) => b.lotId === lot.id).map((b) => b.reason)).toEqual([
      'started',
      'paused',
      'paused',
      'resumed',
    ]);
    expect(await queues.auction.getJob(`close-${lot.id}-${endsAt + resumed.lostMs}`)).toBeTruthy();
  });
});

describe('holidays', () => {
  it('are the public days off of Uzbekistan, moved days included', () => {
    const days = uzbekHolidays(2026);
    for (const day of ['2026-01-01', '2026-03-21', '2026-03-23', '2026-09-01', '2026-12-08', '2027-01-01']) {
      expect(days.has(day)).toBe(true);
    }
    expect(days.has('2026-02-02')).toBe(false);
  });
});
