/**
 * A customer withdraws a lot of their order from trade (order-action/withdraw-terms, withdraw-lot,
 * debts, pay-debt): allowed before the auction and during a fixed-price sale, refused otherwise with
 * nothing changed; the applicants' deposits come back; the penalty grows 0, 0, 1, 1, 3, 3, 10 BHM;
 * a repeat charges once; a short balance leaves a debt that blocks making and sending orders until
 * it is paid; the order follows its lots; the auction's start does nothing for a withdrawn lot.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerDebtsSchema,
  LOT_STATUS,
  payDebtAnswerSchema,
  TRADE_TYPE,
  withdrawLotAnswerSchema,
  withdrawTermsSchema,
} from '@kimoshdi/shared';
import { bhmOn } from '@kimoshdi/shared/domain/money/bhm';
import type { Running } from '../../server/src/boot';
import { lifecycleContext } from '../../server/src/modules/auction/lifecycle/context';
import { startAuction } from '../../server/src/modules/auction/lifecycle/start';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { createTestLot, createTestOrder, type TestLotSpec } from '../support/catalogue';
import { call, postJson } from '../support/http';
import { balancesOf, expectLedgerConsistent, recordCounts } from '../support/ledger';
import { createCustomerOrder, ORDER_STEP_INPUT } from '../support/orders';
import { guestHeaders, signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

let server: Running;
const HOUR = 3_600_000;
/** 1 000 000 so'm start price, 10 % deposit: 100 000 so'm. */
const START_PRICE = 100_000_000n;
const DEPOSIT = 10_000_000n;
/** The BHM of today in tiyin: the penalties' unit. */
const BHM = bhmOn(new Date()) * 100n;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const db = () => server.deps.db;
const get = (path: string, user: TestUser) =>
  call(server.url, `/api/shop/${path}`, { headers: user.headers });
const post = (path: string, body: unknown, headers: Record<string, string>) =>
  postJson(server.url, `/api/shop/${path}`, body, headers);
const withdraw = (user: TestUser, lotId: unknown) =>
  post('order-action/withdraw-lot', { lot_id: lotId }, user.headers);
const codeOf = (body: unknown) => (body as { ERROR?: { code?: string } }).ERROR?.code;

let topUps = 0;
async function fund(userId: string, amount: bigint): Promise<void> {
  topUps += 1;
  await topUp(db(), { userId, amount, businessKey: `test-withdrawal-${userId}-${topUps}` });
}

async function customer(money = 0n): Promise<TestUser> {
  const user = await signIn(server, { role: 'customer' });
  if (money > 0n) await fund(user.userId, money);
  return user;
}

/** A lot of the customer's order (on trade, 3): an auction taking applications, starting in a day. */
async function lotOf(owner: TestUser, spec: TestLotSpec = {}): Promise<{ id: number; orderId: number }> {
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
  return { id: lot.id, orderId };
}

const lotRow = (id: number) =>
  db().selectFrom('lots').select(['lot_status', 'lot_number']).where('id', '=', id).executeTakeFirstOrThrow();
const orderStatus = async (id: number) =>
  (await db().selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const flowsOf = (orderId: number) =>
  db()
    .selectFrom('order_flows')
    .select(['action', 'status', 'note', 'user_id'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
const penaltiesBalance = async () =>
  BigInt(
    (
      await db()
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('user_id', 'is', null)
        .where('kind', '=', 'penalties')
        .executeTakeFirstOrThrow()
    ).balance,
  );

describe('withdraw-terms and withdraw-lot: when', () => {
  it.each([
    ['an announced auction', { lotStatus: LOT_STATUS.ANNOUNCED }],
    ['an auction taking applications', {}],
    ['an auction whose applications closed', { lotStatus: LOT_STATUS.APPLICATIONS_CLOSED }],
    [
      'an auction waiting for a repeat',
      {
        lotStatus: LOT_STATUS.AWAITING_REPEAT,
        startsAt: new Date(Date.now() - 48 * HOUR),
        endsAt: new Date(Date.now() - 24 * HOUR),
      },
    ],
    ['an announced fixed-price lot', { tradeType: TRADE_TYPE.FIXED_PRICE, lotStatus: LOT_STATUS.ANNOUNCED }],
    [
      'a fixed-price lot on sale',
      {
        tradeType: TRADE_TYPE.FIXED_PRICE,
        lotStatus: LOT_STATUS.LIVE,
        startsAt: new Date(Date.now() - HOUR),
        endsAt: new Date(Date.now() + 48 * HOUR),
      },
    ],
  ] as [string, TestLotSpec][])('allows %s', async (_name, spec) => {
    const owner = await customer();
    const lot = await lotOf(owner, spec);
    const terms = withdrawTermsSchema.parse(
      (await get(`order-action/withdraw-terms?lot_id=${lot.id}`, owner)).body,
    );
    expect(terms).toMatchObject({ lot_id: lot.id, allowed: true, reason: null, withdrawals_made: 0 });
    const answer = await withdraw(owner, lot.id);
    expect(answer.status).toBe(200);
    expect(withdrawLotAnswerSchema.parse(answer.body)).toMatchObject({
      lot_id: lot.id,
      lot_status: LOT_STATUS.WITHDRAWN,
      ordinal: 1,
      penalty: '0',
      charged: false,
      debt: null,
      repeated: false,
    });
    expect((await lotRow(lot.id)).lot_status).toBe(LOT_STATUS.WITHDRAWN);
  });

  it.each([
    ['a live auction', { lotStatus: LOT_STATUS.LIVE, startsAt: new Date(Date.now() - HOUR) }, 'being_held'],
    [
      'a paused auction',
      { lotStatus: LOT_STATUS.PAUSED, startsAt: new Date(Date.now() - HOUR) },
      'being_held',
    ],
    ['an auction whose start time passed', { startsAt: new Date(Date.now() - 60_000) }, 'start_passed'],
    ['an auction awaiting the winner’s payment', { lotStatus: LOT_STATUS.AWAITING_PAYMENT }, 'trade_over'],
    ['a sold lot', { lotStatus: LOT_STATUS.PROTOCOL_ISSUED }, 'trade_over'],
    ['a not-held lot', { lotStatus: LOT_STATUS.NOT_HELD }, 'trade_over'],
    [
      'a fixed-price lot with a copy bought',
      {
        tradeType: TRADE_TYPE.FIXED_PRICE,
        lotStatus: LOT_STATUS.LIVE,
        quantity: 3,
        quantitySold: 1,
        startsAt: new Date(Date.now() - HOUR),
      },
      'copies_sold',
    ],
  ] as [string, TestLotSpec, string][])(
    'refuses %s with LOT_NOT_WITHDRAWABLE and changes nothing',
    async (_name, spec, reason) => {
      const owner = await customer(BHM * 20n);
      const lot = await lotOf(owner, spec);
      const before = {
        lot: await lotRow(lot.id),
        order: await orderStatus(lot.orderId),
        flows: (await flowsOf(lot.orderId)).length,
        records: await recordCounts(db(), owner.userId),
        balances: await balancesOf(db(), owner.userId),
      };
      const terms = withdrawTermsSchema.parse(
        (await get(`order-action/withdraw-terms?lot_id=${lot.id}`, owner)).body,
      );
      expect(terms).toMatchObject({ allowed: false, reason });
      const answer = await withdraw(owner, lot.id);
      expect(answer.status).toBe(409);
      expect(codeOf(answer.body)).toBe('LOT_NOT_WITHDRAWABLE');
      expect((answer.body as { ERROR: { data: unknown } }).ERROR.data).toMatchObject({ reason });
      expect({
        lot: await lotRow(lot.id),
        order: await orderStatus(lot.orderId),
        flows: (await flowsOf(lot.orderId)).length,
        records: await recordCounts(db(), owner.userId),
        balances: await balancesOf(db(), owner.userId),
      }).toEqual(before);
      const written = await db()
        .selectFrom('lot_withdrawals')
        .select('lot_id')
        .where('lot_id', '=', lot.id)
        .execute();
      expect(written).toEqual([]);
    },
  );

  it('answers 401 to a guest, 403 to a buyer, 404 for another customer’s lot, 400 for a bad id; nothing changes', async () => {
    const owner = await customer();
    const other = await customer();
    const buyer = await signIn(server, { role: 'buyer' });
    const lot = await lotOf(owner);
    const guest = await guestHeaders(server);
    expect((await post('order-action/withdraw-lot', { lot_id: lot.id }, guest)).status).toBe(401);
    expect((await call(server.url, `/api/shop/order-action/withdraw-terms?lot_id=${lot.id}`)).status).toBe(
      401,
    );
    expect((await withdraw(buyer, lot.id)).status).toBe(403);
    expect((await get(`order-action/withdraw-terms?lot_id=${lot.id}`, buyer)).status).toBe(403);
    expect((await withdraw(other, lot.id)).status).toBe(404);
    expect((await get(`order-action/withdraw-terms?lot_id=${lot.id}`, other)).status).toBe(404);
    expect((await withdraw(owner, 2_000_000_000)).status).toBe(404);
    for (const bad of ['x', 0, -1, 1.5, null]) expect((await withdraw(owner, bad)).status).toBe(400);
    expect((await get('order-action/withdraw-terms?lot_id=abc', owner)).status).toBe(400);
    expect((await lotRow(lot.id)).lot_status).toBe(LOT_STATUS.ACCEPTING_APPLICATIONS);
    expect(await flowsOf(lot.orderId)).toEqual([]);
  });
});

describe('withdraw-lot: what it does', () => {
  it('releases the deposits of both applicants, tells them, writes the history and moves the order to 7 (withdrawn from trade)', async () => {
    const owner = await customer();
    const lot = await lotOf(owner);
    const applicants = [await signIn(server, { role: 'buyer' }), await signIn(server, { role: 'buyer' })];
    for (const applicant of applicants) {
      await fund(applicant.userId, DEPOSIT * 2n);
      const applied = await post('cabinet/my-application', { lot_id: lot.id }, applicant.headers);
      expect(applied.status).toBe(200);
      expect(await balancesOf(db(), applicant.userId)).toEqual({ available: DEPOSIT, blocked: DEPOSIT });
    }
    const terms = withdrawTermsSchema.parse(
      (await get(`order-action/withdraw-terms?lot_id=${lot.id}`, owner)).body,
    );
    expect(terms).toMatchObject({ allowed: true, applicants: 2, penalty: '0', becomes_debt: false });

    const answer = withdrawLotAnswerSchema.parse((await withdraw(owner, lot.id)).body);
    expect(answer).toMatchObject({ released: 2, order_id: lot.orderId, order_status: 7 });
    for (const applicant of applicants) {
      expect(await balancesOf(db(), applicant.userId)).toEqual({ available: DEPOSIT * 2n, blocked: 0n });
      const messages = await db()
        .selectFrom('notifications')
        .select(['message_key', 'link'])
        .where('user_id', '=', applicant.userId)
        .orderBy('id')
        .execute();
      expect(messages.map((m) => m.message_key)).toContain('withdrawal:messages.applicant');
      expect(messages.map((m) => m.message_key)).toContain('pay:ledger.deposit_release');
      const mine = await get(`cabinet/my-application?page=1&size=5&lot_id=${lot.id}`, applicant);
      expect((mine.body as { items: { deposit_state: string }[] }).items[0]?.deposit_state).toBe('released');
    }

    const { lot_number } = await lotRow(lot.id);
    expect(await flowsOf(lot.orderId)).toEqual([
      { action: 'withdrawn', status: 3, note: lot_number, user_id: owner.userId },
      { action: 'progress', status: 7, note: null, user_id: null },
    ]);
    expect(await orderStatus(lot.orderId)).toBe(7);
    const history = await db()
      .selectFrom('lot_flows')
      .select('status')
      .where('lot_id', '=', lot.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history.status).toBe(LOT_STATUS.WITHDRAWN);
    const told = await db()
      .selectFrom('notifications')
      .select(['message_key', 'link'])
      .where('user_id', '=', owner.userId)
      .execute();
    expect(told).toEqual([
      { message_key: 'withdrawal:messages.free', link: `/profile/orders/lots/${lot.orderId}` },
    ]);
    const logged = await db()
      .selectFrom('action_log')
      .select(['type', 'action_type', 'code'])
      .where('user_id', '=', owner.userId)
      .execute();
    expect(logged).toEqual([{ type: 'order', action_type: 'withdraw-lot', code: lot_number }]);
    await expectLedgerConsistent(db());
  });

  it('keeps an order with another lot before its trade on trade (3)', async () => {
    const owner = await customer();
    const lot = await lotOf(owner);
    await createTestLot(db(), {
      orderId: lot.orderId,
      lotStatus: LOT_STATUS.ANNOUNCED,
      startsAt: new Date(Date.now() + 24 * HOUR),
      endsAt: new Date(Date.now() + 30 * HOUR),
    });
    expect(withdrawLotAnswerSchema.parse((await withdraw(owner, lot.id)).body).order_status).toBe(3);
    expect(await orderStatus(lot.orderId)).toBe(3);
  });

  it('charges 0, 0, 1, 1, 3, 3 and 10 BHM over seven withdrawals, to the penalties account', async () => {
    const funds = BHM * 30n;
    const owner = await customer(funds);
    const charged: bigint[] = [];
    for (let n = 1; n <= 7; n += 1) {
      const lot = await lotOf(owner);
      const terms = withdrawTermsSchema.parse(
        (await get(`order-action/withdraw-terms?lot_id=${lot.id}`, owner)).body,
      );
      expect(terms.withdrawals_made).toBe(n - 1);
      const platformBefore = await penaltiesBalance();
      const answer = withdrawLotAnswerSchema.parse((await withdraw(owner, lot.id)).body);
      expect(answer.ordinal).toBe(n);
      expect(answer.penalty).toBe(terms.penalty);
      expect(answer.charged).toBe(BigInt(answer.penalty) > 0n);
      expect(await penaltiesBalance()).toBe(platformBefore + BigInt(answer.penalty));
      charged.push(BigInt(answer.penalty));
    }
    expect(charged).toEqual([0n, 0n, BHM, BHM, 3n * BHM, 3n * BHM, 10n * BHM]);
    expect((await balancesOf(db(), owner.userId)).available).toBe(funds - 18n * BHM);
    const kinds = await db()
      .selectFrom('ledger_transactions')
      .select(['kind', 'amount'])
      .where('user_id', '=', owner.userId)
      .where('kind', '=', 'penalty')
      .execute();
    expect(kinds).toHaveLength(5);
    await expectLedgerConsistent(db());
  });

  it('answers a repeated call with the first withdrawal and charges once; two at once withdraw once', async () => {
    const owner = await customer(BHM * 10n);
    for (let n = 0; n < 2; n += 1) await withdraw(owner, (await lotOf(owner)).id);
    const lot = await lotOf(owner);
    const [first, second] = await Promise.all([withdraw(owner, lot.id), withdraw(owner, lot.id)]);
    const answers = [first, second].map((a) => withdrawLotAnswerSchema.parse(a.body));
    expect(answers.map((a) => a.repeated).sort()).toEqual([false, true]);
    expect(answers.every((a) => a.penalty === BHM.toString() && a.ordinal === 3)).toBe(true);
    const again = withdrawLotAnswerSchema.parse((await withdraw(owner, lot.id)).body);
    expect(again).toMatchObject({ repeated: true, charged: true, ordinal: 3 });
    expect((await balancesOf(db(), owner.userId)).available).toBe(BHM * 9n);
    const flows = await flowsOf(lot.orderId);
    expect(flows.filter((flow) => flow.action === 'withdrawn')).toHaveLength(1);
  });

  it('numbers two lots withdrawn at once one after the other', async () => {
    const owner = await customer(BHM * 10n);
    for (let n = 0; n < 2; n += 1) await withdraw(owner, (await lotOf(owner)).id);
    const lots = [await lotOf(owner), await lotOf(owner)];
    const answers = await Promise.all(lots.map((lot) => withdraw(owner, lot.id)));
    const ordinals = answers.map((a) => withdrawLotAnswerSchema.parse(a.body).ordinal).sort();
    expect(ordinals).toEqual([3, 4]);
    expect((await balancesOf(db(), owner.userId)).available).toBe(BHM * 8n);
  });

  it('leaves the start of a withdrawn auction nothing to do', async () => {
    const owner = await customer();
    const lot = await lotOf(owner, { startsAt: new Date(Date.now() + 1_500) });
    expect((await withdraw(owner, lot.id)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    const outcome = await startAuction(lifecycleContext(server.deps), lot.id);
    expect(outcome).toEqual({ kind: 'over' });
    expect((await lotRow(lot.id)).lot_status).toBe(LOT_STATUS.WITHDRAWN);
  });
});

describe('debts', () => {
  it('owes the penalty when the balance is short, blocks making and sending orders, and is paid once', async () => {
    const owner = await customer(BHM / 2n);
    for (let n = 0; n < 2; n += 1) await withdraw(owner, (await lotOf(owner)).id);
    const lot = await lotOf(owner);
    const terms = withdrawTermsSchema.parse(
      (await get(`order-action/withdraw-terms?lot_id=${lot.id}`, owner)).body,
    );
    expect(terms).toMatchObject({ penalty: BHM.toString(), becomes_debt: true, available: String(BHM / 2n) });

    const answer = withdrawLotAnswerSchema.parse((await withdraw(owner, lot.id)).body);
    expect(answer).toMatchObject({ ordinal: 3, charged: false, penalty: BHM.toString() });
    expect(answer.debt).toMatchObject({ lot_id: lot.id, amount: BHM.toString(), paid_at: null });
    expect(await balancesOf(db(), owner.userId)).toEqual({ available: BHM / 2n, blocked: 0n });
    const debts = customerDebtsSchema.parse((await get('order-action/debts', owner)).body);
    expect(debts.open_total).toBe(BHM.toString());
    expect(debts.items).toHaveLength(1);
    const debtId = debts.items[0]!.id;

    // Blocked: a new order, a copy and sending, with the amount in the caller's language.
    const created = await post('order/create-order', ORDER_STEP_INPUT.property, {
      ...owner.headers,
      'accept-language': 'ru',
    });
    expect(created.status).toBe(403);
    expect(codeOf(created.body)).toBe('CUSTOMER_DEBT');
    expect((created.body as { ERROR: { message: string } }).ERROR.message).toContain('штраф');
    expect((created.body as { ERROR: { data: unknown } }).ERROR.data).toEqual({
      amount: BHM.toString(),
      debts: 1,
    });
    const forming = await createCustomerOrder(db(), owner.userId);
    const sent = await post('order-action/do-act', { order_id: forming, action: 'send' }, owner.headers);
    expect(sent.status).toBe(403);
    expect(codeOf(sent.body)).toBe('CUSTOMER_DEBT');
    const copied = await post('order/duplicate', { id: forming, copies: 1 }, owner.headers);
    expect(codeOf(copied.body)).toBe('CUSTOMER_DEBT');
    expect(await orderStatus(forming)).toBe(1);

    // Short: nothing moves, the shortfall is named.
    const short = await post('order-action/pay-debt', { debt_id: debtId }, owner.headers);
    expect(short.status).toBe(409);
    expect(codeOf(short.body)).toBe('INSUFFICIENT_FUNDS');
    expect((short.body as { ERROR: { data: { shortfall: string } } }).ERROR.data.shortfall).toBe(
      String(BHM - BHM / 2n),
    );
    // Another customer cannot pay it (404), a bad id is 400.
    const other = await customer(BHM * 2n);
    expect((await post('order-action/pay-debt', { debt_id: debtId }, other.headers)).status).toBe(404);
    expect((await post('order-action/pay-debt', { debt_id: 'x' }, owner.headers)).status).toBe(400);

    await fund(owner.userId, BHM);
    const platformBefore = await penaltiesBalance();
    const [paid, twice] = await Promise.all([
      post('order-action/pay-debt', { debt_id: debtId }, owner.headers),
      post('order-action/pay-debt', { debt_id: debtId }, owner.headers),
    ]);
    const answers = [paid, twice].map((a) => payDebtAnswerSchema.parse(a.body));
    expect(answers.map((a) => a.repeated).sort()).toEqual([false, true]);
    expect(answers[0]!.debt.paid_at).not.toBeNull();
    expect(await penaltiesBalance()).toBe(platformBefore + BHM);
    expect(await balancesOf(db(), owner.userId)).toEqual({ available: BHM / 2n, blocked: 0n });
    const again = payDebtAnswerSchema.parse(
      (await post('order-action/pay-debt', { debt_id: debtId }, owner.headers)).body,
    );
    expect(again.repeated).toBe(true);
    expect(customerDebtsSchema.parse((await get('order-action/debts', owner)).body).open_total).toBe('0');

    // Free again: sending goes on to the order's own checks, a new order is made.
    const sentAgain = await post('order-action/do-act', { order_id: forming, action: 'send' }, owner.headers);
    expect(codeOf(sentAgain.body)).toBe('ORDER_INCOMPLETE');
    expect((await post('order/create-order', ORDER_STEP_INPUT.property, owner.headers)).status).toBe(200);
    // The withdrawal answers its debt as paid.
    const repeated = withdrawLotAnswerSchema.parse((await withdraw(owner, lot.id)).body);
    expect(repeated.debt?.paid_at).not.toBeNull();
    await expectLedgerConsistent(db());
  });

  it('lists nothing for a customer without debts; guests 401 and buyers 403', async () => {
    const owner = await customer();
    expect(customerDebtsSchema.parse((await get('order-action/debts', owner)).body)).toEqual({
      items: [],
      open_total: '0',
    });
    expect((await call(server.url, '/api/shop/order-action/debts')).status).toBe(401);
    const buyer = await signIn(server, { role: 'buyer' });
    expect((await get('order-action/debts', buyer)).status).toBe(403);
    expect((await post('order-action/pay-debt', { debt_id: '1' }, buyer.headers)).status).toBe(403);
  });
});
