import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action, Message, Page, Payment, Profile, Transaction } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import type { Database } from '../../server/src/db/database';
import { logAction } from '../../server/src/modules/action-log/action-log.repository';
import { call, type Answer } from '../support/http';
import { guestHeaders, signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

/**
 * The cabinet's reads: each list as its owner (pagination, order, contents), as a guest (401), and
 * as another user who puts the owner's ids in the path or the query (404 or their own rows only,
 * never a hint that the owner's rows exist).
 */
let server: Running;
let alice: TestUser;
let bob: TestUser;
let guest: Record<string, string>;
/** Alice's message ids, newest first. */
let aliceMessages: string[] = [];

const BASE_TIME = Date.parse('2026-11-20T10:00:00Z');
const MESSAGE_COUNT = 12;

beforeAll(async () => {
  server = await startTestServer();
  alice = await signIn(server, { fullName: 'Alisher Navoiy', phone: '+998901112233' });
  bob = await signIn(server, { role: 'customer' });
  guest = await guestHeaders(server);
  const { db } = server.deps;

  // Twelve messages a minute apart, except the last two which share one time (the id decides).
  const rows = Array.from({ length: MESSAGE_COUNT }, (_, index) => ({
    user_id: alice.userId,
    type: index % 2 === 0 ? 'info' : 'success',
    title: `Xabar ${index + 1}`,
    content: `Matn ${index + 1}`,
    sent_at: new Date(BASE_TIME + Math.min(index, MESSAGE_COUNT - 2) * 60_000),
  }));
  const inserted = [];
  for (const row of rows) {
    inserted.push(await db.insertInto('notifications').values(row).returning('id').executeTakeFirstOrThrow());
  }
  aliceMessages = inserted.map((row) => row.id).reverse();
  await db
    .insertInto('notifications')
    .values({
      user_id: bob.userId,
      type: 'warning',
      title: 'Bob',
      content: 'Bob only',
      sent_at: new Date(BASE_TIME),
    })
    .execute();

  await logAction(db, {
    userId: alice.userId,
    type: 'auth',
    actionType: 'sign-in',
    result: 'success',
    ip: '10.0.0.1',
  });
  await logAction(db, {
    userId: alice.userId,
    type: 'money',
    actionType: 'top-up',
    code: 'P-1',
    result: 'failure',
  });
  await logAction(db, { userId: bob.userId, type: 'auth', actionType: 'sign-in', result: 'success' });
});
afterAll(() => server.close());

/**
 * Writes a balanced ledger movement straight into the tables (the ledger service has its own
 * tests): `moves` are [account kind, signed amount]; user kinds are the user's accounts.
 */
async function move(
  db: Database,
  userId: string,
  kind: string,
  moves: [string, bigint][],
  settlesId: string | null = null,
  at = new Date(),
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const total = moves.reduce((sum, [, amount]) => (amount > 0n ? sum + amount : sum), 0n);
    const tx = await trx
      .insertInto('ledger_transactions')
      .values({
        kind,
        business_key: `cabinet-test:${kind}:${Math.random()}`,
        user_id: userId,
        amount: total.toString(),
        settles_id: settlesId,
        description: '',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [accountKind, amount] of moves) {
      const owner = accountKind === 'available' || accountKind === 'blocked' ? userId : null;
      let account = await trx
        .selectFrom('ledger_accounts')
        .select('id')
        .where('kind', '=', accountKind)
        .where((eb) => (owner === null ? eb('user_id', 'is', null) : eb('user_id', '=', owner)))
        .executeTakeFirst();
      account ??= await trx
        .insertInto('ledger_accounts')
        .values({ user_id: owner, kind: accountKind })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('ledger_entries')
        .values({ transaction_id: tx.id, account_id: account.id, amount: amount.toString() })
        .execute();
      await trx
        .updateTable('ledger_accounts')
        .set((eb) => ({ balance: eb('balance', '+', amount.toString()) }))
        .where('id', '=', account.id)
        .execute();
    }
    return tx.id;
  });
}

const get = <T>(path: string, headers: Record<string, string> = {}) =>
  call<T>(server.url, `/api/shop/${path}`, { headers });
const post = <T>(path: string, headers: Record<string, string>) =>
  call<T>(server.url, `/api/shop/${path}`, { method: 'POST', headers });

function expectError(answer: Answer, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect((answer.body as { ERROR: { code: string } }).ERROR.code).toBe(code);
}

describe('GET user/messages', () => {
  it('pages the owner messages newest first, then by id', async () => {
    const first = await get<Page<Message>>('user/messages?page=1&size=5', alice.headers);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body.total).toBe(MESSAGE_COUNT);
    expect(first.body.page).toBe(1);
    expect(first.body.size).toBe(5);
    expect(first.body.items.map((m) => m.id)).toEqual(aliceMessages.slice(0, 5));
    expect(first.body.items[0]).toEqual({
      id: aliceMessages[0],
      type: 'success',
      title: `Xabar ${MESSAGE_COUNT}`,
      content: `Matn ${MESSAGE_COUNT}`,
      sent_at: new Date(BASE_TIME + (MESSAGE_COUNT - 2) * 60_000).toISOString(),
      read: false,
      link: null,
    });

    const third = await get<Page<Message>>('user/messages?page=3&size=5', alice.headers);
    expect(third.body.items.map((m) => m.id)).toEqual(aliceMessages.slice(10));
    const beyond = await get<Page<Message>>('user/messages?page=9&size=5', alice.headers);
    expect(beyond.body).toEqual({ items: [], total: MESSAGE_COUNT, page: 9, size: 5 });
  });

  it('defaults to page 1 of 10', async () => {
    const answer = await get<Page<Message>>('user/messages', alice.headers);
    expect(answer.body.page).toBe(1);
    expect(answer.body.size).toBe(10);
    expect(answer.body.items).toHaveLength(10);
  });

  it.each([
    'page=0',
    'page=-1',
    'page=abc',
    'page=1.5',
    'page=',
    'size=0',
    'size=101',
    'size=ten',
    'page=1e9',
  ])('refuses %s with 400 VALIDATION', async (query) => {
    expectError(await get(`user/messages?${query}`, alice.headers), 400, 'VALIDATION');
  });
});

describe('messages read flags', () => {
  it('marks one message read, once, and answers the unread count', async () => {
    const before = await get<{ count: number }>('user/unread-message-count', alice.headers);
    expect(before.body).toEqual({ count: MESSAGE_COUNT });

    const target = aliceMessages[1] ?? '';
    const marked = await post<{ count: number }>(`user/messages/read/${target}`, alice.headers);
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ count: MESSAGE_COUNT - 1 });
    const again = await post<{ count: number }>(`user/messages/read/${target}`, alice.headers);
    expect(again.body).toEqual({ count: MESSAGE_COUNT - 1 });

    const page = await get<Page<Message>>('user/messages?size=3', alice.headers);
    expect(page.body.items.map((m) => m.read)).toEqual([false, true, false]);
  });

  it('refuses ids that are not row ids with 400 rather than reaching the database', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      expectError(await post(`user/messages/read/${id}`, alice.headers), 400, 'VALIDATION');
    }
  });

  it('answers 404 for an id that does not exist', async () => {
    expectError(await post('user/messages/read/999999999999', alice.headers), 404, 'NOT_FOUND');
  });

  it('marks all read', async () => {
    const bobBefore = await get<{ count: number }>('user/unread-message-count', bob.headers);
    const answer = await post<{ count: number }>('user/messages/read', alice.headers);
    expect(answer.body).toEqual({ count: 0 });
    const page = await get<Page<Message>>('user/messages?size=100', alice.headers);
    expect(page.body.items.every((m) => m.read)).toBe(true);
    // Bob's messages are untouched.
    expect((await get<{ count: number }>('user/unread-message-count', bob.headers)).body).toEqual(
      bobBefore.body,
    );
  });

  it('needs the CSRF header on the marking calls', async () => {
    const answer = await call(server.url, '/api/shop/user/messages/read', {
      method: 'POST',
      headers: { cookie: alice.cookie },
    });
    expectError(answer, 403, 'CSRF_INVALID');
  });
});

describe('GET user/actions', () => {
  it('lists the owner action log newest first, without the address it came from', async () => {
    const answer = await get<Page<Action>>('user/actions', alice.headers);
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(2);
    expect(
      answer.body.items.map(({ type, action_type, code, result }) => ({ type, action_type, code, result })),
    ).toEqual([
      { type: 'money', action_type: 'top-up', code: 'P-1', result: 'failure' },
      { type: 'auth', action_type: 'sign-in', code: null, result: 'success' },
    ]);
    expect(JSON.stringify(answer.body)).not.toContain('10.0.0.1');
    expect(Date.parse(answer.body.items[0]?.created_at ?? '')).not.toBeNaN();
  });

  it('refuses a size above 100', async () => {
    expectError(await get('user/actions?size=1000', alice.headers), 400, 'VALIDATION');
  });
});

describe('GET user/profile', () => {
  it('shows personal info with the personal id masked and the completeness', async () => {
    await server.deps.db
      .updateTable('users')
      .set({ pinfl: '31234567890123', address: null })
      .where('id', '=', alice.userId)
      .execute();
    const answer = await get<Profile>('user/profile', alice.headers);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      full_name: 'Alisher Navoiy',
      role: 'buyer',
      phone: '+998901112233',
      pinfl: '**********0123',
      stir: null,
      address: null,
      lang: 'uz',
      // name, phone, e-mail, identity: 4 of 5 parts.
      percentage: 80,
    });
    expect(JSON.stringify(answer.body)).not.toContain('3123456789');
  });
});

describe('GET user/payments and user/transactions', () => {
  const day = (n: number) => new Date(BASE_TIME + n * 86_400_000);
  let topUp = '';
  let request = '';
  let reject = '';
  let block = '';

  beforeAll(async () => {
    const { db } = server.deps;
    topUp = await move(
      db,
      alice.userId,
      'top_up',
      [
        ['provider_clearing', -10_000_000n],
        ['available', 10_000_000n],
      ],
      null,
      day(1),
    );
    await db
      .insertInto('payments')
      .values([
        {
          user_id: alice.userId,
          provider: 'test',
          provider_tx_id: `cabinet-${topUp}`,
          amount: '10000000',
          state: 'completed',
          description: "Hisobni to'ldirish",
          create_time: String(day(1).getTime()),
          ledger_tx_id: topUp,
          created_at: day(1),
        },
        {
          user_id: alice.userId,
          provider: 'click',
          provider_tx_id: `cabinet-click-${topUp}`,
          amount: '5050',
          state: 'prepared',
          description: 'Click',
          create_time: String(day(2).getTime()),
          created_at: day(2),
        },
      ])
      .execute();
    request = await move(
      db,
      alice.userId,
      'refund_request',
      [
        ['available', -3_000_000n],
        ['blocked', 3_000_000n],
      ],
      null,
      day(3),
    );
    reject = await move(
      db,
      alice.userId,
      'refund_reject',
      [
        ['blocked', -3_000_000n],
        ['available', 3_000_000n],
      ],
      request,
      day(4),
    );
    block = await move(
      db,
      alice.userId,
      'deposit_block',
      [
        ['available', -1_000_000n],
        ['blocked', 1_000_000n],
      ],
      null,
      day(5),
    );

    const bobTopUp = await move(db, bob.userId, 'top_up', [
      ['provider_clearing', -700n],
      ['available', 700n],
    ]);
    await db
      .insertInto('payments')
      .values({
        user_id: bob.userId,
        provider: 'test',
        provider_tx_id: `cabinet-${bobTopUp}`,
        amount: '700',
        state: 'completed',
        description: 'Bob',
        create_time: String(Date.now()),
        ledger_tx_id: bobTopUp,
      })
      .execute();
  });

  it('lists the owner payments newest first with receipt number, amount in tiyin and status', async () => {
    const answer = await get<Page<Payment>>('user/payments', alice.headers);
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(2);
    expect(
      answer.body.items.map(({ provider, amount, status, description }) => ({
        provider,
        amount,
        status,
        description,
      })),
    ).toEqual([
      { provider: 'click', amount: '5050', status: 'pending', description: 'Click' },
      { provider: 'test', amount: '10000000', status: 'paid', description: "Hisobni to'ldirish" },
    ]);
    for (const payment of answer.body.items)
      expect(payment.receipt_no).toBe(`KP${payment.id.padStart(8, '0')}`);
    expect(answer.body.items[1]?.created_at).toBe(day(1).toISOString());
  });

  it('lists the movements of the available balance with their direction and status', async () => {
    const answer = await get<Page<Transaction>>('user/transactions?size=3', alice.headers);
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(4);
    expect(
      answer.body.items.map(({ id, kind, type, amount, status }) => ({ id, kind, type, amount, status })),
    ).toEqual([
      { id: block, kind: 'deposit_block', type: 'outgoing', amount: '1000000', status: 'pending' },
      { id: reject, kind: 'refund_reject', type: 'income', amount: '3000000', status: 'completed' },
      { id: request, kind: 'refund_request', type: 'outgoing', amount: '3000000', status: 'returned' },
    ]);
    const second = await get<Page<Transaction>>('user/transactions?size=3&page=2', alice.headers);
    expect(second.body.items.map(({ id, type, amount, status }) => ({ id, type, amount, status }))).toEqual([
      { id: topUp, type: 'income', amount: '10000000', status: 'completed' },
    ]);
  });

  it('shows another user none of it', async () => {
    const payments = await get<Page<Payment>>(`user/payments?user_id=${alice.userId}`, bob.headers);
    expect(payments.body.items.map((p) => p.description)).toEqual(['Bob']);
    const transactions = await get<Page<Transaction>>(
      `user/transactions?user_id=${alice.userId}`,
      bob.headers,
    );
    expect(transactions.body.total).toBe(1);
    expect(transactions.body.items[0]?.amount).toBe('700');
  });
});

/** Every cabinet read, with a query naming Alice as if the server took the user from the request. */
const LISTS = [
  'user/messages',
  'user/unread-message-count',
  'user/actions',
  'user/payments',
  'user/transactions',
  'user/profile',
];

describe('as a guest', () => {
  it.each(LISTS)('GET %s answers 401', async (path) => {
    expectError(await get(path, guest), 401, 'UNAUTHORIZED');
  });

  it.each(['user/messages/read', 'user/messages/read/1'])('POST %s answers 401', async (path) => {
    expectError(await post(path, guest), 401, 'UNAUTHORIZED');
  });
});

describe('as another user', () => {
  it('cannot mark the owner message read: 404, the same as a missing id, and nothing changes', async () => {
    const target = aliceMessages[0] ?? '';
    await server.deps.db
      .updateTable('notifications')
      .set({ read_at: null })
      .where('id', '=', target)
      .execute();
    const answer = await post(`user/messages/read/${target}`, bob.headers);
    const missing = await post('user/messages/read/999999999999', bob.headers);
    expectError(answer, 404, 'NOT_FOUND');
    expect(answer.body).toEqual(missing.body);
    expect((await get<{ count: number }>('user/unread-message-count', alice.headers)).body).toEqual({
      count: 1,
    });
  });

  it.each(LISTS)('GET %s with the owner id in the query still shows only their own rows', async (path) => {
    const owner = alice.userId;
    const asBob = await get(`${path}?user_id=${owner}&userId=${owner}&id=${owner}`, bob.headers);
    const plain = await get(path, bob.headers);
    expect(asBob.status).toBe(200);
    expect(asBob.body).toEqual(plain.body);
    expect(JSON.stringify(asBob.body)).not.toMatch(/Xabar|Alisher|top-up|10000000/);
  });
});
