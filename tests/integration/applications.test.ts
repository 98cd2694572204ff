import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myApplicationPageSchema, myApplicationSchema, type MyApplication } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import {
  activeApplications,
  countApplicants,
  keepDeposits,
  releaseApplicationDeposit,
} from '../../server/src/modules/application/application.service';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { call, postJson } from '../support/http';
import { createTestLot, uniqueMarker, type TestLotSpec } from '../support/catalogue';
import { balancesOf, expectLedgerConsistent, recordCounts } from '../support/ledger';
import { guestHeaders, signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

/** cabinet/my-application: apply blocks the deposit with the application, cancel releases it. */
let server: Running;
let guest: Record<string, string>;
const marker = uniqueMarker();
/** 1 000 000 so'm start price, 10 % deposit: 100 000 so'm = 10 000 000 tiyin. */
const START_PRICE = 100_000_000n;
const DEPOSIT = 10_000_000n;

beforeAll(async () => {
  server = await startTestServer();
  guest = await guestHeaders(server);
});

afterAll(async () => {
  await server?.close();
});

/** A lot accepting applications, starting in a day. */
async function openLot(spec: TestLotSpec = {}): Promise<number> {
  const now = Date.now();
  const lot = await createTestLot(server.deps.db, {
    name: { uz: `${marker} uy`, ru: `${marker} дом` },
    lotStatus: 2,
    startPrice: START_PRICE,
    depositPercent: 10,
    startsAt: new Date(now + 86_400_000),
    endsAt: new Date(now + 90_000_000),
    ...spec,
  });
  return lot.id;
}

let topUps = 0;
async function buyer(money: bigint = DEPOSIT * 3n, role: 'buyer' | 'both' | 'customer' = 'buyer') {
  const user = await signIn(server, { role });
  if (money > 0n) {
    topUps += 1;
    await topUp(server.deps.db, {
      userId: user.userId,
      amount: money,
      businessKey: `test-app-${marker}-${topUps}`,
    });
  }
  return user;
}

const apply = (user: TestUser, lotId: unknown) =>
  postJson(server.url, '/api/shop/cabinet/my-application', { lot_id: lotId }, user.headers);
const cancel = (user: TestUser, lotId: unknown) =>
  postJson(server.url, '/api/shop/cabinet/my-application/cancel', { lot_id: lotId }, user.headers);
const errorCode = (body: unknown) => (body as { ERROR?: { code?: string } }).ERROR?.code;

async function list(user: TestUser, query = '') {
  const answer = await call(server.url, `/api/shop/cabinet/my-application?page=1&size=20${query}`, {
    headers: user.headers,
  });
  expect(answer.status).toBe(200);
  return myApplicationPageSchema.parse(answer.body);
}

async function cabinetBalance(user: TestUser) {
  const answer = await call<{ balance: string; blocked: string }>(server.url, '/api/shop/user/balance', {
    headers: user.headers,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function applicationRows(lotId: number) {
  return server.deps.db.selectFrom('applications').selectAll().where('lot_id', '=', lotId).execute();
}

describe('cabinet/my-application', () => {
  it('guests get 401 on every call', async () => {
    const lotId = await openLot();
    for (const path of ['/api/shop/cabinet/my-application', '/api/shop/cabinet/my-application/cancel']) {
      expect((await postJson(server.url, path, { lot_id: lotId }, guest)).status).toBe(401);
    }
    expect((await call(server.url, '/api/shop/cabinet/my-application')).status).toBe(401);
  });

  it('bad lot ids are 400, unknown lots 404', async () => {
    const user = await buyer();
    for (const bad of ['x', 0, -1, 1.5, 2 ** 31, null]) {
      const answer = await apply(user, bad);
      expect(answer.status, String(bad)).toBe(400);
      expect(errorCode(answer.body)).toBe('VALIDATION');
      expect((await cancel(user, bad)).status, String(bad)).toBe(400);
    }
    expect(
      (await call(server.url, '/api/shop/cabinet/my-application?lot_id=abc', { headers: user.headers }))
        .status,
    ).toBe(400);
    const missing = await apply(user, 2_000_000_000);
    expect(missing.status).toBe(404);
    expect(errorCode(missing.body)).toBe('NOT_FOUND');
    expect((await cancel(user, 2_000_000_000)).status).toBe(404);
  });

  it('applying blocks the deposit, gives buyer number 1 and shows in the list and the balance', async () => {
    const lotId = await openLot();
    const user = await buyer();
    const answer = await apply(user, lotId);
    expect(answer.status).toBe(200);
    const application = myApplicationSchema.parse(answer.body);
    expect(application).toMatchObject({
      lot_id: lotId,
      buyer_number: 1,
      status: 'sent',
      deposit_amount: DEPOSIT.toString(),
      deposit_state: 'blocked',
      can_cancel: true,
      can_enter: false,
      cancelled_at: null,
    });
    expect(application.name.uz).toContain(marker);
    expect(await cabinetBalance(user)).toEqual({
      balance: (DEPOSIT * 2n).toString(),
      blocked: DEPOSIT.toString(),
    });
    const page = await list(user);
    expect(page.total).toBe(1);
    expect(page.items[0]).toEqual(application);
    const rows = await applicationRows(lotId);
    expect(rows).toHaveLength(1);
    const block = await server.deps.db
      .selectFrom('ledger_transactions')
      .select(['kind', 'amount', 'user_id'])
      .where('business_key', '=', rows[0]!.deposit_key)
      .executeTakeFirstOrThrow();
    expect(block).toEqual({ kind: 'deposit_block', amount: DEPOSIT.toString(), user_id: user.userId });
    await expectLedgerConsistent(server.deps.db);
  });

  it('applying twice is ALREADY_APPLIED and changes nothing', async () => {
    const lotId = await openLot();
    const user = await buyer();
    expect((await apply(user, lotId)).status).toBe(200);
    const before = {
      money: await balancesOf(server.deps.db, user.userId),
      records: await recordCounts(server.deps.db, user.userId),
    };
    const again = await apply(user, lotId);
    expect(again.status).toBe(409);
    expect(errorCode(again.body)).toBe('ALREADY_APPLIED');
    expect((again.body as { ERROR: { message: string } }).ERROR.message.length).toBeGreaterThan(0);
    expect({
      money: await balancesOf(server.deps.db, user.userId),
      records: await recordCounts(server.deps.db, user.userId),
    }).toEqual(before);
    expect(await applicationRows(lotId)).toHaveLength(1);
  });

  it('not enough balance is INSUFFICIENT_FUNDS and nothing is written', async () => {
    const lotId = await openLot();
    const user = await buyer(DEPOSIT - 1n);
    const before = {
      money: await balancesOf(server.deps.db, user.userId),
      records: await recordCounts(server.deps.db, user.userId),
    };
    const answer = await apply(user, lotId);
    expect(answer.status).toBe(409);
    expect(errorCode(answer.body)).toBe('INSUFFICIENT_FUNDS');
    // The shortfall, so the page can offer a top-up of exactly what is missing.
    expect((answer.body as { ERROR: { data?: unknown } }).ERROR.data).toMatchObject({
      available: String(DEPOSIT - 1n),
      required: String(DEPOSIT),
      shortfall: '1',
    });
    expect({
      money: await balancesOf(server.deps.db, user.userId),
      records: await recordCounts(server.deps.db, user.userId),
    }).toEqual(before);
    expect(await applicationRows(lotId)).toHaveLength(0);
    expect((await list(user)).total).toBe(0);
  });

  it('a customer may not apply (BUYER_ROLE_REQUIRED); a buyer-and-customer may', async () => {
    const lotId = await openLot();
    const customer = await buyer(DEPOSIT, 'customer');
    const answer = await apply(customer, lotId);
    expect(answer.status).toBe(403);
    expect(errorCode(answer.body)).toBe('BUYER_ROLE_REQUIRED');
    expect(await applicationRows(lotId)).toHaveLength(0);
    const both = await buyer(DEPOSIT, 'both');
    expect((await apply(both, lotId)).status).toBe(200);
  });

  it('live, finished, started, fixed-price lots are APPLICATIONS_CLOSED', async () => {
    const user = await buyer();
    const now = Date.now();
    const lots = [
      await openLot({ lotStatus: 4, startsAt: new Date(now - 60_000), endsAt: new Date(now + 3_600_000) }),
      await openLot({ lotStatus: 5, startsAt: new Date(now - 7_200_000), endsAt: new Date(now - 3_600_000) }),
      await openLot({ lotStatus: 3 }),
      await openLot({ lotStatus: 2, startsAt: new Date(now - 1_000), endsAt: new Date(now + 3_600_000) }),
      await openLot({ tradeType: 2 }),
    ];
    for (const lotId of lots) {
      const answer = await apply(user, lotId);
      expect(answer.status, String(lotId)).toBe(409);
      expect(errorCode(answer.body)).toBe('APPLICATIONS_CLOSED');
    }
    expect(await balancesOf(server.deps.db, user.userId)).toEqual({ available: DEPOSIT * 3n, blocked: 0n });
  });

  it('cancelling releases the deposit; a new application gets a new buyer number', async () => {
    const lotId = await openLot();
    const user = await buyer();
    expect((await apply(user, lotId)).status).toBe(200);
    const answer = await cancel(user, lotId);
    expect(answer.status).toBe(200);
    expect(myApplicationSchema.parse(answer.body)).toMatchObject({
      status: 'cancelled',
      deposit_state: 'released',
      can_cancel: false,
      buyer_number: 1,
    });
    expect((answer.body as MyApplication).cancelled_at).not.toBeNull();
    expect(await cabinetBalance(user)).toEqual({ balance: (DEPOSIT * 3n).toString(), blocked: '0' });
    const again = await cancel(user, lotId);
    expect(again.status).toBe(409);
    expect(errorCode(again.body)).toBe('NO_APPLICATION');

    const reapplied = await apply(user, lotId);
    expect(reapplied.status).toBe(200);
    expect((reapplied.body as MyApplication).buyer_number).toBe(2);
    const page = await list(user, `&lot_id=${lotId}`);
    expect(page.items.map((item) => item.status)).toEqual(['sent', 'cancelled']);
    await expectLedgerConsistent(server.deps.db);
  });

  it('cancelling without an application is NO_APPLICATION; after the start APPLICATIONS_CLOSED', async () => {
    const user = await buyer();
    const answer = await cancel(user, await openLot());
    expect(answer.status).toBe(409);
    expect(errorCode(answer.body)).toBe('NO_APPLICATION');

    const lotId = await openLot();
    expect((await apply(user, lotId)).status).toBe(200);
    await server.deps.db
      .updateTable('lots')
      .set({ lot_status: 4, starts_at: new Date(Date.now() - 1000) })
      .where('id', '=', lotId)
      .execute();
    const late = await cancel(user, lotId);
    expect(late.status).toBe(409);
    expect(errorCode(late.body)).toBe('APPLICATIONS_CLOSED');
    const [item] = (await list(user, `&lot_id=${lotId}`)).items;
    expect(item).toMatchObject({
      status: 'sent',
      deposit_state: 'blocked',
      can_cancel: false,
      can_enter: true,
    });
  });

  it('10 concurrent applies by one buyer make one application and one block', async () => {
    const lotId = await openLot();
    const user = await buyer(DEPOSIT * 20n);
    const answers = await Promise.all(Array.from({ length: 10 }, () => apply(user, lotId)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(
      answers
        .filter((answer) => answer.status === 409)
        .every((answer) => errorCode(answer.body) === 'ALREADY_APPLIED'),
    ).toBe(true);
    expect(await applicationRows(lotId)).toHaveLength(1);
    const blocks = await server.deps.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', user.userId)
      .where('kind', '=', 'deposit_block')
      .executeTakeFirstOrThrow();
    expect(Number(blocks.n)).toBe(1);
    expect(await balancesOf(server.deps.db, user.userId)).toEqual({
      available: DEPOSIT * 19n,
      blocked: DEPOSIT,
    });
  });

  it('three buyers get numbers 1, 2, 3, also applying at once', async () => {
    const lotId = await openLot();
    const users = await Promise.all([buyer(), buyer(), buyer()]);
    const answers = await Promise.all(users.map((user) => apply(user, lotId)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => (answer.body as MyApplication).buyer_number).sort()).toEqual([1, 2, 3]);
  });

  it('a lot without a deposit is applied to with an empty balance; nothing moves in the ledger', async () => {
    const lotId = await openLot({ depositPercent: 0 });
    const user = await buyer(0n);
    const answer = await apply(user, lotId);
    expect(answer.status).toBe(200);
    expect((answer.body as MyApplication).deposit_amount).toBe('0');
    expect((await recordCounts(server.deps.db, user.userId)).transactions).toBe(0);
    expect((await cancel(user, lotId)).status).toBe(200);
  });

  it('the lifecycle helpers: active list and count with languages, release (idempotent) and keep', async () => {
    const { db } = server.deps;
    const lotId = await openLot();
    const [winner, loser, quitter] = await Promise.all([buyer(), buyer(), buyer()]);
    for (const user of [winner, loser, quitter]) expect((await apply(user, lotId)).status).toBe(200);
    expect((await cancel(quitter, lotId)).status).toBe(200);
    expect(await countApplicants(db, lotId)).toBe(2);
    const active = await activeApplications(db, lotId);
    expect(active.map((entry) => entry.userId)).toEqual([winner.userId, loser.userId]);
    expect(active.map((entry) => entry.depositAmount)).toEqual([DEPOSIT, DEPOSIT]);

    expect(active.map((entry) => entry.lang)).toEqual(['uz', 'uz']);

    await db.transaction().execute(async (trx) => {
      await keepDeposits(trx, [active[0]!]);
      await releaseApplicationDeposit(trx, active[1]!, 'lost');
      await releaseApplicationDeposit(trx, active[1]!, 'lost');
    });
    await keepDeposits(db, [active[0]!]);
    // A released deposit cannot be kept.
    await expect(keepDeposits(db, [active[0]!, active[1]!])).rejects.toMatchObject({ code: 'WRONG_STATE' });
    expect(await balancesOf(db, winner.userId)).toEqual({ available: DEPOSIT * 2n, blocked: DEPOSIT });
    expect(await balancesOf(db, loser.userId)).toEqual({ available: DEPOSIT * 3n, blocked: 0n });
    const states = (await applicationRows(lotId)).map((row) => [row.user_id, row.deposit_state]);
    expect(states).toEqual(
      expect.arrayContaining([
        [winner.userId, 'kept'],
        [loser.userId, 'released'],
        [quitter.userId, 'released'],
      ]),
    );
    await expectLedgerConsistent(db);
  });
});
