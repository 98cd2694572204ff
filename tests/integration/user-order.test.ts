/**
 * The one-click purchase at a fixed price (api/shop/user-order/*, cabinet's doors): the code's
 * rules (both channels, resend pause, expiry, 5 wrong tries, 5 codes an hour, bound to user, lot
 * and copies), the purchase in one transaction (money, copies, outcome, messages), the last copy
 * to the first confirmed buyer under concurrency, the cancel, the 60 x BHM rule, and bad input a
 * clear 4xx that changes nothing. The ledger sums to zero at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  codeSentSchema,
  LOT_STATUS,
  TRADE_TYPE,
  userOrderAnswerSchema,
  userOrderPageSchema,
  type UserOrderAnswer,
} from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { topUp as credit } from '../../server/src/modules/ledger/ledger.service';
import { createTestLot, createTestOrder } from '../support/catalogue';
import { call, mergeHeaders, postJson } from '../support/http';
import { readCode, uniquePhone } from '../support/identity';
import { balancesOf, expectLedgerConsistent, recordCounts } from '../support/ledger';
import { guestHeaders, signIn } from '../support/session';
import { startTestServer } from '../support/test-server';

let server: Running;
const db = () => server.deps.db;
/** 150 000 so'm a copy. */
const PRICE = 15_000_000n;
let topUps = 0;
/** Fixed-price lots on sale whose end the sweep of another file's test will not reach. */
const farEnd = { endsAt: new Date(Date.now() + 5 * 86_400_000) };

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

async function buyer(
  options: { phone?: string | null; email?: string | null; funds?: bigint; consented?: boolean } = {},
) {
  const phone = options.phone === undefined ? uniquePhone() : options.phone;
  const user = await signIn(server, {
    role: 'buyer',
    consented: options.consented ?? true,
    ...(phone ? { phone } : {}),
    ...(options.email !== undefined && options.email !== null ? { email: options.email } : {}),
  });
  if (options.email === null)
    await db().updateTable('users').set({ email: null }).where('id', '=', user.userId).execute();
  if (options.funds) await fund(user.userId, options.funds);
  const row = await db()
    .selectFrom('users')
    .select(['phone', 'email'])
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  return { ...user, phone: row.phone, email: row.email };
}
type Buyer = Awaited<ReturnType<typeof buyer>>;

async function fund(userId: string, amount: bigint) {
  topUps += 1;
  await credit(db(), { userId, amount, businessKey: `user-order-test-${userId}-${topUps}` });
}

/** A fixed-price lot on sale; the seller is a person with a shop account unless told otherwise. */
async function fixedLot(
  spec: { quantity?: number; sellerId?: string | null; status?: number; price?: bigint } = {},
) {
  const orderId = await createTestOrder(db(), { customerUserId: spec.sellerId ?? null });
  return createTestLot(db(), {
    orderId,
    tradeType: TRADE_TYPE.FIXED_PRICE,
    startPrice: spec.price ?? PRICE,
    quantity: spec.quantity ?? 5,
    lotStatus: spec.status ?? LOT_STATUS.LIVE,
    // Far from the fixed-price sweep's reach: other files sweep the shared database.
    startsAt: new Date(Date.now() + (spec.status === LOT_STATUS.ANNOUNCED ? 2 : -1) * 86_400_000),
    endsAt: new Date(Date.now() + 5 * 86_400_000),
  });
}

const post = (
  user: { headers: Record<string, string> },
  path: string,
  body: unknown,
  extra: Record<string, string> = {},
) => postJson(server.url, `/api/shop/${path}`, body, mergeHeaders(user.headers, extra));

type ErrorAnswer = { ERROR: { code: string; message: string; data?: Record<string, unknown> } };
const errorOf = (body: unknown) => (body as ErrorAnswer).ERROR;

/** Sends a buy code and reads it from the outbox (the SMS when there is a phone). */
async function buyCode(user: Buyer, lotId: number, count = 1): Promise<string> {
  const sent = await post(user, 'user-order/send-code', { lot_id: lotId, count });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return readCode(server, user.phone ?? user.email ?? '');
}

/** Lets the resend pause pass (codes are aged in the database rather than waited for). */
async function ageCodes(userId: string, seconds = 61) {
  await sql`UPDATE id_codes SET created_at = created_at - make_interval(secs => ${seconds})
    WHERE flow LIKE ${`user-order:%:${userId}`}`.execute(db());
}

async function lotRow(lotId: number) {
  return db()
    .selectFrom('lots')
    .select(['lot_status', 'quantity', 'quantity_sold', 'final_price'])
    .where('id', '=', lotId)
    .executeTakeFirstOrThrow();
}

describe('the public-offer consent', () => {
  it('a user who has not signed the offer gets no code and cannot buy; nothing is sent or charged', async () => {
    const lot = await fixedLot();
    const user = await buyer({ funds: 100_000_000n, consented: false });
    const sent = await post(
      user,
      'user-order/send-code',
      { lot_id: lot.id, count: 1 },
      { 'accept-language': 'ru' },
    );
    expect(sent.status).toBe(403);
    expect(errorOf(sent.body).code).toBe('CONSENT_REQUIRED');
    expect(errorOf(sent.body).message).toMatch(/[а-я]/);
    const codes = await db()
      .selectFrom('id_codes')
      .select('id')
      .where('flow', 'like', `user-order:%:${user.userId}`)
      .execute();
    expect(codes).toHaveLength(0);
    const bought = await post(user, 'user-order/create-user-order', {
      lot_id: lot.id,
      count: 1,
      code: '123456',
    });
    expect(bought.status).toBe(403);
    expect(errorOf(bought.body).code).toBe('CONSENT_REQUIRED');
    expect((await lotRow(lot.id)).quantity_sold).toBe(0);
  });

  it('a code asked for before withdrawing the consent buys nothing after it', async () => {
    const lot = await fixedLot();
    const user = await buyer({ funds: 100_000_000n });
    const code = await buyCode(user, lot.id);
    const withdrawn = await post(user, 'consent/buyer/disagree', {});
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    const bought = await post(user, 'user-order/create-user-order', { lot_id: lot.id, count: 1, code });
    expect(bought.status).toBe(403);
    expect(errorOf(bought.body)).toMatchObject({ code: 'CONSENT_REQUIRED', data: { reason: 'withdrawn' } });
    expect((await lotRow(lot.id)).quantity_sold).toBe(0);
    expect((await balancesOf(db(), user.userId)).available).toBe(100_000_000n);
  });
});

describe('send-code', () => {
  it('sends one code by SMS and e-mail at once and says where (masked) and for how long', async () => {
    const user = await buyer();
    const lot = await fixedLot();
    const answer = await post(user, 'user-order/send-code', { lot_id: lot.id, count: 2 });
    expect(answer.status).toBe(200);
    const sent = codeSentSchema.parse(answer.body);
    expect(sent.channels).toEqual(['sms', 'email']);
    expect(sent.resend_in_s).toBe(60);
    expect(sent.expires_in_s).toBe(180);
    expect(sent.sent_to[0]?.to).toMatch(/^\+998 99 \*\*\* \*\* \d{2}$/);
    expect(sent.sent_to[1]?.to).toContain('*');
    const sms = await readCode(server, user.phone ?? '');
    const mail = await readCode(server, user.email ?? '');
    expect(sms).toBe(mail);
  });

  it('the cabinet door does the same', async () => {
    const user = await buyer({ phone: null });
    const lot = await fixedLot();
    const answer = await post(user, 'cabinet/send-code-for-create-user-order', { lot_id: lot.id });
    expect(answer.status).toBe(200);
    expect(codeSentSchema.parse(answer.body).channels).toEqual(['email']);
  });

  it('refuses guests, auction lots, lots not on sale, too many copies and bad counts', async () => {
    const user = await buyer();
    const lot = await fixedLot({ quantity: 2 });
    const guest = await post({ headers: await guestHeaders(server) }, 'user-order/send-code', {
      lot_id: lot.id,
    });
    expect(guest.status).toBe(401);

    const auction = await createTestLot(db(), { tradeType: TRADE_TYPE.AUCTION });
    const notFixed = await post(user, 'user-order/send-code', { lot_id: auction.id }, { cookie: 'lang=ru' });
    expect(notFixed.status).toBe(409);
    expect(errorOf(notFixed.body).code).toBe('NOT_FIXED_PRICE');
    expect(errorOf(notFixed.body).message).toMatch(/аукционе/);

    const announced = await fixedLot({ status: LOT_STATUS.ANNOUNCED });
    const notOnSale = await post(user, 'user-order/send-code', { lot_id: announced.id });
    expect(errorOf(notOnSale.body).code).toBe('NOT_ON_SALE');

    const tooMany = await post(user, 'user-order/send-code', { lot_id: lot.id, count: 3 });
    expect(tooMany.status).toBe(409);
    expect(errorOf(tooMany.body)).toMatchObject({ code: 'SOLD_OUT', data: { left: 2 } });

    for (const count of [0, -1, 1.5, '2', null]) {
      const bad = await post(user, 'user-order/send-code', { lot_id: lot.id, count });
      expect(bad.status, String(count)).toBe(400);
      expect(errorOf(bad.body).code).toBe('VALIDATION');
    }
    const missing = await post(user, 'user-order/send-code', { lot_id: 2_000_000_000 });
    expect(missing.status).toBe(404);
    const codes = await db()
      .selectFrom('id_codes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('flow', '=', `user-order:buy:${user.userId}`)
      .executeTakeFirstOrThrow();
    expect(Number(codes.n)).toBe(0);
  });

  it('waits a minute between codes and gives at most 5 an hour', async () => {
    const user = await buyer();
    const lot = await fixedLot();
    expect((await post(user, 'user-order/send-code', { lot_id: lot.id })).status).toBe(200);
    const again = await post(user, 'user-order/send-code', { lot_id: lot.id });
    expect(again.status).toBe(429);
    expect(errorOf(again.body).code).toBe('RATE_LIMITED');
    expect(Number(errorOf(again.body).data?.retry_after_s)).toBeGreaterThan(55);
    for (let n = 2; n <= 5; n += 1) {
      await ageCodes(user.userId);
      expect((await post(user, 'user-order/send-code', { lot_id: lot.id })).status, `code ${n}`).toBe(200);
    }
    await ageCodes(user.userId);
    const sixth = await post(user, 'user-order/send-code', { lot_id: lot.id });
    expect(sixth.status).toBe(429);
    expect(errorOf(sixth.body).code).toBe('RATE_LIMITED');
  });
});

describe('create-user-order', () => {
  it('buys: the money to the seller, the copies counted, the messages and the log written', async () => {
    const seller = await buyer();
    const user = await buyer({ funds: 100_000_000n });
    const lot = await fixedLot({ sellerId: seller.userId, quantity: 5 });
    const code = await buyCode(user, lot.id, 2);
    const answer = await post(user, 'user-order/create-user-order', { lot_id: lot.id, count: 2, code });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { user_order: order, quantity_left } = userOrderAnswerSchema.parse(answer.body);
    expect(order).toMatchObject({
      count: 2,
      unit_price: String(PRICE),
      total: String(2n * PRICE),
      status: 'paid',
    });
    expect(order.receipt_no).toMatch(/^UO\d{8}$/);
    expect(order.can_cancel).toBe(true);
    expect(quantity_left).toBe(3);
    expect((await balancesOf(db(), user.userId)).available).toBe(100_000_000n - 2n * PRICE);
    expect((await balancesOf(db(), seller.userId)).available).toBe(2n * PRICE);
    expect((await lotRow(lot.id)).quantity_sold).toBe(2);
    const ledger = await db()
      .selectFrom('ledger_transactions')
      .select(['kind', 'amount'])
      .where('business_key', '=', `user-order:${order.id}`)
      .executeTakeFirstOrThrow();
    expect(ledger).toEqual({ kind: 'payment', amount: String(2n * PRICE) });
    const message = await db()
      .selectFrom('notifications')
      .select(['title', 'link'])
      .where('user_id', '=', user.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(message).toEqual({ title: 'Xarid amalga oshirildi', link: '/profile/purchases' });
    const logged = await db()
      .selectFrom('action_log')
      .select(['action_type', 'code'])
      .where('user_id', '=', user.userId)
      .where('type', '=', 'order')
      .executeTakeFirstOrThrow();
    expect(logged).toEqual({ action_type: 'buy-lot', code: order.receipt_no });

    const list = await call(server.url, '/api/shop/user-order/list', { headers: user.headers });
    expect(userOrderPageSchema.parse(list.body).items.map((o) => o.id)).toEqual([order.id]);
  });

  it('a code works once: the second use fails and nothing is charged twice', async () => {
    const user = await buyer({ funds: 100_000_000n });
    const lot = await fixedLot();
    const code = await buyCode(user, lot.id);
    expect((await post(user, 'user-order/create-user-order', { lot_id: lot.id, code })).status).toBe(200);
    const before = await recordCounts(db(), user.userId);
    const again = await post(user, 'user-order/create-user-order', { lot_id: lot.id, code });
    expect(again.status).toBe(400);
    expect(errorOf(again.body).code).toBe('CODE_NOT_FOUND');
    expect(await recordCounts(db(), user.userId)).toEqual(before);
    expect((await balancesOf(db(), user.userId)).available).toBe(100_000_000n - PRICE);
    expect((await lotRow(lot.id)).quantity_sold).toBe(1);
  });

  it('a code is bound to its lot, its copies and its user', async () => {
    const user = await buyer({ funds: 100_000_000n });
    const other = await buyer({ funds: 100_000_000n });
    const lot = await fixedLot();
    const otherLot = await fixedLot();
    const code = await buyCode(user, lot.id, 1);
    for (const [who, body] of [
      [user, { lot_id: otherLot.id, count: 1, code }],
      [user, { lot_id: lot.id, count: 2, code }],
      [other, { lot_id: lot.id, count: 1, code }],
    ] as const) {
      const answer = await post(who, 'user-order/create-user-order', body);
      expect(answer.status).toBe(400);
      expect(errorOf(answer.body).code).toBe('CODE_NOT_FOUND');
    }
    expect((await lotRow(lot.id)).quantity_sold).toBe(0);
    // The code itself is still good for what it was sent for.
    expect(
      (await post(user, 'user-order/create-user-order', { lot_id: lot.id, count: 1, code })).status,
    ).toBe(200);
  });

  it('an expired code fails, and the fifth wrong try locks the code', async () => {
    const user = await buyer({ funds: 100_000_000n });
    const lot = await fixedLot();
    const code = await buyCode(user, lot.id);
    await sql`UPDATE id_codes SET expires_at = now() - interval '1 second'
      WHERE flow = ${`user-order:buy:${user.userId}`}`.execute(db());
    const expired = await post(user, 'user-order/create-user-order', { lot_id: lot.id, code });
    expect(errorOf(expired.body).code).toBe('CODE_EXPIRED');

    await ageCodes(user.userId);
    const fresh = await buyCode(user, lot.id);
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1) {
      const answer = await post(user, 'user-order/create-user-order', { lot_id: lot.id, code: wrong });
      expect(errorOf(answer.body)).toMatchObject({ code: 'CODE_INVALID', data: { left } });
    }
    const fifth = await post(user, 'user-order/create-user-order', { lot_id: lot.id, code: wrong });
    expect(errorOf(fifth.body).code).toBe('CODE_LOCKED');
    const right = await post(user, 'user-order/create-user-order', { lot_id: lot.id, code: fresh });
    expect(errorOf(right.body).code).toBe('CODE_LOCKED');
    expect((await balancesOf(db(), user.userId)).available).toBe(100_000_000n);
  });

  it('short of money: INSUFFICIENT_FUNDS with the shortfall, nothing charged, the code kept', async () => {
    const user = await buyer({ funds: 10_000_000n });
    const lot = await fixedLot();
    const code = await buyCode(user, lot.id);
    const before = await recordCounts(db(), user.userId);
    const answer = await post(user, 'user-order/create-user-order', { lot_id: lot.id, code });
    expect(answer.status).toBe(409);
    expect(errorOf(answer.body)).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      data: { shortfall: String(PRICE - 10_000_000n) },
    });
    expect(await recordCounts(db(), user.userId)).toEqual(before);
    expect((await lotRow(lot.id)).quantity_sold).toBe(0);
    await fund(user.userId, PRICE);
    expect((await post(user, 'user-order/create-user-order', { lot_id: lot.id, code })).status).toBe(200);
  });

  it('an auction lot, a bad count or a bad code is refused before anything', async () => {
    const user = await buyer({ funds: 100_000_000n });
    const auction = await createTestLot(db(), { tradeType: TRADE_TYPE.AUCTION });
    const answer = await post(user, 'user-order/create-user-order', { lot_id: auction.id, code: '123456' });
    expect(errorOf(answer.body).code).toBe('NOT_FIXED_PRICE');
    const lot = await fixedLot();
    for (const body of [
      { lot_id: lot.id, count: -2, code: '123456' },
      { lot_id: lot.id, count: 'x', code: '123456' },
      { lot_id: lot.id, code: '12345' },
      { lot_id: lot.id, code: 123456 },
      { lot_id: 'one', code: '123456' },
    ]) {
      const bad = await post(user, 'user-order/create-user-order', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(bad.body).code).toBe('VALIDATION');
    }
    expect((await balancesOf(db(), user.userId)).available).toBe(100_000_000n);
  });

  it('the seller may not buy from their own order', async () => {
    const seller = await buyer({ funds: 100_000_000n });
    const lot = await fixedLot({ sellerId: seller.userId });
    const answer = await post(seller, 'user-order/send-code', { lot_id: lot.id });
    expect(answer.status).toBe(403);
  });

  it('10 buyers, 3 copies, all at once: exactly 3 purchases, the rest SOLD_OUT with nothing charged', async () => {
    const lot = await fixedLot({ quantity: 3 });
    const users = await Promise.all(Array.from({ length: 10 }, () => buyer({ funds: 100_000_000n })));
    const codes: string[] = [];
    for (const user of users) codes.push(await buyCode(user, lot.id));
    const answers = await Promise.all(
      users.map((user, i) => post(user, 'user-order/create-user-order', { lot_id: lot.id, code: codes[i] })),
    );
    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status !== 200);
    expect(won).toHaveLength(3);
    expect(lost.map((a) => errorOf(a.body).code)).toEqual(Array(7).fill('SOLD_OUT'));
    const row = await lotRow(lot.id);
    expect(row).toMatchObject({ lot_status: LOT_STATUS.SOLD, quantity_sold: 3, final_price: String(PRICE) });
    let charged = 0;
    for (const user of users) {
      const { available } = await balancesOf(db(), user.userId);
      expect([100_000_000n, 100_000_000n - PRICE]).toContain(available);
      if (available !== 100_000_000n) charged += 1;
    }
    expect(charged).toBe(3);
    const sold = await db()
      .selectFrom('lot_flows')
      .select('status')
      .where('lot_id', '=', lot.id)
      .where('status', '=', LOT_STATUS.SOLD)
      .execute();
    expect(sold).toHaveLength(1);
    await expectLedgerConsistent(db());
  });

  it('a state order pays the platform', async () => {
    const user = await buyer({ funds: 100_000_000n });
    const orderId = await createTestOrder(db(), { ownerType: 'state', orderType: 2 });
    const lot = await createTestLot(db(), {
      orderId,
      orderType: 2,
      tradeType: TRADE_TYPE.FIXED_PRICE,
      startPrice: PRICE,
      quantity: 2,
    });
    const proceeds = async () =>
      BigInt(
        (
          await db()
            .selectFrom('ledger_accounts')
            .select('balance')
            .where('kind', '=', 'sales_proceeds')
            .executeTakeFirstOrThrow()
        ).balance,
      );
    const before = await proceeds();
    const code = await buyCode(user, lot.id);
    expect((await post(user, 'user-order/create-user-order', { lot_id: lot.id, code })).status).toBe(200);
    expect((await proceeds()) - before).toBe(PRICE);
  });
});

describe('cancel', () => {
  async function bought(user: Buyer, sellerId: string | null = null): Promise<UserOrderAnswer> {
    const lot = await fixedLot({ sellerId, quantity: 4 });
    const code = await buyCode(user, lot.id, 2);
    const answer = await post(user, 'user-order/create-user-order', { lot_id: lot.id, count: 2, code });
    expect(answer.status).toBe(200);
    return userOrderAnswerSchema.parse(answer.body);
  }

  it('with its code: the money back from the seller, the copies back on sale, once', async () => {
    const seller = await buyer();
    const user = await buyer({ funds: 100_000_000n });
    const { user_order: order } = await bought(user, seller.userId);
    const sent = await post(user, 'user-order/send-code-cancel-user-order', { user_order_id: order.id });
    expect(sent.status).toBe(200);
    const code = await readCode(server, user.phone ?? '');
    const answer = await post(user, 'cabinet/cancel_user_order', { user_order_id: order.id, code });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = userOrderAnswerSchema.parse(answer.body);
    expect(after.user_order).toMatchObject({ status: 'cancelled', can_cancel: false });
    expect(after.quantity_left).toBe(4);
    expect((await balancesOf(db(), user.userId)).available).toBe(100_000_000n);
    expect((await balancesOf(db(), seller.userId)).available).toBe(0n);
    expect((await lotRow(order.lot_id)).quantity_sold).toBe(0);

    const twice = await post(user, 'cabinet/cancel_user_order', { user_order_id: order.id, code });
    expect(twice.status).toBe(409);
    expect(errorOf(twice.body)).toMatchObject({ code: 'NOT_CANCELLABLE', data: { reason: 'cancelled' } });
    await expectLedgerConsistent(db());
  });

  it("another user's purchase is not found; a sale that ended cannot be cancelled", async () => {
    const user = await buyer({ funds: 100_000_000n });
    const other = await buyer();
    const { user_order: order } = await bought(user);
    const foreign = await post(other, 'user-order/send-code-cancel-user-order', { user_order_id: order.id });
    expect(foreign.status).toBe(404);
    const foreignCancel = await post(other, 'cabinet/cancel_user_order', {
      user_order_id: order.id,
      code: '123456',
    });
    expect(foreignCancel.status).toBe(404);
    const bad = await post(user, 'user-order/send-code-cancel-user-order', { user_order_id: '-1' });
    expect(bad.status).toBe(400);

    await db()
      .updateTable('lots')
      .set({ lot_status: LOT_STATUS.SOLD })
      .where('id', '=', order.lot_id)
      .execute();
    const late = await post(user, 'user-order/send-code-cancel-user-order', { user_order_id: order.id });
    expect(late.status).toBe(409);
    expect(errorOf(late.body)).toMatchObject({ code: 'NOT_CANCELLABLE', data: { reason: 'sale_ended' } });
  });

  it('a buy code does not cancel, and a cancel code is bound to its purchase', async () => {
    const user = await buyer({ funds: 100_000_000n });
    const first = await bought(user);
    await ageCodes(user.userId);
    const second = await bought(user);
    await post(user, 'user-order/send-code-cancel-user-order', { user_order_id: first.user_order.id });
    const code = await readCode(server, user.phone ?? '');
    const wrongOrder = await post(user, 'cabinet/cancel_user_order', {
      user_order_id: second.user_order.id,
      code,
    });
    expect(errorOf(wrongOrder.body).code).toBe('CODE_NOT_FOUND');
    expect(
      (await post(user, 'cabinet/cancel_user_order', { user_order_id: first.user_order.id, code })).status,
    ).toBe(200);
  });
});

describe('60 x BHM', () => {
  it('a fixed-price lot above 60 BHM of its notice day cannot be written; an auction can', async () => {
    // 60 x 412 000 so'm = 24 720 000 so'm from 1 August 2025.
    await expect(
      createTestLot(db(), { tradeType: TRADE_TYPE.FIXED_PRICE, startPrice: 2_472_000_100n, ...farEnd }),
    ).rejects.toMatchObject({ code: 'FIXED_PRICE_ABOVE_LIMIT', data: { limit: '2472000000' } });
    const atLimit = await createTestLot(db(), {
      tradeType: TRADE_TYPE.FIXED_PRICE,
      startPrice: 2_472_000_000n,
    });
    expect(atLimit.id).toBeGreaterThan(0);
    const auction = await createTestLot(db(), { tradeType: TRADE_TYPE.AUCTION, startPrice: 2_472_000_100n });
    expect(auction.id).toBeGreaterThan(0);
  });
});

afterAll(async () => {
  if (server) await expectLedgerConsistent(db());
});
