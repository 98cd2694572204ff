/**
 * An operator's review of an auction lot before its start (operator/lot-reviews): suspending is
 * refused for anything but an auction in 2 or 3 before its start, with nothing written; a lot
 * under review (17) takes no application and its start does nothing; resuming before the start
 * restores 2 or 3, after it a new schedule; cancelling releases every deposit and ends the lot as
 * cancelled (13); each decision taken twice answers the same and moves nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOT_STATUS, lotReviewAnswerSchema, lotReviewPageSchema, TRADE_TYPE } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { lifecycleContext } from '../../server/src/modules/auction/lifecycle/context';
import { startAuction } from '../../server/src/modules/auction/lifecycle/start';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { createTestLot, createTestOrder, type TestLotSpec } from '../support/catalogue';
import { call, postJson } from '../support/http';
import { balancesOf, expectLedgerConsistent, recordCounts } from '../support/ledger';
import { guestHeaders, signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

let server: Running;
let operator: TestUser;
const HOUR = 3_600_000;
/** 1 000 000 so'm start price, 10 % deposit: 100 000 so'm. */
const START_PRICE = 100_000_000n;
const DEPOSIT = 10_000_000n;
const REASON = 'A complaint about the property: the papers are in doubt.';

beforeAll(async () => {
  server = await startTestServer();
  operator = await signIn(server, { role: 'operator' });
});

afterAll(async () => {
  await server?.close();
});

const db = () => server.deps.db;
const post = (path: string, body: unknown, headers: Record<string, string>) =>
  postJson(server.url, `/api/shop/${path}`, body, headers);
const suspend = (lotId: unknown, user: TestUser = operator, reason: unknown = REASON) =>
  post('operator/lot-reviews/suspend', { lot_id: lotId, reason }, user.headers);
const resume = (id: string, body: unknown = {}) =>
  post(`operator/lot-reviews/${id}/resume`, body, operator.headers);
const cancel = (id: string, note = 'The property is under arrest.') =>
  post(`operator/lot-reviews/${id}/cancel`, { note }, operator.headers);
const codeOf = (body: unknown) => (body as { ERROR?: { code?: string } }).ERROR?.code;

let topUps = 0;
async function fund(userId: string, amount: bigint): Promise<void> {
  topUps += 1;
  await topUp(db(), { userId, amount, businessKey: `test-lot-review-${userId}-${topUps}` });
}

/** An auction of a customer's order taking applications, starting in a day. */
async function lotOf(spec: TestLotSpec = {}) {
  const owner = await signIn(server, { role: 'customer' });
  const orderId = await createTestOrder(db(), { customerUserId: owner.userId, status: 3 });
  const now = Date.now();
  const lot = await createTestLot(db(), {
    orderId,
    lotStatus: LOT_STATUS.ACCEPTING_APPLICATIONS,
    startPrice: START_PRICE,
    depositPercent: 10,
    startsAt: new Date(now + 24 * HOUR),
    endsAt: new Date(now + 30 * HOUR),
    ...spec,
  });
  return { id: lot.id, orderId, owner };
}

async function applicant(lotId: number): Promise<TestUser> {
  const user = await signIn(server, { role: 'buyer' });
  await fund(user.userId, DEPOSIT * 2n);
  const applied = await post('cabinet/my-application', { lot_id: lotId }, user.headers);
  expect(applied.status).toBe(200);
  return user;
}

const lotRow = (id: number) =>
  db()
    .selectFrom('lots')
    .select(['lot_status', 'starts_at', 'ends_at', 'applications_close_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const messageKeys = async (userId: string) =>
  (
    await db()
      .selectFrom('notifications')
      .select('message_key')
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
  ).map((row) => row.message_key);

async function suspended(lotId: number): Promise<string> {
  const answer = await suspend(lotId);
  expect(answer.status).toBe(201);
  return lotReviewAnswerSchema.parse(answer.body).id;
}

describe('suspend', () => {
  it.each([
    ['a live auction', { lotStatus: LOT_STATUS.LIVE, startsAt: new Date(Date.now() - HOUR) }, 'wrong_status'],
    ['a finished auction', { lotStatus: LOT_STATUS.PROTOCOL_ISSUED }, 'wrong_status'],
    ['an announced auction', { lotStatus: LOT_STATUS.ANNOUNCED }, 'wrong_status'],
    [
      'a fixed-price lot',
      { tradeType: TRADE_TYPE.FIXED_PRICE, lotStatus: LOT_STATUS.ACCEPTING_APPLICATIONS },
      'not_auction',
    ],
    ['an auction whose start passed', { startsAt: new Date(Date.now() - 60_000) }, 'start_passed'],
  ] as [string, TestLotSpec, string][])(
    'refuses %s with LOT_NOT_SUSPENDABLE and writes nothing',
    async (_n, spec, reason) => {
      const lot = await lotOf(spec);
      const before = await lotRow(lot.id);
      const answer = await suspend(lot.id);
      expect(answer.status).toBe(409);
      expect(codeOf(answer.body)).toBe('LOT_NOT_SUSPENDABLE');
      expect((answer.body as { ERROR: { data: unknown } }).ERROR.data).toMatchObject({ reason });
      expect(await lotRow(lot.id)).toEqual(before);
      const reviews = await db()
        .selectFrom('lot_reviews')
        .select('id')
        .where('lot_id', '=', lot.id)
        .execute();
      expect(reviews).toEqual([]);
      expect(await messageKeys(lot.owner.userId)).toEqual([]);
    },
  );

  it('answers 401 to a guest, 403 to a buyer and a customer, 404 for an unknown lot, 400 for a short reason', async () => {
    const lot = await lotOf();
    const guest = await guestHeaders(server);
    expect(
      (await post('operator/lot-reviews/suspend', { lot_id: lot.id, reason: REASON }, guest)).status,
    ).toBe(401);
    expect((await call(server.url, '/api/shop/operator/lot-reviews')).status).toBe(401);
    expect((await suspend(lot.id, await signIn(server, { role: 'buyer' }))).status).toBe(403);
    expect((await suspend(lot.id, lot.owner)).status).toBe(403);
    const buyer = await signIn(server, { role: 'buyer' });
    expect(
      (await call(server.url, '/api/shop/operator/lot-reviews', { headers: buyer.headers })).status,
    ).toBe(403);
    expect((await post('operator/lot-reviews/1/resume', {}, buyer.headers)).status).toBe(403);
    expect(
      (await post('operator/lot-reviews/1/cancel', { note: 'whatever note' }, buyer.headers)).status,
    ).toBe(403);
    expect((await suspend(2_000_000_000)).status).toBe(404);
    expect((await suspend(lot.id, operator, 'abc')).status).toBe(400);
    expect((await lotRow(lot.id)).lot_status).toBe(LOT_STATUS.ACCEPTING_APPLICATIONS);
  });

  it('puts the lot under review (17), keeps the deposits, tells applicants and customer, blocks applying; the start does nothing', async () => {
    const lot = await lotOf();
    const first = await applicant(lot.id);
    const answer = await suspend(lot.id);
    expect(answer.status).toBe(201);
    const review = lotReviewAnswerSchema.parse(answer.body);
    expect(review).toMatchObject({
      lot_id: lot.id,
      lot_status: LOT_STATUS.UNDER_MODERATION,
      reason: REASON,
      previous_status: LOT_STATUS.ACCEPTING_APPLICATIONS,
      decision: null,
      applicants: 1,
      repeated: false,
    });
    expect((await lotRow(lot.id)).lot_status).toBe(LOT_STATUS.UNDER_MODERATION);
    expect(await balancesOf(db(), first.userId)).toEqual({ available: DEPOSIT, blocked: DEPOSIT });
    expect(await messageKeys(first.userId)).toContain('lot-reviews:messages.suspended.applicant');
    expect(await messageKeys(lot.owner.userId)).toEqual(['lot-reviews:messages.suspended.customer']);
    const history = await db()
      .selectFrom('lot_flows')
      .select('status')
      .where('lot_id', '=', lot.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history.status).toBe(LOT_STATUS.UNDER_MODERATION);
    const logged = await db()
      .selectFrom('action_log')
      .select(['type', 'action_type'])
      .where('user_id', '=', operator.userId)
      .where('action_type', '=', 'lot-review-suspend')
      .execute();
    expect(logged.length).toBeGreaterThanOrEqual(1);

    // Nobody may apply to a lot under review; suspending again is refused.
    const second = await signIn(server, { role: 'buyer' });
    await fund(second.userId, DEPOSIT * 2n);
    const refused = await post('cabinet/my-application', { lot_id: lot.id }, second.headers);
    expect(refused.status).toBe(409);
    expect(codeOf(refused.body)).toBe('APPLICATIONS_CLOSED');
    const again = await suspend(lot.id);
    expect(again.status).toBe(409);
    expect((again.body as { ERROR: { data: unknown } }).ERROR.data).toMatchObject({ reason: 'under_review' });

    // Its start time comes and goes: the start job finds 17 and leaves it.
    await db()
      .updateTable('lots')
      .set({ starts_at: new Date(Date.now() - 1_000) })
      .where('id', '=', lot.id)
      .execute();
    expect(await startAuction(lifecycleContext(server.deps), lot.id)).toEqual({ kind: 'over' });
    expect((await lotRow(lot.id)).lot_status).toBe(LOT_STATUS.UNDER_MODERATION);
    await expectLedgerConsistent(db());
  });
});

describe('resume', () => {
  it('before the start restores 2, idempotently; the other decision then is WRONG_STATE', async () => {
    const lot = await lotOf();
    const person = await applicant(lot.id);
    const before = await lotRow(lot.id);
    const id = await suspended(lot.id);
    const answer = await resume(id, { note: 'Checked: the papers are fine.' });
    expect(answer.status).toBe(200);
    expect(lotReviewAnswerSchema.parse(answer.body)).toMatchObject({
      decision: 'resumed',
      decision_note: 'Checked: the papers are fine.',
      lot_status: LOT_STATUS.ACCEPTING_APPLICATIONS,
      repeated: false,
    });
    expect(await lotRow(lot.id)).toEqual({ ...before, lot_status: LOT_STATUS.ACCEPTING_APPLICATIONS });
    expect(await messageKeys(person.userId)).toContain('lot-reviews:messages.resumed.applicant');
    expect(await messageKeys(lot.owner.userId)).toEqual([
      'lot-reviews:messages.suspended.customer',
      'lot-reviews:messages.resumed.customer',
    ]);
    const start = await server.deps.queues.auction.getJob(`start-${lot.id}-${before.starts_at.getTime()}`);
    expect(start).toBeDefined();

    const counts = await recordCounts(db(), lot.owner.userId);
    const twice = await resume(id);
    expect(twice.status).toBe(200);
    expect(lotReviewAnswerSchema.parse(twice.body)).toMatchObject({ decision: 'resumed', repeated: true });
    expect(await recordCounts(db(), lot.owner.userId)).toEqual(counts);
    expect(await messageKeys(lot.owner.userId)).toHaveLength(2);
    const other = await cancel(id);
    expect(other.status).toBe(409);
    expect(codeOf(other.body)).toBe('WRONG_STATE');
    expect((await lotRow(lot.id)).lot_status).toBe(LOT_STATUS.ACCEPTING_APPLICATIONS);
  });

  it('before the start but after the close of applications restores 3', async () => {
    const lot = await lotOf({ lotStatus: LOT_STATUS.APPLICATIONS_CLOSED });
    const id = await suspended(lot.id);
    await db()
      .updateTable('lots')
      .set({ applications_close_at: new Date(Date.now() - 1_000) })
      .where('id', '=', lot.id)
      .execute();
    const answer = lotReviewAnswerSchema.parse((await resume(id)).body);
    expect(answer.lot_status).toBe(LOT_STATUS.APPLICATIONS_CLOSED);
    expect((await lotRow(lot.id)).lot_status).toBe(LOT_STATUS.APPLICATIONS_CLOSED);
  });

  it('after the start passed gives a new schedule from now, status 2, and schedules the start', async () => {
    const lot = await lotOf();
    const person = await applicant(lot.id);
    const id = await suspended(lot.id);
    await db()
      .updateTable('lots')
      .set({ starts_at: new Date(Date.now() - HOUR), ends_at: new Date(Date.now() + HOUR) })
      .where('id', '=', lot.id)
      .execute();
    const answer = lotReviewAnswerSchema.parse((await resume(id)).body);
    expect(answer.lot_status).toBe(LOT_STATUS.ACCEPTING_APPLICATIONS);
    const row = await lotRow(lot.id);
    expect(row.lot_status).toBe(LOT_STATUS.ACCEPTING_APPLICATIONS);
    expect(row.starts_at.getTime()).toBeGreaterThan(Date.now());
    expect(row.ends_at.getTime()).toBeGreaterThan(row.starts_at.getTime());
    expect(row.applications_close_at?.getTime()).toBe(row.starts_at.getTime() - HOUR);
    expect(answer.starts_at).toBe(row.starts_at.toISOString());
    expect(
      await server.deps.queues.auction.getJob(`start-${lot.id}-${row.starts_at.getTime()}`),
    ).toBeDefined();
    // The applicant still stands, with the deposit blocked.
    expect(await balancesOf(db(), person.userId)).toEqual({ available: DEPOSIT, blocked: DEPOSIT });
  });
});

describe('cancel', () => {
  it('releases every deposit, sets 13, tells everyone with the note, moves the order; a repeat moves nothing', async () => {
    const lot = await lotOf();
    const people = [await applicant(lot.id), await applicant(lot.id)];
    const id = await suspended(lot.id);
    const answer = await cancel(id, 'The property is under arrest.');
    expect(answer.status).toBe(200);
    expect(lotReviewAnswerSchema.parse(answer.body)).toMatchObject({
      decision: 'cancelled',
      decision_note: 'The property is under arrest.',
      lot_status: LOT_STATUS.CANCELLED,
      // The applications stay as they were ('sent'), their deposits released (as a withdrawal leaves them).
      applicants: 2,
      repeated: false,
    });
    expect((await lotRow(lot.id)).lot_status).toBe(LOT_STATUS.CANCELLED);
    for (const person of people) {
      expect(await balancesOf(db(), person.userId)).toEqual({ available: DEPOSIT * 2n, blocked: 0n });
      const keys = await messageKeys(person.userId);
      expect(keys).toContain('lot-reviews:messages.cancelled.applicant');
      expect(keys).toContain('pay:ledger.deposit_release');
    }
    const told = await db()
      .selectFrom('notifications')
      .select(['message_key', 'content'])
      .where('user_id', '=', lot.owner.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(told.message_key).toBe('lot-reviews:messages.cancelled.customer');
    expect(told.content).toContain('The property is under arrest.');
    const order = await db()
      .selectFrom('orders')
      .select('status')
      .where('id', '=', lot.orderId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe(6);
    await expectLedgerConsistent(db());

    const counts = await Promise.all(people.map((person) => recordCounts(db(), person.userId)));
    const twice = await cancel(id);
    expect(twice.status).toBe(200);
    expect(lotReviewAnswerSchema.parse(twice.body)).toMatchObject({ decision: 'cancelled', repeated: true });
    expect(await Promise.all(people.map((person) => recordCounts(db(), person.userId)))).toEqual(counts);
    expect(codeOf((await resume(id)).body)).toBe('WRONG_STATE');
    expect((await lotRow(lot.id)).lot_status).toBe(LOT_STATUS.CANCELLED);
  });
});

describe('the desk', () => {
  it('lists open reviews before decided ones; unknown reviews are 404', async () => {
    const decided = await lotOf();
    const decidedId = await suspended(decided.id);
    await resume(decidedId);
    const open = await lotOf();
    const openId = await suspended(open.id);
    const page = lotReviewPageSchema.parse(
      (
        await call(server.url, '/api/shop/operator/lot-reviews?page=1&size=100', {
          headers: operator.headers,
        })
      ).body,
    );
    const ids = page.items.map((item) => item.id);
    expect(ids.indexOf(openId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(openId)).toBeLessThan(ids.indexOf(decidedId));
    const firstDecided = page.items.findIndex((item) => item.decision !== null);
    expect(page.items.slice(firstDecided).every((item) => item.decision !== null)).toBe(true);
    // The desk's export: every review, the open one first, in the reader's language.
    const exported = await fetch(`${server.url}/api/shop/export?what=operator-lot-reviews&format=csv`, {
      headers: { ...operator.headers, 'accept-language': 'en' },
    });
    expect(exported.status).toBe(200);
    const csv = await exported.text();
    expect(csv).toContain('Suspended at');
    expect(csv).toContain(REASON);
    expect(csv).toContain('Under review');
    expect(csv).toContain('Resumed');
    const buyer = await signIn(server, { role: 'buyer' });
    const refused = await fetch(`${server.url}/api/shop/export?what=operator-lot-reviews&format=csv`, {
      headers: buyer.headers,
    });
    expect(refused.status).toBe(403);
    expect((await resume('999999999')).status).toBe(404);
    expect((await cancel('999999999')).status).toBe(404);
  });
});
