import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Balance, OperatorRefund, Page, Refund, TopUpAnswer } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { call, postJson, type Answer } from '../support/http';
import { balancesOf, expectLedgerConsistent, recordCounts } from '../support/ledger';
import { guestHeaders, signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

/**
 * The money calls of api/shop over HTTP as the client makes them (session cookie, CSRF header):
 * balance, top-up start and the "pay in test mode" page, refund applications and their operator.
 */
let server: Running;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await expectLedgerConsistent(server.deps.db);
  await server.close();
});

type ErrorAnswer = { ERROR: { code: string; data?: { fields?: { path: string; message: string }[] } } };
const get = <T>(path: string, headers: Record<string, string> = {}) =>
  call<T>(server.url, `/api/shop/${path}`, { headers });
const post = <T>(path: string, body: unknown, headers: Record<string, string>) =>
  postJson(server.url, `/api/shop/${path}`, body, headers) as Promise<Answer<T>>;

function expectError(answer: Answer, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect((answer.body as ErrorAnswer).ERROR.code).toBe(code);
}

/** Gives a signed-in user money straight through the ledger. */
async function fund(user: TestUser, tiyin: bigint) {
  await topUp(server.deps.db, {
    userId: user.userId,
    amount: tiyin,
    businessKey: `money-test:${user.userId}:${tiyin}`,
  });
}

/** Amounts every money input must refuse, with the reason each gets. */
const BAD_AMOUNTS: [string, unknown, string][] = [
  ['zero', '0', 'AMOUNT_NOT_POSITIVE'],
  ['negative', '-5000', 'AMOUNT_NOT_POSITIVE'],
  ['a negative number', -5000, 'AMOUNT_NOT_POSITIVE'],
  ['fractional tiyin', '5000.005', 'AMOUNT_TOO_MANY_DECIMALS'],
  ['non-numeric', 'five thousand', 'AMOUNT_NOT_A_NUMBER'],
  ['1e309 as text', '1e309', 'AMOUNT_NOT_A_NUMBER'],
  ['above 2^53 tiyin', '90071992547409.92', 'AMOUNT_TOO_LARGE'],
  ['empty', '', 'AMOUNT_EMPTY'],
  ['missing', undefined, 'AMOUNT_NOT_A_NUMBER'],
];

function expectAmountRefused(answer: Answer, reason: string) {
  expectError(answer, 400, 'VALIDATION');
  expect((answer.body as ErrorAnswer).ERROR.data?.fields).toContainEqual(
    expect.objectContaining({ path: 'amount', message: reason }),
  );
}

describe('GET user/balance', () => {
  it('answers the available and blocked tiyin of the signed-in user only', async () => {
    expectError(await get('user/balance'), 401, 'UNAUTHORIZED');
    const user = await signIn(server);
    expect((await get<Balance>('user/balance', user.headers)).body).toEqual({ balance: '0', blocked: '0' });
    await fund(user, 1_250_000_050n);
    const answer = await get<Balance>('user/balance', user.headers);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({ balance: '1250000050', blocked: '0' });
    expect((await get<Balance>('user/balance', (await signIn(server)).headers)).body).toEqual({
      balance: '0',
      blocked: '0',
    });
  });
});

describe('POST gateway/top-up', () => {
  it('needs a session and the CSRF token', async () => {
    expectError(
      await post('gateway/top-up', { provider: 'payme', amount: '15000' }, await guestHeaders(server)),
      401,
      'UNAUTHORIZED',
    );
    const user = await signIn(server);
    expectError(
      await post('gateway/top-up', { provider: 'payme', amount: '15000' }, { cookie: user.cookie }),
      403,
      'CSRF_INVALID',
    );
  });

  it('sends the browser to the test page in test mode, crediting nothing yet', async () => {
    const user = await signIn(server);
    const answer = await post<TopUpAnswer>(
      'gateway/top-up',
      { provider: 'payme', amount: '15 000,50' },
      user.headers,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.redirect_url).toBe(
      `/pay/test/payme?user_id=${user.userId}&amount=1500050&return_url=%2Fprofile%2Fpayments`,
    );
    expect(await balancesOf(server.deps.db, user.userId)).toEqual({ available: 0n, blocked: 0n });
  });

  it.each([...BAD_AMOUNTS, ["below the 1 000 so'm minimum", '999.99', 'AMOUNT_BELOW_MINIMUM'] as const])(
    'refuses an amount %s',
    async (_name, amount, reason) => {
      const user = await signIn(server);
      expectAmountRefused(await post('gateway/top-up', { provider: 'click', amount }, user.headers), reason);
    },
  );

  it('refuses 1e309 sent as a JSON number, and an unknown provider', async () => {
    const user = await signIn(server);
    const raw = await call(server.url, '/api/shop/gateway/top-up', {
      method: 'POST',
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: '{"provider":"payme","amount":1e309}',
    });
    expectAmountRefused(raw, 'AMOUNT_NOT_A_NUMBER');
    expectError(
      await post('gateway/top-up', { provider: 'uzum', amount: '15000' }, user.headers),
      400,
      'VALIDATION',
    );
  });
});

describe('the "pay in test mode" page', () => {
  async function startTopUp(user: TestUser, provider: 'payme' | 'click', amount: string) {
    const answer = await post<TopUpAnswer>('gateway/top-up', { provider, amount }, user.headers);
    return answer.body.redirect_url;
  }
  function submit(url: string, decision: 'pay' | 'cancel', lang = 'en') {
    const query = new URL(url, server.url).searchParams;
    const form = new URLSearchParams({
      user_id: query.get('user_id') ?? '',
      amount: query.get('amount') ?? '',
      return_url: query.get('return_url') ?? '',
      decision,
    });
    return call<string>(server.url, new URL(url, server.url).pathname, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `lang=${lang}` },
      body: form.toString(),
    });
  }
  const payments = (userId: string) =>
    server.deps.db
      .selectFrom('payments')
      .select(['provider', 'state', 'status', 'amount'])
      .where('user_id', '=', userId)
      .execute();

  it('shows the amount and the account in the request language', async () => {
    const user = await signIn(server);
    const url = await startTopUp(user, 'payme', '15000.50');
    const page = await call<string>(server.url, url, { headers: { cookie: 'lang=ru' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.body).toContain('<html lang="ru">');
    expect(page.body).toContain('Оплата в тестовом режиме');
    expect(page.body).toContain('15 000.50 UZS');
    expect(page.body).toContain(`data-testid="account">${user.userId}<`);
    expect(page.body).toContain('value="pay"');
    expect(page.body).toContain('value="cancel"');
  });

  it('pays through Payme: our own merchant endpoint credits the balance once', async () => {
    const user = await signIn(server);
    const url = await startTopUp(user, 'payme', '15000');
    const paid = await submit(url, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/profile/payments');
    expect(await balancesOf(server.deps.db, user.userId)).toEqual({ available: 1_500_000n, blocked: 0n });
    expect(await payments(user.userId)).toEqual([
      { provider: 'payme', state: '2', status: 'paid', amount: '1500000' },
    ]);
    expect((await get<Balance>('user/balance', user.headers)).body.balance).toBe('1500000');
    expect((await recordCounts(server.deps.db, user.userId)).transactions).toBe(1);
  });

  it('pays through Click, and Cancel records a cancelled payment that credits nothing', async () => {
    const user = await signIn(server);
    const url = await startTopUp(user, 'click', '2500.25');
    expect((await submit(url, 'cancel')).status).toBe(303);
    expect(await balancesOf(server.deps.db, user.userId)).toEqual({ available: 0n, blocked: 0n });
    expect((await submit(url, 'pay')).status).toBe(303);
    expect(await balancesOf(server.deps.db, user.userId)).toEqual({ available: 250_025n, blocked: 0n });
    const rows = await payments(user.userId);
    expect(rows.map((row) => row.status).sort()).toEqual(['cancelled', 'paid']);
  });

  it('cancels through Payme without crediting', async () => {
    const user = await signIn(server);
    expect((await submit(await startTopUp(user, 'payme', '5000'), 'cancel')).status).toBe(303);
    expect(await payments(user.userId)).toEqual([
      { provider: 'payme', state: '-1', status: 'cancelled', amount: '500000' },
    ]);
    expect(await balancesOf(server.deps.db, user.userId)).toEqual({ available: 0n, blocked: 0n });
  });

  it('shows the provider refusal instead of redirecting', async () => {
    const form = new URLSearchParams({
      user_id: '999999999',
      amount: '500000',
      return_url: '/profile/payments',
      decision: 'pay',
    });
    const answer = await call<string>(server.url, '/pay/test/payme', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'lang=en' },
      body: form.toString(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('The payment did not go through: Account not found');
  });

  it.each([
    ['an unknown provider', '/pay/test/uzum?user_id=1&amount=500000'],
    ['a wrong amount', '/pay/test/payme?user_id=1&amount=1e309'],
    ['an amount below the minimum', '/pay/test/payme?user_id=1&amount=99999'],
    ['a return link to another site', '/pay/test/payme?user_id=1&amount=500000&return_url=//evil.example'],
  ])('answers 400 to %s', async (_name, url) => {
    const page = await call<string>(server.url, url, { headers: { cookie: 'lang=en' } });
    expect(page.status).toBe(400);
    expect(page.body).toContain('The payment link is incomplete or wrong.');
    expect(page.body).not.toContain('value="pay"');
  });
});

describe('outside test mode', () => {
  let real: Running;
  beforeAll(async () => {
    real = await startTestServer({
      PAYMENT_TEST_MODE: 'false',
      PAYME_MERCHANT_ID: '5e730e8e0b852a417aa49ceb',
      PAYME_KEY: 'real-payme-key',
      CLICK_SERVICE_ID: '12345',
      CLICK_MERCHANT_ID: '678',
      CLICK_SECRET_KEY: 'real-click-secret',
      PUBLIC_URL: 'https://kimoshdi.uz',
    });
  });
  afterAll(() => real.close());

  it("sends the browser to the provider's checkout, and the test page does not exist", async () => {
    const user = await signIn(real);
    const payme = await postJson(
      real.url,
      '/api/shop/gateway/top-up',
      { provider: 'payme', amount: '15000' },
      user.headers,
    );
    const link = (payme.body as TopUpAnswer).redirect_url;
    expect(link.startsWith('https://checkout.paycom.uz/')).toBe(true);
    expect(Buffer.from(link.split('/').pop() ?? '', 'base64').toString()).toBe(
      `m=5e730e8e0b852a417aa49ceb;ac.user_id=${user.userId};a=1500000;c=https://kimoshdi.uz/profile/payments`,
    );
    const click = await postJson(
      real.url,
      '/api/shop/gateway/top-up',
      { provider: 'click', amount: '15000' },
      user.headers,
    );
    expect((click.body as TopUpAnswer).redirect_url).toBe(
      `https://my.click.uz/services/pay?service_id=12345&merchant_id=678&amount=15000.00&transaction_param=${user.userId}&return_url=https%3A%2F%2Fkimoshdi.uz%2Fprofile%2Fpayments`,
    );
    const page = await call<string>(real.url, `/pay/test/payme?user_id=${user.userId}&amount=1500000`);
    expect(String(page.body)).not.toContain('value="pay"');
    const posted = await call<string>(real.url, '/pay/test/payme', { method: 'POST' });
    expect(posted.status).toBe(404);
  });
});

describe('payment-back and operator/refunds', () => {
  let alice: TestUser;
  let bob: TestUser;
  let operator: TestUser;
  const application = (amount: unknown) => ({
    bank_name: 'Kapitalbank',
    card_type: 'uzcard',
    card_number: '8600 1234 5678 1233',
    amount,
  });

  beforeAll(async () => {
    alice = await signIn(server);
    bob = await signIn(server);
    operator = await signIn(server, { role: 'operator' });
    await fund(alice, 1_000_000n);
  });

  it('blocks the amount and keeps only the masked card number', async () => {
    const answer = await post<Refund>('payment-back', application('2 000.50'), alice.headers);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      bank_name: 'Kapitalbank',
      card_type: 'uzcard',
      card_number: '8600 12** **** 1233',
      amount: '200050',
      status: 'pending',
      decided_at: null,
      reason: null,
    });
    expect(await balancesOf(server.deps.db, alice.userId)).toEqual({
      available: 799_950n,
      blocked: 200_050n,
    });
    const stored = await server.deps.db
      .selectFrom('refunds')
      .select('card_mask')
      .where('id', '=', answer.body.id)
      .executeTakeFirstOrThrow();
    expect(stored.card_mask).toBe('8600 12** **** 1233');
  });

  it.each(BAD_AMOUNTS)('refuses an amount %s', async (_name, amount, reason) => {
    expectAmountRefused(await post('payment-back', application(amount), alice.headers), reason);
  });

  it('refuses a card number that fails the checksum or is not 16 digits, and a card type it does not know', async () => {
    for (const card_number of ['8600 1234 5678 1234', '8600 1234 5678 123', 'abcd efgh ijkl mnop']) {
      const answer = await post('payment-back', { ...application('2000'), card_number }, alice.headers);
      expectError(answer, 400, 'VALIDATION');
      expect((answer.body as ErrorAnswer).ERROR.data?.fields).toContainEqual(
        expect.objectContaining({ path: 'card_number', message: 'CARD_NUMBER_INVALID' }),
      );
    }
    expectError(
      await post('payment-back', { ...application('2000'), card_type: 'amex' }, alice.headers),
      400,
      'VALIDATION',
    );
  });

  it('refuses more than the available balance and changes nothing', async () => {
    const before = await recordCounts(server.deps.db, bob.userId);
    expectError(await post('payment-back', application('5000'), bob.headers), 409, 'INSUFFICIENT_FUNDS');
    expect(await recordCounts(server.deps.db, bob.userId)).toEqual(before);
    expect((await get<Page<Refund>>('payment-back', bob.headers)).body.total).toBe(0);
  });

  it("lists the user's own applications newest first, paginated on the server", async () => {
    await post('payment-back', application('1000'), alice.headers);
    const first = await get<Page<Refund>>('payment-back?page=1&size=1', alice.headers);
    expect(first.body).toMatchObject({ total: 2, page: 1, size: 1 });
    expect(first.body.items.map((r) => r.amount)).toEqual(['100000']);
    const second = await get<Page<Refund>>('payment-back?page=2&size=1', alice.headers);
    expect(second.body.items.map((r) => r.amount)).toEqual(['200050']);
    expect((await get<Page<Refund>>('payment-back', bob.headers)).body).toEqual({
      items: [],
      total: 0,
      page: 1,
      size: 10,
    });
    expectError(await get('payment-back'), 401, 'UNAUTHORIZED');
  });

  it("answers 404 to another user's application", async () => {
    const [mine] = (await get<Page<Refund>>('payment-back', alice.headers)).body.items;
    expect((await get<Refund>(`payment-back/${mine?.id}`, alice.headers)).body.id).toBe(mine?.id);
    expectError(await get(`payment-back/${mine?.id}`, bob.headers), 404, 'NOT_FOUND');
  });

  it('lets only operators list and decide', async () => {
    expectError(await get('operator/refunds'), 401, 'UNAUTHORIZED');
    expectError(await get('operator/refunds', alice.headers), 403, 'FORBIDDEN');
    const [mine] = (await get<Page<Refund>>('payment-back', alice.headers)).body.items;
    expectError(await post(`operator/refunds/${mine?.id}/approve`, {}, alice.headers), 403, 'FORBIDDEN');
    expectError(await post(`operator/refunds/${mine?.id}/reject`, {}, bob.headers), 403, 'FORBIDDEN');
    expect((await get<Refund>(`payment-back/${mine?.id}`, alice.headers)).body.status).toBe('pending');
  });

  it('approves once: the money leaves, and a second decision is 409', async () => {
    const list = await get<Page<OperatorRefund>>(
      'operator/refunds?status=pending&size=100',
      operator.headers,
    );
    expect(list.status).toBe(200);
    const target = list.body.items.find((r) => r.user_id === alice.userId && r.amount === '200050');
    expect(target).toMatchObject({ status: 'pending', card_number: '8600 12** **** 1233', decided_by: null });

    const approved = await post<Refund>(`operator/refunds/${target?.id}/approve`, {}, operator.headers);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decided_at: expect.any(String) });
    expect(await balancesOf(server.deps.db, alice.userId)).toEqual({
      available: 699_950n,
      blocked: 100_000n,
    });

    const again = await post(`operator/refunds/${target?.id}/approve`, {}, operator.headers);
    expectError(again, 409, 'WRONG_STATE');
    expect((again.body as { ERROR: { data: unknown } }).ERROR.data).toEqual({ status: 'approved' });
    expectError(
      await post(`operator/refunds/${target?.id}/reject`, {}, operator.headers),
      409,
      'WRONG_STATE',
    );
    expect(await balancesOf(server.deps.db, alice.userId)).toEqual({
      available: 699_950n,
      blocked: 100_000n,
    });

    const decided = await get<Page<OperatorRefund>>(
      'operator/refunds?status=approved&size=100',
      operator.headers,
    );
    expect(decided.body.items.find((r) => r.id === target?.id)).toMatchObject({
      decided_by: operator.userId,
    });
  });

  it('rejects with a reason: the money returns to the available balance', async () => {
    const pending = (await get<Page<Refund>>('payment-back', alice.headers)).body.items.find(
      (r) => r.status === 'pending',
    );
    const rejected = await post<Refund>(
      `operator/refunds/${pending?.id}/reject`,
      { reason: 'Card closed' },
      operator.headers,
    );
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'Card closed' });
    expect(await balancesOf(server.deps.db, alice.userId)).toEqual({ available: 799_950n, blocked: 0n });
    expectError(
      await post(`operator/refunds/${pending?.id}/approve`, {}, operator.headers),
      409,
      'WRONG_STATE',
    );
    expectError(await post('operator/refunds/999999999/approve', {}, operator.headers), 404, 'NOT_FOUND');
    expectError(await post('operator/refunds/abc/approve', {}, operator.headers), 400, 'VALIDATION');
  });
});
