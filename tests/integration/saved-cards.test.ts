import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Binding, CardTopUpAnswer, Refund, SavedCard, SavedCardList } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { standInPhone } from '../../server/src/modules/top-up';
import { call, postJson, type Answer } from '../support/http';
import { balancesOf, expectLedgerConsistent } from '../support/ledger';
import { waitForMessage } from '../support/messages';
import { signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

/**
 * Saved cards against the local stand-in of Payme's Subscribe API (test mode): binding with the SMS
 * code, Payme's refusals answered in our words, a top-up credited once however often it is sent,
 * and nobody else's card usable.
 */
let server: Running;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await expectLedgerConsistent(server.deps.db);
  await server.close();
});

const BASE = 'gateway/uzcard-cards';
/** Stand-in cards (stand-in.ts): a good Uzcard, a blocked one, one with no money. */
const GOOD = '8600 0691 9540 6311';
const BLOCKED = '8600 4900 0000 0018';
const NO_MONEY = '8600 4900 0000 0034';

type ErrorAnswer = { ERROR: { code: string; message: string } };
const post = <T>(path: string, body: unknown, user: TestUser) =>
  postJson(server.url, `/api/shop/${path}`, body, user.headers) as Promise<Answer<T>>;
const list = async (user: TestUser) =>
  (await call<SavedCardList>(server.url, `/api/shop/${BASE}`, { headers: user.headers })).body.items;

function expectError(answer: Answer, status: number, code: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect((answer.body as ErrorAnswer).ERROR.code).toBe(code);
}

/** The code the stand-in texted to the card's phone (shown on /dev/outbox). */
async function smsCode(number: string): Promise<string> {
  const message = await waitForMessage(server.deps.db, `+${standInPhone(number)}`, () => true);
  const code = /kodi (\d{6})/.exec(message.body)?.[1];
  if (!code) throw new Error(`no code in ${message.body}`);
  return code;
}

async function bind(user: TestUser, number = GOOD, expire = '03/99'): Promise<SavedCard> {
  const started = await post<Binding>(BASE, { number, expire }, user);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const verified = await post<SavedCard>(
    `${BASE}/${started.body.id}/verify`,
    { code: await smsCode(number) },
    user,
  );
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body;
}

describe('binding a card', () => {
  it('keeps the token and the mask, never the number, after the SMS code', async () => {
    const user = await signIn(server);
    const started = await post<Binding>(BASE, { number: GOOD, expire: '03/99' }, user);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      card_number: '8600 06** **** 6311',
      expire: '03/99',
      kind: 'uzcard',
    });
    expect(started.body.phone).toBe('99890*****11');
    // Not listed before the code confirms it.
    expect(await list(user)).toEqual([]);
    const code = await smsCode(GOOD);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await post(`${BASE}/${started.body.id}/verify`, { code: wrong }, user);
    expectError(refused, 400, 'CARD_CODE_WRONG');
    const ok = await post<SavedCard>(`${BASE}/${started.body.id}/verify`, { code }, user);
    expect(ok.status).toBe(200);
    expect(await list(user)).toEqual([ok.body]);
    const row = await server.deps.db
      .selectFrom('saved_cards')
      .selectAll()
      .where('id', '=', ok.body.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('8600069195406311');
    expect(row.token.length).toBeGreaterThan(10);
    // The same card again is refused before Payme is asked.
    expectError(await post(BASE, { number: GOOD, expire: '03/99' }, user), 409, 'CARD_ALREADY_SAVED');
  });

  it("answers Payme's refusals in the user's language and saves nothing", async () => {
    const user = await signIn(server);
    const expired = await post(BASE, { number: GOOD, expire: '01/20' }, user);
    expectError(expired, 400, 'CARD_EXPIRED');
    expectError(await post(BASE, { number: BLOCKED, expire: '03/99' }, user), 409, 'CARD_BLOCKED');
    const russian = await postJson(
      server.url,
      `/api/shop/${BASE}`,
      { number: GOOD, expire: '01/20' },
      { ...user.headers, 'accept-language': 'ru' },
    );
    expect((russian.body as ErrorAnswer).ERROR.message).toBe('Срок действия карты истёк.');
    const typo = await post(BASE, { number: '8600 0691 9540 6312', expire: '03/99' }, user);
    expectError(typo, 400, 'VALIDATION');
    const visa = await post(BASE, { number: '4111 1111 1111 1111', expire: '03/99' }, user);
    expectError(visa, 400, 'VALIDATION');
    expect(await list(user)).toEqual([]);
  });
});

describe('topping up from a saved card', () => {
  it('credits the balance once under a retry of the same request', async () => {
    const user = await signIn(server);
    const card = await bind(user);
    const body = { amount: '150 000', request_id: crypto.randomUUID() };
    const answers = await Promise.all([
      post<CardTopUpAnswer>(`${BASE}/${card.id}/top-up`, body, user),
      post<CardTopUpAnswer>(`${BASE}/${card.id}/top-up`, body, user),
    ]);
    const again = await post<CardTopUpAnswer>(`${BASE}/${card.id}/top-up`, body, user);
    for (const answer of [...answers, again]) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.receipt_no).toBe(again.body.receipt_no);
    }
    expect(again.body).toMatchObject({ amount: '15000000', available: '15000000' });
    expect((await balancesOf(server.deps.db, user.userId)).available).toBe(15_000_000n);
    const paid = await server.deps.db
      .selectFrom('payments')
      .select(['provider', 'state', 'amount'])
      .where('user_id', '=', user.userId)
      .execute();
    expect(paid).toEqual([{ provider: 'payme', state: '2', amount: '15000000' }]);
    // A new request is a new top-up.
    const second = await post<CardTopUpAnswer>(
      `${BASE}/${card.id}/top-up`,
      { amount: '1000', request_id: crypto.randomUUID() },
      user,
    );
    expect(second.body.available).toBe('15100000');
  });

  it('refuses a card without money, the same way on a retry, and credits nothing', async () => {
    const user = await signIn(server);
    const card = await bind(user, NO_MONEY);
    const body = { amount: '50 000', request_id: crypto.randomUUID() };
    expectError(await post(`${BASE}/${card.id}/top-up`, body, user), 409, 'CARD_INSUFFICIENT_FUNDS');
    expectError(await post(`${BASE}/${card.id}/top-up`, body, user), 409, 'CARD_INSUFFICIENT_FUNDS');
    expect((await balancesOf(server.deps.db, user.userId)).available).toBe(0n);
  });

  it('lets nobody else use, remove or refund to the card', async () => {
    const owner = await signIn(server);
    const other = await signIn(server);
    const card = await bind(owner);
    const topUp = { amount: '10 000', request_id: crypto.randomUUID() };
    expectError(await post(`${BASE}/${card.id}/top-up`, topUp, other), 404, 'NOT_FOUND');
    const removal = await call(server.url, `/api/shop/${BASE}/${card.id}`, {
      method: 'DELETE',
      headers: other.headers,
    });
    expectError(removal, 404, 'NOT_FOUND');
    const refund = { bank_name: 'Kapitalbank', saved_card_id: card.id, amount: '1000' };
    expectError(await post('payment-back', refund, other), 404, 'NOT_FOUND');
    expect(await list(other)).toEqual([]);
    expect(await list(owner)).toHaveLength(1);
    expect((await balancesOf(server.deps.db, other.userId)).available).toBe(0n);
  });

  it('refunds to a saved card by its id, and a removed card is gone', async () => {
    const user = await signIn(server);
    const card = await bind(user);
    await post(`${BASE}/${card.id}/top-up`, { amount: '20 000', request_id: crypto.randomUUID() }, user);
    const refund = await post<Refund>(
      'payment-back',
      { bank_name: 'Kapitalbank', saved_card_id: card.id, amount: '5 000' },
      user,
    );
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    expect(refund.body).toMatchObject({ card_type: 'uzcard', card_number: '8600 06** **** 6311' });
    const removal = await call(server.url, `/api/shop/${BASE}/${card.id}`, {
      method: 'DELETE',
      headers: user.headers,
    });
    expect(removal.status).toBe(204);
    expect(await list(user)).toEqual([]);
    const topUp = { amount: '10 000', request_id: crypto.randomUUID() };
    expectError(await post(`${BASE}/${card.id}/top-up`, topUp, user), 404, 'NOT_FOUND');
  });
});
