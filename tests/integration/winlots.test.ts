/**
 * The won lot's road (api/shop/winlot/*, winner-payments, the deadline's review): pay, refuse, the
 * reserve winner's offer, payment by parts, reminders, and every refusal a clear 4xx with nothing
 * moved. Lots are settled through the real settlement (tests/support/winlot.ts); at the end no
 * deposit of a finished lot stays blocked or kept, and the ledger sums to zero.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  LOT_STATUS,
  winLotActionAnswerSchema,
  winLotPageSchema,
  winnerPaymentPageSchema,
  type WinLot,
} from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { createLogger } from '../../server/src/lib/logger';
import { reviewWonLot, sweepWonLots } from '../../server/src/modules/winlot/review';
import {
  blockDeposit,
  forfeitDepositToSeller,
  payWonLot,
  topUp as credit,
} from '../../server/src/modules/ledger/ledger.service';
import { payWinLot } from '../../server/src/modules/winlot/winlot.commands';
import { call, mergeHeaders, postJson } from '../support/http';
import { balancesOf, createUser, expectLedgerConsistent, recordCounts } from '../support/ledger';
import { guestHeaders, signIn, type TestUser } from '../support/session';
import { orderProgress } from '../support/orders';
import { startTestServer } from '../support/test-server';
import { createWonLot, type WonLot } from '../support/winlot';

let server: Running;
const lots: number[] = [];
/** 1 000 000 so'm start price (1e8 tiyin), 10 % deposit; each buyer tops up 2 000 000 so'm. */
const DEPOSIT = 10_000_000n;
const FUNDS = 200_000_000n;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const db = () => server.deps.db;
const review = (lotId: number) =>
  reviewWonLot({ db: db(), queues: server.deps.queues, logger: createLogger('silent') }, lotId);

async function buyers(n: number): Promise<TestUser[]> {
  const out: TestUser[] = [];
  for (let i = 0; i < n; i += 1) out.push(await signIn(server, { role: 'buyer' }));
  return out;
}

/** Two bidders: b wins at 1 200 000 so'm, a is the reserve winner at 1 100 000. */
async function wonLot(spec: Partial<Parameters<typeof createWonLot>[1]> = {}) {
  const [a, b] = await buyers(2);
  if (!a || !b) throw new Error('no buyers');
  const lot = await createWonLot(db(), {
    users: [a.userId, b.userId],
    bids: [
      [0, 110_000_000n],
      [1, 120_000_000n],
    ],
    ...spec,
  });
  lots.push(lot.lotId);
  return { lot, reserve: a, winner: b };
}

const post = (user: TestUser, path: string, body: unknown, extra: Record<string, string> = {}) =>
  postJson(server.url, `/api/shop/winlot/${path}`, body, mergeHeaders(user.headers, extra));

async function listOf(user: TestUser): Promise<WinLot[]> {
  const answer = await call(server.url, '/api/shop/winlot/list', { headers: user.headers });
  expect(answer.status).toBe(200);
  return winLotPageSchema.parse(answer.body).items;
}

async function lotStatus(lotId: number): Promise<number> {
  const row = await db()
    .selectFrom('lots')
    .select('lot_status')
    .where('id', '=', lotId)
    .executeTakeFirstOrThrow();
  return row.lot_status;
}

async function depositStates(lotId: number): Promise<Record<string, string>> {
  const rows = await db()
    .selectFrom('applications')
    .select(['user_id', 'deposit_state'])
    .where('lot_id', '=', lotId)
    .execute();
  return Object.fromEntries(rows.map((r) => [String(r.user_id), r.deposit_state]));
}

async function orderStatus(lot: WonLot): Promise<number> {
  const row = await db()
    .selectFrom('orders')
    .select('status')
    .where('id', '=', lot.orderId)
    .executeTakeFirstOrThrow();
  return row.status;
}

async function platformBalance(kind: string): Promise<bigint> {
  const row = await db()
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('user_id', 'is', null)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return BigInt(row.balance);
}

async function messageKeys(userId: string): Promise<string[]> {
  const rows = await db()
    .selectFrom('notifications')
    .select('message_key')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.message_key ?? '');
}

let topUps = 0;
/** A top-up of the test user's balance (tiyin). */
async function topUp(user: TestUser, amount: bigint) {
  topUps += 1;
  await credit(db(), { userId: user.userId, amount, businessKey: `winlots-test-${user.userId}-${topUps}` });
}

const expired = (lotId: number, userId: string) =>
  db()
    .updateTable('winlots')
    .set({ deadline: new Date(Date.now() - 1_000) })
    .where('lot_id', '=', lotId)
    .where('user_id', '=', userId)
    .execute();

describe('the close', () => {
  it('lists the won lot for the winner and the standby offer for the reserve winner', async () => {
    const { lot, winner, reserve } = await wonLot();
    const [mine] = await listOf(winner);
    expect(mine).toMatchObject({
      lot_id: lot.lotId,
      role: 'winner',
      state: 'awaiting_payment',
      price: '120000000',
      deposit: DEPOSIT.toString(),
      paid: '0',
      amount_left: '110000000',
      charge_now: '110000000',
      next_part: 1,
      parts: 1,
      can_pay: true,
      can_refuse: true,
      state_order: false,
    });
    expect(Date.parse(mine?.deadline ?? '')).toBeGreaterThan(Date.now());
    const [theirs] = await listOf(reserve);
    expect(theirs).toMatchObject({ role: 'reserve', state: 'standby', price: '110000000', can_pay: false });
    expect(await depositStates(lot.lotId)).toEqual({ [winner.userId]: 'kept', [reserve.userId]: 'kept' });
    expect(await orderStatus(lot)).toBe(5);
    // Reminder and deadline jobs wait in the queue.
    const winlot = await db()
      .selectFrom('winlots')
      .select(['deadline', 'remind_at'])
      .where('lot_id', '=', lot.lotId)
      .where('user_id', '=', winner.userId)
      .executeTakeFirstOrThrow();
    expect(winlot.remind_at?.getTime()).toBeLessThan(winlot.deadline?.getTime() ?? 0);
  });
});

describe('pay', () => {
  it('counts the deposit, charges the rest, pays the seller the whole price, issues the protocol, once', async () => {
    const customer = await createUser(db(), { role: 'customer' });
    const { lot, winner, reserve } = await wonLot({ customerUserId: customer, ownerType: 'individual' });
    const answer = await post(winner, 'pay-win-lot', { lot_id: lot.lotId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const paid = winLotActionAnswerSchema.parse(answer.body);
    expect(paid.win_lot).toMatchObject({
      state: 'paid',
      paid: '120000000',
      amount_left: '0',
      can_pay: false,
    });
    expect(paid.protocol_number).toBe(`BN-${lot.lotNumber}`);
    expect(paid.repeated).toBe(false);

    expect(await balancesOf(db(), winner.userId)).toEqual({ available: FUNDS - 120_000_000n, blocked: 0n });
    expect(await balancesOf(db(), customer)).toEqual({ available: 120_000_000n, blocked: 0n });
    // The reserve winner's deposit is released at once.
    expect(await balancesOf(db(), reserve.userId)).toEqual({ available: FUNDS, blocked: 0n });
    expect(await depositStates(lot.lotId)).toEqual({
      [winner.userId]: 'counted',
      [reserve.userId]: 'released',
    });
    // Both won-lot rows set at once: the payer's paid, the standby one released, neither with a deadline.
    const rows = await db()
      .selectFrom('winlots')
      .select(['role', 'state', 'deadline', 'remind_at'])
      .where('lot_id', '=', lot.lotId)
      .orderBy('role', 'desc')
      .execute();
    expect(rows).toEqual([
      { role: 'winner', state: 'paid', deadline: null, remind_at: null },
      { role: 'reserve', state: 'released', deadline: null, remind_at: null },
    ]);
    expect(await lotStatus(lot.lotId)).toBe(LOT_STATUS.PROTOCOL_ISSUED);
    const flows = await db()
      .selectFrom('lot_flows')
      .select('status')
      .where('lot_id', '=', lot.lotId)
      .orderBy('id')
      .execute();
    expect(flows.map((f) => f.status).slice(-3)).toEqual([
      LOT_STATUS.AWAITING_PAYMENT,
      LOT_STATUS.SOLD,
      LOT_STATUS.PROTOCOL_ISSUED,
    ]);
    expect(await orderStatus(lot)).toBe(6);
    const payment = await db()
      .selectFrom('ledger_transactions')
      .select(['kind', 'amount', 'settles_id', 'business_key'])
      .where('user_id', '=', winner.userId)
      .where('kind', '=', 'payment')
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      amount: '120000000',
      business_key: `winlot:${lot.lotId}:${winner.userId}:pay`,
    });
    expect(payment.settles_id).not.toBeNull();
    expect(await messageKeys(winner.userId)).toEqual(
      expect.arrayContaining(['winlots:messages.paid', 'winlots:messages.protocolIssued']),
    );
    expect(await messageKeys(customer)).toContain('winlots:messages.sold');

    // Paying twice answers the first payment; nothing moves.
    const before = await recordCounts(db(), winner.userId);
    const again = await post(winner, 'pay-win-lot', { lot_id: lot.lotId });
    expect(again.status).toBe(200);
    expect(winLotActionAnswerSchema.parse(again.body).repeated).toBe(true);
    expect(await recordCounts(db(), winner.userId)).toEqual(before);

    // Refusing after paying: 409 ALREADY_PAID in the reader's language.
    const refuse = await post(winner, 'refuse-win-lot', { lot_id: lot.lotId }, { cookie: 'lang=ru' });
    expect(refuse.status).toBe(409);
    expect(refuse.body).toMatchObject({
      ERROR: { code: 'ALREADY_PAID', message: expect.stringContaining('оплачен') },
    });

    // The payment is in the winner's payments.
    const list = await call(server.url, '/api/shop/winner-payments', { headers: winner.headers });
    const payments = winnerPaymentPageSchema.parse(list.body).items.filter((p) => p.lot_id === lot.lotId);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ state: 'paid', paid: '120000000', price: '120000000' });
    expect(payments[0]?.parts).toMatchObject([
      {
        part: 1,
        amount: '120000000',
        deposit_counted: DEPOSIT.toString(),
        charge: '110000000',
        state: 'paid',
        payable: false,
      },
    ]);
    await expectLedgerConsistent(db());
  });

  it('two payments at once move the money once', async () => {
    const { lot, winner } = await wonLot();
    const answers = await Promise.all([
      payWinLot(db(), { userId: winner.userId, lotId: lot.lotId }),
      payWinLot(db(), { userId: winner.userId, lotId: lot.lotId }),
    ]);
    expect(answers.map((a) => a.repeated).sort()).toEqual([false, true]);
    // The whole price left the winner's money: the deposit counted, the rest charged, once.
    expect(await balancesOf(db(), winner.userId)).toEqual({ available: FUNDS - 120_000_000n, blocked: 0n });
  });

  it('the last lots of an order paid at the same moment finish the order, once', async () => {
    // Each payment reads the order's other lots; read before the other payment commits, each saw
    // the other open and the order stayed "waiting for payment" with every lot sold.
    const first = await wonLot({ ownerType: 'state' });
    const more = [];
    for (let i = 0; i < 3; i += 1)
      more.push(await wonLot({ ownerType: 'state', orderId: first.lot.orderId }));
    expect((await orderProgress(db(), first.lot.orderId)).status).toBe(5);
    await Promise.all(
      [first, ...more].map(({ lot, winner }) => payWinLot(db(), { userId: winner.userId, lotId: lot.lotId })),
    );
    // Finished, with one history row for the move.
    const after = await orderProgress(db(), first.lot.orderId);
    expect(after.status).toBe(6);
    expect(after.flows.filter((status) => status === 6)).toEqual([6]);
    await expectLedgerConsistent(db());
  });

  it('pays a lot of the state, with a reserve winner, in at most 21 statements (it used to take 42)', async () => {
    // A closing spike has every winner paying at once, and round trips to PostgreSQL are most of a
    // payment's cost (docs/decisions.md "Paying a won lot in fewer round trips"): this keeps them counted.
    const { lot, winner, reserve } = await wonLot({ ownerType: 'state' });
    let statements = 0;
    const counted = db().withPlugin({
      transformQuery: (args) => {
        statements += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const answer = await payWinLot(counted, { userId: winner.userId, lotId: lot.lotId });
    expect(answer.protocol_number).toBe(`BN-${lot.lotNumber}`);
    expect(answer.win_lot).toMatchObject({ state: 'paid', amount_left: '0' });
    expect(await balancesOf(db(), reserve.userId)).toEqual({ available: FUNDS, blocked: 0n });
    expect(statements).toBeLessThanOrEqual(21);
    await expectLedgerConsistent(db());
  });

  it("locks the accounts only for the money: a seller's payments queue for a few statements, not the whole payment", async () => {
    // A seller with many lots (a state agency's morning) has every payment credit one account row,
    // which each waits on from the lock to the commit: the lock comes last, before the movements.
    const { lot, winner, reserve } = await wonLot({ ownerType: 'legal' });
    const kinds: string[] = [];
    const counted = db().withPlugin({
      transformQuery: (args) => {
        kinds.push(JSON.stringify(args.node).includes('"ledger_accounts"') ? 'accounts' : 'other');
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const answer = await payWinLot(counted, { userId: winner.userId, lotId: lot.lotId });
    expect(answer.protocol_number).toBe(`BN-${lot.lotNumber}`);
    expect(await balancesOf(db(), reserve.userId)).toEqual({ available: FUNDS, blocked: 0n });
    const locked = kinds.indexOf('accounts');
    expect(locked).toBeGreaterThan(0);
    // The lock, the reserve winner's deposit released (its movement read and written, its
    // notice), the payment read and written, the part marked paid, then the order under its own
    // lock (locked with its lots' statuses, here its move: modules/trade/order-progress.ts); then
    // the commit, and the answer's read after it (it used to lock them fourth of 22 statements).
    expect(kinds.length - locked).toBeLessThanOrEqual(10);
    await expectLedgerConsistent(db());
  });

  it("refuses with a clear 4xx and moves nothing: short of money, another's lot, the reserve, late, guests", async () => {
    const { lot, winner, reserve } = await wonLot({ funds: 50_000_000n });
    const [stranger] = await buyers(1);
    if (!stranger) throw new Error('no buyer');
    const before = await recordCounts(db(), winner.userId);
    const balances = await balancesOf(db(), winner.userId);

    const short = await post(winner, 'pay-win-lot', { lot_id: lot.lotId });
    expect(short.status).toBe(409);
    // 1 100 000 so'm to charge, 400 000 available.
    expect(short.body).toMatchObject({
      ERROR: { code: 'INSUFFICIENT_FUNDS', data: { shortfall: '70000000' } },
    });

    const other = await post(stranger, 'pay-win-lot', { lot_id: lot.lotId });
    expect(other.status).toBe(404);
    expect((await post(stranger, 'refuse-win-lot', { lot_id: lot.lotId })).status).toBe(404);
    const standby = await post(reserve, 'pay-win-lot', { lot_id: lot.lotId });
    expect(standby.status).toBe(409);
    expect(standby.body).toMatchObject({ ERROR: { code: 'WRONG_STATE' } });
    expect((await post(winner, 'accept-offer', { lot_id: lot.lotId })).status).toBe(409);
    expect((await post(winner, 'pay-win-lot', { lot_id: lot.lotId, part: 2 })).status).toBe(404);
    expect((await post(winner, 'pay-win-lot', { lot_id: 'x' })).status).toBe(400);

    const guest = await guestHeaders(server);
    expect(
      (await postJson(server.url, '/api/shop/winlot/pay-win-lot', { lot_id: lot.lotId }, guest)).status,
    ).toBe(401);
    expect((await call(server.url, '/api/shop/winlot/list')).status).toBe(401);
    expect((await call(server.url, '/api/shop/winner-payments')).status).toBe(401);
    const customer = await signIn(server, { role: 'customer' });
    expect((await call(server.url, '/api/shop/winlot/list', { headers: customer.headers })).status).toBe(403);

    // After the deadline (the job not run yet): 409 PAYMENT_DEADLINE_PASSED, nothing moved.
    await db()
      .updateTable('winner_payment_parts')
      .set({ due_at: new Date(Date.now() - 1_000) })
      .where(
        'winlot_id',
        'in',
        db()
          .selectFrom('winlots')
          .select('id')
          .where('lot_id', '=', lot.lotId)
          .where('user_id', '=', winner.userId),
      )
      .execute();
    await topUp(winner, 100_000_000n);
    const late = await post(winner, 'pay-win-lot', { lot_id: lot.lotId }, { cookie: 'lang=ru' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      ERROR: { code: 'PAYMENT_DEADLINE_PASSED', message: expect.stringContaining('Срок оплаты') },
    });
    expect((await balancesOf(db(), winner.userId)).available).toBe(balances.available + 100_000_000n);
    expect((await recordCounts(db(), winner.userId)).transactions).toBe(before.transactions + 1);
  });
});

describe('refuse and the reserve winner', () => {
  it('refused: the deposit goes to the customer, the reserve winner is offered the lot, accepts and pays', async () => {
    const customer = await createUser(db(), { role: 'customer' });
    const { lot, winner, reserve } = await wonLot({ customerUserId: customer, ownerType: 'individual' });
    const refused = await post(winner, 'refuse-win-lot', { lot_id: lot.lotId });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(winLotActionAnswerSchema.parse(refused.body).win_lot).toMatchObject({
      state: 'refused',
      can_pay: false,
    });
    expect(await balancesOf(db(), winner.userId)).toEqual({ available: FUNDS - DEPOSIT, blocked: 0n });
    expect(await balancesOf(db(), customer)).toEqual({ available: DEPOSIT, blocked: 0n });
    expect(await depositStates(lot.lotId)).toMatchObject({
      [winner.userId]: 'forfeited',
      [reserve.userId]: 'kept',
    });
    // A personal order bars nobody.
    expect(await messageKeys(winner.userId)).not.toContain('winlots:messages.barred');
    expect((await post(winner, 'refuse-win-lot', { lot_id: lot.lotId })).status).toBe(409);
    expect((await post(winner, 'pay-win-lot', { lot_id: lot.lotId })).status).toBe(409);

    const [offer] = await listOf(reserve);
    expect(offer).toMatchObject({ state: 'offered', can_answer_offer: true, price: '110000000' });
    expect(await messageKeys(reserve.userId)).toContain('winlots:messages.offer');
    // The offer's deadline waits as a delayed job (the sweep would act without it).
    const offerJob = await server.deps.queues.auction.getJob(
      `offer-deadline-${lot.lotId}-${Date.parse(offer?.deadline ?? '')}`,
    );
    expect(offerJob?.data).toMatchObject({ lotId: lot.lotId });
    expect(await lotStatus(lot.lotId)).toBe(LOT_STATUS.AWAITING_PAYMENT);

    const accepted = await post(reserve, 'accept-offer', { lot_id: lot.lotId });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(winLotActionAnswerSchema.parse(accepted.body).win_lot).toMatchObject({
      state: 'awaiting_payment',
      charge_now: '100000000',
      can_pay: true,
      can_refuse: true,
    });
    const paid = await post(reserve, 'pay-win-lot', { lot_id: lot.lotId });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await balancesOf(db(), reserve.userId)).toEqual({ available: FUNDS - 110_000_000n, blocked: 0n });
    expect(await balancesOf(db(), customer)).toEqual({ available: DEPOSIT + 110_000_000n, blocked: 0n });
    expect(await lotStatus(lot.lotId)).toBe(LOT_STATUS.PROTOCOL_ISSUED);
    const protocol = await db()
      .selectFrom('protocols')
      .select(['number', 'pinfl'])
      .where('lot_id', '=', lot.lotId)
      .executeTakeFirstOrThrow();
    const reservePinfl = await db()
      .selectFrom('users')
      .select('pinfl')
      .where('id', '=', reserve.userId)
      .executeTakeFirstOrThrow();
    expect(protocol.pinfl).toBe(reservePinfl.pinfl);
    const final = await db()
      .selectFrom('lots')
      .select(['final_price'])
      .where('id', '=', lot.lotId)
      .executeTakeFirstOrThrow();
    expect(final.final_price).toBe('110000000');
    expect(await orderStatus(lot)).toBe(6);
    await expectLedgerConsistent(db());
  });

  it('a state order without a reserve winner: price not confirmed, the deposit to the state, a 2-month bar', async () => {
    const [solo, quiet] = await buyers(2);
    if (!solo || !quiet) throw new Error('no buyers');
    const forfeitedBefore = await platformBalance('deposits_forfeited');
    const lot = await createWonLot(db(), {
      users: [solo.userId, quiet.userId],
      bids: [[0, 105_000_000n]],
      orderType: 2,
      ownerType: 'state',
    });
    lots.push(lot.lotId);
    expect(await depositStates(lot.lotId)).toEqual({ [solo.userId]: 'kept', [quiet.userId]: 'released' });
    const [mine] = await listOf(solo);
    expect(mine?.state_order).toBe(true);
    expect((await post(solo, 'refuse-win-lot', { lot_id: lot.lotId })).status).toBe(200);
    expect(await lotStatus(lot.lotId)).toBe(LOT_STATUS.PRICE_NOT_CONFIRMED);
    expect(await platformBalance('deposits_forfeited')).toBe(forfeitedBefore + DEPOSIT);
    const person = await db()
      .selectFrom('users')
      .select(['pinfl', 'full_name'])
      .where('id', '=', solo.userId)
      .executeTakeFirstOrThrow();
    const bar = await db()
      .selectFrom('blacklist_entries')
      .select(['name', 'lot_number', 'pinfl', 'start_date', 'end_date'])
      .where('lot_number', '=', lot.lotNumber)
      .executeTakeFirstOrThrow();
    expect(bar).toMatchObject({ name: person.full_name, pinfl: person.pinfl });
    const months = (Date.parse(bar.end_date) - Date.parse(bar.start_date)) / 86_400_000;
    expect(months).toBeGreaterThanOrEqual(58);
    expect(months).toBeLessThanOrEqual(61);
    expect(await messageKeys(solo.userId)).toContain('winlots:messages.barred');
    expect(await orderStatus(lot)).toBe(6);
  });

  it('the reserve winner declines: the deposit released, the lot not sold', async () => {
    const { lot, winner, reserve } = await wonLot();
    expect((await post(winner, 'refuse-win-lot', { lot_id: lot.lotId })).status).toBe(200);
    expect((await post(reserve, 'decline-offer', { lot_id: lot.lotId })).status).toBe(200);
    expect(await balancesOf(db(), reserve.userId)).toEqual({ available: FUNDS, blocked: 0n });
    expect(await lotStatus(lot.lotId)).toBe(LOT_STATUS.NOT_SOLD);
    expect((await post(reserve, 'accept-offer', { lot_id: lot.lotId })).status).toBe(409);
  });

  it('no answer in time: the offer expires once (the job or the sweep), the deposit released', async () => {
    const { lot, winner, reserve } = await wonLot();
    await expired(lot.lotId, winner.userId);
    expect(
      await sweepWonLots({ db: db(), queues: server.deps.queues, logger: createLogger('silent') }),
    ).toBeGreaterThanOrEqual(1);
    expect(await balancesOf(db(), winner.userId)).toEqual({ available: FUNDS - DEPOSIT, blocked: 0n });
    expect((await listOf(reserve))[0]?.state).toBe('offered');
    await expired(lot.lotId, reserve.userId);
    const late = await post(reserve, 'accept-offer', { lot_id: lot.lotId });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ ERROR: { code: 'OFFER_DEADLINE_PASSED' } });
    const [first, second] = await Promise.all([review(lot.lotId), review(lot.lotId)]);
    expect((first?.expired ?? 0) + (second?.expired ?? 0)).toBe(1);
    expect(await balancesOf(db(), reserve.userId)).toEqual({ available: FUNDS, blocked: 0n });
    expect(await lotStatus(lot.lotId)).toBe(LOT_STATUS.NOT_SOLD);
    expect(await messageKeys(reserve.userId)).toContain('winlots:messages.offerExpired');
  });

  it('reminds a working day before, once', async () => {
    const { lot, winner } = await wonLot();
    await db()
      .updateTable('winlots')
      .set({ remind_at: new Date(Date.now() - 1_000) })
      .where('lot_id', '=', lot.lotId)
      .where('user_id', '=', winner.userId)
      .execute();
    expect((await review(lot.lotId)).reminded).toBe(1);
    expect((await review(lot.lotId)).reminded).toBe(0);
    expect((await messageKeys(winner.userId)).filter((k) => k === 'winlots:messages.reminder')).toHaveLength(
      1,
    );
    // The next one is the next reminder moment still ahead (10:00 Tashkent of the working day
    // before the deadline, or of its own day), before the deadline.
    const row = await db()
      .selectFrom('winlots')
      .select(['remind_at', 'deadline'])
      .where('lot_id', '=', lot.lotId)
      .where('user_id', '=', winner.userId)
      .executeTakeFirstOrThrow();
    expect(row.remind_at!.getTime()).toBeGreaterThan(Date.now());
    expect(row.remind_at!.getTime()).toBeLessThan(row.deadline!.getTime());
    expect(row.remind_at!.toISOString()).toMatch(/T05:00:00\.000Z$/);
  });

  it("reminds again on the deadline's own day: today is the last day", async () => {
    const { lot, winner } = await wonLot();
    await db()
      .updateTable('winlots')
      .set({ remind_at: new Date(Date.now() - 1_000), deadline: new Date(Date.now() + 60_000) })
      .where('lot_id', '=', lot.lotId)
      .where('user_id', '=', winner.userId)
      .execute();
    expect((await review(lot.lotId)).reminded).toBe(1);
    expect(await messageKeys(winner.userId)).toContain('winlots:messages.lastDay');
    // Nothing more to remind of.
    const row = await db()
      .selectFrom('winlots')
      .select('remind_at')
      .where('lot_id', '=', lot.lotId)
      .where('user_id', '=', winner.userId)
      .executeTakeFirstOrThrow();
    expect(row.remind_at).toBeNull();
  });
});

describe('payment by parts', () => {
  it('part 1 (the deposit counted) sells the lot with its protocol, parts follow monthly, a missed part ends the plan', async () => {
    const { lot, winner, reserve } = await wonLot({ paymentType: 2, partPaymentMonths: 3 });
    const [mine] = await listOf(winner);
    // 1 100 000 so'm left after the deposit: 366 666, 366 666, 366 668 so'm.
    expect(mine).toMatchObject({ parts: 3, next_part: 1, charge_now: '36666600', amount_left: '110000000' });
    const first = await post(winner, 'pay-win-lot', { lot_id: lot.lotId, part: 1 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(winLotActionAnswerSchema.parse(first.body)).toMatchObject({
      win_lot: { state: 'paying', next_part: 2, paid: '46666600', amount_left: '73333400' },
      protocol_number: `BN-${lot.lotNumber}`,
    });
    expect(await lotStatus(lot.lotId)).toBe(LOT_STATUS.PROTOCOL_ISSUED);
    expect(await balancesOf(db(), reserve.userId)).toEqual({ available: FUNDS, blocked: 0n });
    expect(await orderStatus(lot)).toBe(5);
    // Part 3 before part 2: refused.
    expect((await post(winner, 'pay-win-lot', { lot_id: lot.lotId, part: 3 })).status).toBe(409);
    expect((await post(winner, 'pay-win-lot', { lot_id: lot.lotId, part: 2 })).status).toBe(200);

    const list = await call(server.url, '/api/shop/winner-payments', { headers: winner.headers });
    const schedule = winnerPaymentPageSchema.parse(list.body).items.find((p) => p.lot_id === lot.lotId);
    expect(schedule?.parts.map((p) => [p.part, p.state, p.payable])).toEqual([
      [1, 'paid', false],
      [2, 'paid', false],
      [3, 'due', true],
    ]);
    const dues = schedule?.parts.map((p) => Date.parse(p.due_at)) ?? [];
    expect(dues[1] ?? 0).toBeGreaterThan((dues[0] ?? 0) + 27 * 86_400_000);

    // Part 3 missed: the plan ends, the protocol is cancelled, price not confirmed.
    await expired(lot.lotId, winner.userId);
    expect((await review(lot.lotId)).missed).toBe(1);
    expect(await lotStatus(lot.lotId)).toBe(LOT_STATUS.PRICE_NOT_CONFIRMED);
    const protocol = await db()
      .selectFrom('protocols')
      .select('status')
      .where('lot_id', '=', lot.lotId)
      .executeTakeFirstOrThrow();
    expect(protocol.status).toBe('cancelled');
    expect((await listOf(winner))[0]).toMatchObject({ state: 'missed', paid: '83333200' });
    expect(await messageKeys(winner.userId)).toContain('winlots:messages.partMissed');
    expect(await depositStates(lot.lotId)).toEqual({
      [winner.userId]: 'counted',
      [reserve.userId]: 'released',
    });
  });
});

describe('a sale annulled by the operator', () => {
  it('while paid by parts: the lot cancelled (13), the parts left cancelled, no bar, the order finished', async () => {
    const { lot, winner } = await wonLot({ paymentType: 2, partPaymentMonths: 3 });
    expect((await post(winner, 'pay-win-lot', { lot_id: lot.lotId, part: 1 })).status).toBe(200);
    expect(await orderStatus(lot)).toBe(5);
    const operator = await signIn(server, { role: 'operator' });
    const cancel = await postJson(
      server.url,
      '/api/shop/operator/protocols/cancel',
      { number: `BN-${lot.lotNumber}`, reason: 'Sud qarori' },
      operator.headers,
    );
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);

    expect(await lotStatus(lot.lotId)).toBe(LOT_STATUS.CANCELLED);
    expect(await orderStatus(lot)).toBe(6);
    expect((await listOf(winner))[0]).toMatchObject({ state: 'annulled', deadline: null, paid: '46666600' });
    const list = await call(server.url, '/api/shop/winner-payments', { headers: winner.headers });
    const schedule = winnerPaymentPageSchema.parse(list.body).items.find((p) => p.lot_id === lot.lotId);
    expect(schedule?.parts.map((p) => [p.part, p.state, p.payable])).toEqual([
      [1, 'paid', false],
      [2, 'cancelled', false],
      [3, 'cancelled', false],
    ]);
    // Nothing is owed any more: no payment is taken, no deadline acts, nobody is barred.
    expect((await post(winner, 'pay-win-lot', { lot_id: lot.lotId, part: 2 })).status).toBe(409);
    await expired(lot.lotId, winner.userId);
    expect(await review(lot.lotId)).toEqual({ missed: 0, expired: 0, reminded: 0 });
    expect(await lotStatus(lot.lotId)).toBe(LOT_STATUS.CANCELLED);
    const bars = await db()
      .selectFrom('blacklist_entries')
      .select('id')
      .where('lot_number', '=', lot.lotNumber)
      .execute();
    expect(bars).toEqual([]);
  });
});

describe('a payment by parts asked again', () => {
  it('pays each part once however often the page sends it, and nothing without its part', async () => {
    const { lot, winner } = await wonLot({ paymentType: 2, partPaymentMonths: 3 });
    // As the won lots page sends it: the part it shows (`next_part`).
    const pay = (part: number) => post(winner, 'pay-win-lot', { lot_id: lot.lotId, part });
    const partStates = async () => {
      const list = await call(server.url, '/api/shop/winner-payments', { headers: winner.headers });
      const schedule = winnerPaymentPageSchema.parse(list.body).items.find((p) => p.lot_id === lot.lotId);
      return schedule?.parts.map((p) => p.state);
    };
    const moved = async () => ({
      records: await recordCounts(db(), winner.userId),
      balances: await balancesOf(db(), winner.userId),
    });

    const first = await pay(1);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(winLotActionAnswerSchema.parse(first.body).repeated).toBe(false);
    const afterFirst = await moved();

    // Its answer lost, the same request again: the payment made is answered, nothing moves.
    const retry = await pay(1);
    expect(retry.status).toBe(200);
    expect(winLotActionAnswerSchema.parse(retry.body)).toMatchObject({
      repeated: true,
      win_lot: { state: 'paying', next_part: 2 },
    });
    expect(await moved()).toEqual(afterFirst);
    expect(await partStates()).toEqual(['paid', 'due', 'due']);

    // Without its part (a retry of such a request paid part 2): 400 in the reader's language, and
    // the command refuses a script alike. Nothing moves.
    const unnamed = await post(winner, 'pay-win-lot', { lot_id: lot.lotId }, { cookie: 'lang=ru' });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body).toMatchObject({
      ERROR: {
        code: 'PART_REQUIRED',
        message: expect.stringContaining('оплачиваемая часть'),
        data: { parts: 3, next_part: 2 },
      },
    });
    await expect(payWinLot(db(), { userId: winner.userId, lotId: lot.lotId })).rejects.toMatchObject({
      code: 'PART_REQUIRED',
    });
    expect(await moved()).toEqual(afterFirst);
    expect(await partStates()).toEqual(['paid', 'due', 'due']);

    // Part 2 twice at once (a double click, a retry racing the first): it is paid once.
    const both = await Promise.all([pay(2), pay(2)]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(both.map((answer) => winLotActionAnswerSchema.parse(answer.body).repeated).sort()).toEqual([
      false,
      true,
    ]);
    // 1 100 000 so'm after the deposit in three parts: part 2 is 366 666 so'm.
    expect(await balancesOf(db(), winner.userId)).toEqual({
      available: afterFirst.balances.available - 36_666_600n,
      blocked: afterFirst.balances.blocked,
    });
    expect(await partStates()).toEqual(['paid', 'paid', 'due']);
    const payments = await db()
      .selectFrom('ledger_transactions')
      .select('business_key')
      .where('user_id', '=', winner.userId)
      .where('kind', '=', 'payment')
      .orderBy('id')
      .execute();
    expect(payments.map((payment) => payment.business_key)).toEqual([
      `winlot:${lot.lotId}:${winner.userId}:part:1`,
      `winlot:${lot.lotId}:${winner.userId}:part:2`,
    ]);
    await expectLedgerConsistent(db());
  });
});

describe('every deposit ends released, counted or forfeited', () => {
  it('no application of a finished lot of this file stays blocked or kept; the ledger sums to zero', async () => {
    const open = await sql<{ lot_id: number; deposit_state: string }>`
      SELECT a.lot_id, a.deposit_state FROM applications a JOIN lots l ON l.id = a.lot_id
      WHERE a.lot_id IN (${sql.join(lots)})
        AND l.lot_status IN (${LOT_STATUS.PROTOCOL_ISSUED}, ${LOT_STATUS.NOT_SOLD}, ${LOT_STATUS.PRICE_NOT_CONFIRMED})
        AND a.deposit_state IN ('blocked', 'kept')`.execute(db());
    expect(open.rows).toEqual([]);
    const finished = await db()
      .selectFrom('lots')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('id', 'in', lots)
      .where('lot_status', 'in', [
        LOT_STATUS.PROTOCOL_ISSUED,
        LOT_STATUS.NOT_SOLD,
        LOT_STATUS.PRICE_NOT_CONFIRMED,
      ])
      .executeTakeFirstOrThrow();
    expect(Number(finished.n)).toBeGreaterThanOrEqual(6);
    await expectLedgerConsistent(db());
  });
});

describe('the ledger movements of a won lot', () => {
  it('pay and forfeit are idempotent on their keys, refuse a settled block, and balance', async () => {
    const buyer = await createUser(db());
    await credit(db(), { userId: buyer, amount: 50_000_000n, businessKey: `winlots-ledger-${buyer}` });
    await blockDeposit(db(), { userId: buyer, amount: 5_000_000n, businessKey: `winlots-block-${buyer}` });
    const pay = (amount: bigint) =>
      payWonLot(db(), {
        userId: buyer,
        businessKey: `winlots-pay-${buyer}`,
        seller: { kind: 'user', userId: buyer },
        amount,
        depositCounted: 5_000_000n,
        depositBlockKey: `winlots-block-${buyer}`,
      });
    // The buyer is their own seller here: entries on one account still balance.
    expect((await pay(20_000_000n)).repeated).toBe(false);
    expect(await balancesOf(db(), buyer)).toEqual({ available: 50_000_000n, blocked: 0n });
    expect((await pay(20_000_000n)).repeated).toBe(true);
    await expect(pay(21_000_000n)).rejects.toMatchObject({ code: 'WRONG_STATE' });
    // The block is settled by the payment: it cannot be forfeited too.
    await expect(
      forfeitDepositToSeller(db(), {
        userId: buyer,
        blockKey: `winlots-block-${buyer}`,
        seller: { kind: 'platform' },
      }),
    ).rejects.toMatchObject({ code: 'WRONG_STATE' });
    await expectLedgerConsistent(db());
  });
});
