import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { clickSignature } from '../../server/src/modules/top-up/click/click.signature';
import { call } from '../support/http';
import { balancesOf, createUser, expectLedgerConsistent } from '../support/ledger';
import { startTestServer } from '../support/test-server';

/** The Click SHOP-API as Click calls it: signed form posts to prepare and complete, JSON answers. */
let server: Running;
let serviceId: string;
let secret: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ serviceId, secretKey: secret } = server.deps.config.payments.click);
});
afterAll(async () => {
  await expectLedgerConsistent(server.deps.db);
  await server.close();
});

type Fields = Record<string, string>;
interface ClickAnswer {
  click_trans_id?: number;
  merchant_trans_id?: string;
  merchant_prepare_id?: number;
  merchant_confirm_id?: number;
  error: number;
  error_note: string;
}

async function post(action: 'prepare' | 'complete', fields: Fields) {
  const answer = await call<ClickAnswer>(server.url, `/api/payments/click/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

const signed = (fields: Fields): Fields => ({
  ...fields,
  sign_string: clickSignature(
    {
      click_trans_id: fields.click_trans_id ?? '',
      service_id: fields.service_id ?? '',
      merchant_trans_id: fields.merchant_trans_id ?? '',
      merchant_prepare_id: fields.merchant_prepare_id,
      amount: fields.amount ?? '',
      action: fields.action ?? '',
      sign_time: fields.sign_time ?? '',
    },
    secret,
  ),
});

function prepareFields(
  userId: string,
  amount = '15000.00',
  clickTransId = String(randomInt(1, 2 ** 47)),
): Fields {
  return {
    click_trans_id: clickTransId,
    service_id: serviceId,
    click_paydoc_id: String(randomInt(1, 2 ** 47)),
    merchant_trans_id: userId,
    amount,
    action: '0',
    error: '0',
    error_note: 'Success',
    sign_time: '2026-11-22 10:15:00',
  };
}

function completeFields(prepared: Fields, prepareId: number | undefined, overrides: Fields = {}): Fields {
  return { ...prepared, merchant_prepare_id: String(prepareId), action: '1', ...overrides };
}

async function prepared(userId: string, amount = '15000.00') {
  const fields = prepareFields(userId, amount);
  const answer = await post('prepare', signed(fields));
  expect(answer.error).toBe(0);
  return { fields, prepareId: answer.merchant_prepare_id };
}

describe('prepare and complete', () => {
  it('credits the balance once, and answers a duplicate complete "already paid"', async () => {
    const userId = await createUser(server.deps.db);
    const fields = prepareFields(userId);
    const prepare = await post('prepare', signed(fields));
    expect(prepare).toEqual({
      click_trans_id: Number(fields.click_trans_id),
      merchant_trans_id: userId,
      merchant_prepare_id: expect.any(Number),
      error: 0,
      error_note: 'Success',
    });
    // A repeated prepare answers the same prepare id.
    expect((await post('prepare', signed(fields))).merchant_prepare_id).toBe(prepare.merchant_prepare_id);

    const complete = completeFields(fields, prepare.merchant_prepare_id);
    const done = await post('complete', signed(complete));
    expect(done).toEqual({
      click_trans_id: Number(fields.click_trans_id),
      merchant_trans_id: userId,
      merchant_confirm_id: prepare.merchant_prepare_id,
      error: 0,
      error_note: 'Success',
    });
    expect(await post('complete', signed(complete))).toMatchObject({ error: -4 });
    expect(await post('prepare', signed(fields))).toMatchObject({ error: -4 });
    expect(await balancesOf(server.deps.db, userId)).toEqual({ available: 1_500_000n, blocked: 0n });

    const payment = await server.deps.db
      .selectFrom('payments')
      .selectAll()
      .where('provider', '=', 'click')
      .where('provider_tx_id', '=', fields.click_trans_id ?? '')
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ state: 'completed', status: 'paid', amount: '1500000', user_id: userId });
  });

  it('credits once when two completes arrive at the same moment', async () => {
    const userId = await createUser(server.deps.db);
    const { fields, prepareId } = await prepared(userId);
    const complete = signed(completeFields(fields, prepareId));
    const answers = await Promise.all([post('complete', complete), post('complete', complete)]);
    expect(answers.map((a) => a.error).sort()).toEqual([-4, 0]);
    expect(await balancesOf(server.deps.db, userId)).toEqual({ available: 1_500_000n, blocked: 0n });
  });

  it('accepts the amount as Click writes it, in whole sums or with decimals', async () => {
    const userId = await createUser(server.deps.db);
    const { fields, prepareId } = await prepared(userId, '2500');
    expect((await post('complete', signed(completeFields(fields, prepareId)))).error).toBe(0);
    expect(await balancesOf(server.deps.db, userId)).toEqual({ available: 250_000n, blocked: 0n });
  });
});

describe('refusals', () => {
  it('answers -1 to a forged signature and records nothing', async () => {
    const userId = await createUser(server.deps.db);
    const fields = prepareFields(userId);
    const forged = { ...signed(fields), amount: '150000.00' };
    expect(await post('prepare', forged)).toMatchObject({ error: -1, error_note: 'SIGN CHECK FAILED!' });
    expect(await post('prepare', { ...fields, sign_string: 'f'.repeat(32) })).toMatchObject({ error: -1 });
    const rows = await server.deps.db
      .selectFrom('payments')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toEqual([]);

    const { fields: ok, prepareId } = await prepared(userId);
    const complete = signed(completeFields(ok, prepareId));
    expect(await post('complete', { ...complete, sign_string: signed(ok).sign_string ?? '' })).toMatchObject({
      error: -1,
    });
    expect(await balancesOf(server.deps.db, userId)).toEqual({ available: 0n, blocked: 0n });
  });

  it.each([
    ['one tiyin below the minimum', '999.99'],
    ['zero', '0'],
    ['negative', '-15000'],
    ['fractional tiyin', '15000.005'],
    ['not a number', 'abc'],
    ['1e309', '1e309'],
    ['above 2^53 tiyin', '90071992547409.93'],
    ['above the top-up maximum', '1000000000.01'],
  ])('answers -2 to a prepare whose amount is %s', async (_name, amount) => {
    const userId = await createUser(server.deps.db);
    expect(await post('prepare', signed(prepareFields(userId, amount)))).toMatchObject({
      error: -2,
      error_note: 'Incorrect parameter amount',
    });
  });

  it('answers -2 to a complete whose amount is one tiyin off the prepared one', async () => {
    const userId = await createUser(server.deps.db);
    const { fields, prepareId } = await prepared(userId);
    const off = signed(completeFields(fields, prepareId, { amount: '15000.01' }));
    expect(await post('complete', off)).toMatchObject({ error: -2 });
    expect(await balancesOf(server.deps.db, userId)).toEqual({ available: 0n, blocked: 0n });
    // The right amount still completes afterwards.
    expect((await post('complete', signed(completeFields(fields, prepareId)))).error).toBe(0);
  });

  it('answers -5 for an unknown user', async () => {
    expect(await post('prepare', signed(prepareFields('999999999')))).toMatchObject({ error: -5 });
    expect(await post('prepare', signed(prepareFields('not-a-user')))).toMatchObject({ error: -5 });
  });

  it('answers -6 to a complete without its prepare', async () => {
    const userId = await createUser(server.deps.db);
    const fields = prepareFields(userId);
    expect(await post('complete', signed(completeFields(fields, 999_999_999)))).toMatchObject({ error: -6 });
    // A real prepare id, but another Click transaction.
    const { prepareId } = await prepared(userId);
    expect(await post('complete', signed(completeFields(fields, prepareId)))).toMatchObject({ error: -6 });
    expect(await balancesOf(server.deps.db, userId)).toEqual({ available: 0n, blocked: 0n });
  });

  it('answers -3 to the wrong action and -8 to a malformed request', async () => {
    const userId = await createUser(server.deps.db);
    expect(await post('prepare', signed({ ...prepareFields(userId), action: '1' }))).toMatchObject({
      error: -3,
    });
    const { sign_time: _dropped, ...incomplete } = prepareFields(userId);
    expect(await post('prepare', incomplete)).toMatchObject({ error: -8 });
    expect(await post('prepare', signed({ ...prepareFields(userId), service_id: '999' }))).toMatchObject({
      error: -8,
    });
  });
});

describe('cancel through an error', () => {
  it('cancels the prepared payment when Click completes with an error, and never credits it', async () => {
    const userId = await createUser(server.deps.db);
    const { fields, prepareId } = await prepared(userId);
    const failed = signed(
      completeFields(fields, prepareId, { error: '-5017', error_note: 'Insufficient funds' }),
    );
    expect(await post('complete', failed)).toMatchObject({ error: -9, error_note: 'Transaction cancelled' });
    expect(await post('complete', signed(completeFields(fields, prepareId)))).toMatchObject({ error: -9 });
    expect(await post('prepare', signed(fields))).toMatchObject({ error: -9 });
    expect(await balancesOf(server.deps.db, userId)).toEqual({ available: 0n, blocked: 0n });
    const payment = await server.deps.db
      .selectFrom('payments')
      .select(['state', 'status', 'cancel_reason'])
      .where('id', '=', String(prepareId))
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ state: 'cancelled', status: 'cancelled', cancel_reason: -5017 });
  });
});
