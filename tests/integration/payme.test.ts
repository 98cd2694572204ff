import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { blockDeposit } from '../../server/src/modules/ledger/ledger.service';
import { paymeAuthorization } from '../../server/src/modules/top-up/payme/payme.service';
import { call } from '../support/http';
import { balancesOf, createUser, expectLedgerConsistent } from '../support/ledger';
import { startTestServer } from '../support/test-server';

/** The Payme Merchant API as Payme calls it: JSON-RPC over HTTP with Basic auth, always HTTP 200. */
let server: Running;
let authorization: string;
beforeAll(async () => {
  server = await startTestServer();
  authorization = paymeAuthorization(server.deps.config.payments.payme.key);
});
afterAll(async () => {
  await expectLedgerConsistent(server.deps.db);
  await server.close();
});

interface RpcAnswer {
  jsonrpc: '2.0';
  id: number | string | null;
  result?: Record<string, unknown>;
  error?: { code: number; message: { ru: string; uz: string; en: string }; data?: string };
}

let rpcId = 0;
/** `auth` null sends no Authorization header at all. */
async function rpcRaw(body: string, auth: string | null = authorization) {
  const answer = await call<RpcAnswer>(server.url, '/api/payments/payme', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth === null ? {} : { authorization: auth }) },
    body,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}
function rpc(method: string, params: Record<string, unknown>, auth?: string) {
  rpcId += 1;
  return rpcRaw(JSON.stringify({ jsonrpc: '2.0', id: rpcId, method, params }), auth ?? authorization);
}
async function rpcError(method: string, params: Record<string, unknown>) {
  const answer = await rpc(method, params);
  expect(answer.result).toBeUndefined();
  return answer.error;
}

const AMOUNT = 1_500_000; // 15 000 so'm
const paymeId = () => randomBytes(12).toString('hex');
const account = (userId: string) => ({ user_id: userId });

async function created(userId: string, amount = AMOUNT) {
  const id = paymeId();
  const answer = await rpc('CreateTransaction', { id, time: Date.now(), amount, account: account(userId) });
  expect(answer.result).toMatchObject({ state: 1 });
  return { id, transaction: answer.result?.transaction as string };
}

describe('authentication and the envelope', () => {
  it.each([
    ['missing', null],
    ['wrong key', `Basic ${Buffer.from('Paycom:wrong-key').toString('base64')}`],
    ['wrong login', `Basic ${Buffer.from('Payme:kimoshdi-test-payme-key').toString('base64')}`],
    ['not basic', 'Bearer kimoshdi-test-payme-key'],
  ])('answers -32504 to %s credentials and does nothing', async (_name, auth) => {
    const userId = await createUser(server.deps.db);
    const answer = await rpcRaw(
      JSON.stringify({
        id: 5,
        method: 'CreateTransaction',
        params: { id: paymeId(), time: Date.now(), amount: AMOUNT, account: account(userId) },
      }),
      auth,
    );
    expect(answer).toMatchObject({ id: 5, error: { code: -32504 } });
    expect(answer.error?.message).toEqual({
      ru: expect.any(String),
      uz: expect.any(String),
      en: expect.any(String),
    });
    const rows = await server.deps.db
      .selectFrom('payments')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('answers -32700 to a body that is not JSON', async () => {
    expect(await rpcRaw('{"method": "CheckTransaction",')).toMatchObject({
      id: null,
      error: { code: -32700 },
    });
  });

  it.each([
    ['no method', { id: 1, params: {} }],
    ['params not an object', { id: 1, method: 'CheckTransaction', params: 'x' }],
    ['no id', { method: 'CheckTransaction', params: { id: 'x' } }],
    ['a parameter of the wrong type', { id: 1, method: 'CheckTransaction', params: { id: 42 } }],
    ['a missing parameter', { id: 1, method: 'CreateTransaction', params: { id: 'abc', amount: AMOUNT } }],
  ])('answers -32600 to %s', async (_name, body) => {
    expect((await rpcRaw(JSON.stringify(body))).error?.code).toBe(-32600);
  });

  it('answers -32601 to an unknown method', async () => {
    expect(await rpc('ChangePassword', {})).toMatchObject({
      error: { code: -32601, data: 'ChangePassword' },
    });
    expect((await rpc('toString', {})).error?.code).toBe(-32601);
  });

  it('answers other HTTP methods with 405', async () => {
    expect((await call(server.url, '/api/payments/payme')).status).toBe(405);
  });
});

describe('CheckPerformTransaction', () => {
  it('allows a known account and a right amount', async () => {
    const userId = await createUser(server.deps.db);
    expect(
      (await rpc('CheckPerformTransaction', { amount: AMOUNT, account: account(userId) })).result,
    ).toEqual({
      allow: true,
    });
    expect(
      (await rpc('CheckPerformTransaction', { amount: AMOUNT, account: { user_id: Number(userId) } })).result,
    ).toEqual({
      allow: true,
    });
  });

  it.each([
    ['unknown', { user_id: '999999999' }],
    ['not a number', { user_id: 'abc' }],
    ['missing', {}],
  ])('answers -31050 to an %s account', async (_name, given) => {
    expect(await rpcError('CheckPerformTransaction', { amount: AMOUNT, account: given })).toMatchObject({
      code: -31050,
      data: 'user_id',
    });
  });

  // Raw JSON literals, so 1e309 and 2^53 + 1 reach the server exactly as written.
  it.each([
    ['one tiyin below the minimum', '99999'],
    ['one tiyin above the maximum', '100000000001'],
    ['zero', '0'],
    ['negative', '-1500000'],
    ['fractional tiyin', '1500000.5'],
    ['a string', '"1500000"'],
    ['not a number', '"abc"'],
    ['above 2^53', '9007199254740993'],
    ['1e309', '1e309'],
    ['null', 'null'],
  ])('answers -31001 to an amount %s', async (_name, literal) => {
    const userId = await createUser(server.deps.db);
    const body = `{"id":1,"method":"CheckPerformTransaction","params":{"amount":${literal},"account":{"user_id":"${userId}"}}}`;
    expect((await rpcRaw(body)).error).toMatchObject({ code: -31001 });
  });
});

describe('CreateTransaction', () => {
  it('creates once and answers a repeat with the same transaction', async () => {
    const userId = await createUser(server.deps.db);
    const id = paymeId();
    const params = { id, time: Date.now(), amount: AMOUNT, account: account(userId) };
    const first = await rpc('CreateTransaction', params);
    expect(first.result).toEqual({
      create_time: expect.any(Number),
      transaction: expect.any(String),
      state: 1,
    });
    expect((await rpc('CreateTransaction', params)).result).toEqual(first.result);
    // The same id with an amount one tiyin off, or for another account: refused.
    expect((await rpcError('CreateTransaction', { ...params, amount: AMOUNT + 1 }))?.code).toBe(-31001);
    const other = await createUser(server.deps.db);
    expect((await rpcError('CreateTransaction', { ...params, account: account(other) }))?.code).toBe(-31050);
    expect(await balancesOf(server.deps.db, userId)).toEqual({ available: 0n, blocked: 0n });
  });

  it('allows one unfinished transaction per account at a time', async () => {
    const userId = await createUser(server.deps.db);
    const first = await created(userId);
    const second = { id: paymeId(), time: Date.now(), amount: AMOUNT, account: account(userId) };
    expect(await rpcError('CreateTransaction', second)).toMatchObject({ code: -31099, data: 'user_id' });
    await rpc('PerformTransaction', { id: first.id });
    expect((await rpc('CreateTransaction', second)).result).toMatchObject({ state: 1 });
  });

  it('frees the account from a transaction abandoned for 12 hours', async () => {
    const userId = await createUser(server.deps.db);
    const stale = await created(userId);
    await server.deps.db
      .updateTable('payments')
      .set({ create_time: String(Date.now() - 12 * 3600_000 - 1000) })
      .where('provider_tx_id', '=', stale.id)
      .execute();
    await created(userId);
    expect((await rpc('CheckTransaction', { id: stale.id })).result).toMatchObject({ state: -1, reason: 4 });
  });

  it('refuses a transaction Payme created more than 12 hours ago', async () => {
    const userId = await createUser(server.deps.db);
    const time = Date.now() - 12 * 3600_000 - 1000;
    const params = { id: paymeId(), time, amount: AMOUNT, account: account(userId) };
    expect((await rpcError('CreateTransaction', params))?.code).toBe(-31008);
  });

  it('checks the account and the amount like CheckPerformTransaction', async () => {
    const userId = await createUser(server.deps.db);
    const base = { id: paymeId(), time: Date.now(), account: account(userId) };
    expect((await rpcError('CreateTransaction', { ...base, amount: 99_999 }))?.code).toBe(-31001);
    expect(
      (await rpcError('CreateTransaction', { ...base, amount: AMOUNT, account: { user_id: '0' } }))?.code,
    ).toBe(-31050);
  });
});

describe('PerformTransaction', () => {
  it('credits the balance exactly once, however often Payme repeats it', async () => {
    const userId = await createUser(server.deps.db);
    const { id, transaction } = await created(userId);
    const first = await rpc('PerformTransaction', { id });
    expect(first.result).toEqual({ transaction, perform_time: expect.any(Number), state: 2 });
    const again = await rpc('PerformTransaction', { id });
    expect(again.result).toEqual(first.result);
    expect(await balancesOf(server.deps.db, userId)).toEqual({ available: BigInt(AMOUNT), blocked: 0n });
    // After perform, a CreateTransaction with the same id cannot be performed again.
    expect(
      (
        await rpcError('CreateTransaction', {
          id,
          time: Date.now(),
          amount: AMOUNT,
          account: account(userId),
        })
      )?.code,
    ).toBe(-31008);
  });

  it('credits once when two performs arrive at the same moment', async () => {
    const userId = await createUser(server.deps.db);
    const { id } = await created(userId);
    const answers = await Promise.all([rpc('PerformTransaction', { id }), rpc('PerformTransaction', { id })]);
    expect(answers[0]?.result).toEqual(answers[1]?.result);
    expect(await balancesOf(server.deps.db, userId)).toEqual({ available: BigInt(AMOUNT), blocked: 0n });
  });

  it('answers -31003 before CreateTransaction', async () => {
    expect(await rpcError('PerformTransaction', { id: paymeId() })).toMatchObject({ code: -31003 });
  });

  it('answers -31008 after a cancel, and moves nothing', async () => {
    const userId = await createUser(server.deps.db);
    const { id } = await created(userId);
    expect((await rpc('CancelTransaction', { id, reason: 3 })).result).toMatchObject({ state: -1 });
    expect((await rpcError('PerformTransaction', { id }))?.code).toBe(-31008);
    expect(await balancesOf(server.deps.db, userId)).toEqual({ available: 0n, blocked: 0n });
  });

  it('cancels a transaction left unperformed for 12 hours (reason 4) and answers -31008', async () => {
    const userId = await createUser(server.deps.db);
    const { id } = await created(userId);
    await server.deps.db
      .updateTable('payments')
      .set({ create_time: String(Date.now() - 12 * 3600_000 - 1000) })
      .where('provider_tx_id', '=', id)
      .execute();
    expect((await rpcError('PerformTransaction', { id }))?.code).toBe(-31008);
    expect((await rpc('CheckTransaction', { id })).result).toMatchObject({ state: -1, reason: 4 });
    expect(await balancesOf(server.deps.db, userId)).toEqual({ available: 0n, blocked: 0n });
  });
});

describe('CancelTransaction', () => {
  it('cancels a created transaction and answers a repeat the same', async () => {
    const userId = await createUser(server.deps.db);
    const { id, transaction } = await created(userId);
    const first = await rpc('CancelTransaction', { id, reason: 3 });
    expect(first.result).toEqual({ transaction, cancel_time: expect.any(Number), state: -1 });
    expect((await rpc('CancelTransaction', { id, reason: 3 })).result).toEqual(first.result);
  });

  it('reverses a performed transaction while the money is still there', async () => {
    const userId = await createUser(server.deps.db);
    const { id } = await created(userId);
    await rpc('PerformTransaction', { id });
    const cancel = await rpc('CancelTransaction', { id, reason: 5 });
    expect(cancel.result).toMatchObject({ state: -2 });
    expect((await rpc('CancelTransaction', { id, reason: 5 })).result).toEqual(cancel.result);
    expect(await balancesOf(server.deps.db, userId)).toEqual({ available: 0n, blocked: 0n });
    expect((await rpc('CheckTransaction', { id })).result).toMatchObject({ state: -2, reason: 5 });
  });

  it('answers -31007 when the money has been spent, and changes nothing', async () => {
    const userId = await createUser(server.deps.db);
    const { id } = await created(userId);
    await rpc('PerformTransaction', { id });
    await blockDeposit(server.deps.db, { userId, amount: 1n, businessKey: `deposit:payme-test:${userId}` });
    expect((await rpcError('CancelTransaction', { id, reason: 5 }))?.code).toBe(-31007);
    expect((await rpc('CheckTransaction', { id })).result).toMatchObject({ state: 2, cancel_time: 0 });
    expect(await balancesOf(server.deps.db, userId)).toEqual({ available: BigInt(AMOUNT) - 1n, blocked: 1n });
  });

  it('answers -31003 for an unknown transaction', async () => {
    expect((await rpcError('CancelTransaction', { id: paymeId(), reason: 3 }))?.code).toBe(-31003);
  });
});

describe('CheckTransaction and GetStatement', () => {
  it('reports a transaction through its life', async () => {
    const userId = await createUser(server.deps.db);
    const { id, transaction } = await created(userId);
    expect((await rpc('CheckTransaction', { id })).result).toEqual({
      create_time: expect.any(Number),
      perform_time: 0,
      cancel_time: 0,
      transaction,
      state: 1,
      reason: null,
    });
    await rpc('PerformTransaction', { id });
    const performed = (await rpc('CheckTransaction', { id })).result;
    expect(performed).toMatchObject({ state: 2, reason: null, cancel_time: 0 });
    expect(performed?.perform_time).toBeGreaterThan(0);
    expect((await rpcError('CheckTransaction', { id: paymeId() }))?.code).toBe(-31003);
  });

  it('lists the transactions Payme created in the period, oldest first', async () => {
    const userId = await createUser(server.deps.db);
    const from = Date.now() - 1000;
    const t1 = { id: paymeId(), time: from + 1, amount: AMOUNT, account: account(userId) };
    await rpc('CreateTransaction', t1);
    await rpc('PerformTransaction', { id: t1.id });
    const t2 = { id: paymeId(), time: from + 2, amount: AMOUNT + 100, account: account(userId) };
    await rpc('CreateTransaction', t2);
    const to = from + 2;

    const statement = (await rpc('GetStatement', { from, to })).result as {
      transactions: Record<string, unknown>[];
    };
    const mine = statement.transactions.filter((t) => (t.account as { user_id: string }).user_id === userId);
    expect(mine).toEqual([
      expect.objectContaining({
        id: t1.id,
        time: t1.time,
        amount: AMOUNT,
        account: { user_id: userId },
        state: 2,
      }),
      expect.objectContaining({ id: t2.id, time: t2.time, amount: AMOUNT + 100, state: 1, perform_time: 0 }),
    ]);
    const later = (await rpc('GetStatement', { from: to + 1, to: to + 1000 })).result as {
      transactions: { id: string }[];
    };
    expect(later.transactions.map((t) => t.id)).not.toContain(t1.id);
  });
});
