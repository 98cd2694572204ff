import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database } from '../../server/src/db/database';
import { AppError } from '../../server/src/lib/app-error';
import {
  approveRefund,
  blockDeposit,
  forfeitDeposit,
  getBalance,
  lockAccountsOf,
  rejectRefund,
  releaseDeposit,
  requestRefund,
  reverseTopUp,
  topUp,
} from '../../server/src/modules/ledger/ledger.service';
import { balancesOf, createUser, expectLedgerConsistent, recordCounts } from '../support/ledger';

/** Every movement of the ledger service against the real PostgreSQL, one user per test. */
let db: Database;
beforeAll(() => {
  db = createDatabase(inject('databaseUrl'), 6);
});
afterAll(async () => {
  await expectLedgerConsistent(db);
  await db.destroy();
});

async function expectRefused(promise: Promise<unknown>, code: string): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  return error as AppError;
}

/** A user with `amount` tiyin available. */
async function funded(amount: bigint): Promise<string> {
  const userId = await createUser(db);
  await topUp(db, { userId, amount, businessKey: `test-top-up:${userId}` });
  return userId;
}

describe('top-up', () => {
  it('credits the available balance once per business key, with an action and a notification', async () => {
    const userId = await createUser(db, { lang: 'en' });
    const first = await topUp(db, { userId, amount: 1_500_050n, businessKey: `t:${userId}`, code: 'KP1' });
    expect(first).toMatchObject({ kind: 'top_up', amount: '1500050', repeated: false });
    const again = await topUp(db, { userId, amount: 1_500_050n, businessKey: `t:${userId}`, code: 'KP1' });
    expect(again).toMatchObject({ transactionId: first.transactionId, repeated: true });

    expect(await getBalance(db, userId)).toEqual({ balance: '1500050', blocked: '0' });
    expect(await recordCounts(db, userId)).toEqual({ transactions: 1, notifications: 1, actions: 1 });
    const note = await db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(note).toMatchObject({ type: 'success', title: 'Balance topped up' });
    expect(note.content).toBe('15 000.50 UZS has been credited to your balance.');
    const action = await db
      .selectFrom('action_log')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(action).toMatchObject({ type: 'money', action_type: 'top-up', code: 'KP1', result: 'success' });
  });

  it('refuses the same key with another amount or for another user, moving nothing', async () => {
    const userId = await funded(1000n);
    await expectRefused(
      topUp(db, { userId, amount: 1001n, businessKey: `test-top-up:${userId}` }),
      'WRONG_STATE',
    );
    const other = await createUser(db);
    await expectRefused(
      topUp(db, { userId: other, amount: 1000n, businessKey: `test-top-up:${userId}` }),
      'WRONG_STATE',
    );
    expect(await balancesOf(db, userId)).toEqual({ available: 1000n, blocked: 0n });
    expect(await balancesOf(db, other)).toEqual({ available: 0n, blocked: 0n });
  });

  it.each([0n, -5n, 2n ** 53n])('refuses the amount %s', async (amount) => {
    const userId = await createUser(db);
    await expectRefused(topUp(db, { userId, amount, businessKey: `bad:${userId}` }), 'INVALID_AMOUNT');
    expect(await recordCounts(db, userId)).toEqual({ transactions: 0, notifications: 0, actions: 0 });
  });

  it('is reversed only while the available balance holds it', async () => {
    const userId = await funded(5000n);
    await blockDeposit(db, { userId, amount: 1000n, businessKey: `deposit:1:${userId}` });
    const before = await recordCounts(db, userId);
    await expectRefused(
      reverseTopUp(db, { userId, topUpKey: `test-top-up:${userId}` }),
      'INSUFFICIENT_FUNDS',
    );
    expect(await recordCounts(db, userId)).toEqual(before);
    expect(await balancesOf(db, userId)).toEqual({ available: 4000n, blocked: 1000n });

    await releaseDeposit(db, { userId, blockKey: `deposit:1:${userId}` });
    const reversed = await reverseTopUp(db, { userId, topUpKey: `test-top-up:${userId}` });
    expect(reversed).toMatchObject({ kind: 'top_up_reversal', amount: '5000', repeated: false });
    expect((await reverseTopUp(db, { userId, topUpKey: `test-top-up:${userId}` })).repeated).toBe(true);
    expect(await balancesOf(db, userId)).toEqual({ available: 0n, blocked: 0n });
  });
});

describe('deposits', () => {
  it('blocks, then releases once', async () => {
    const userId = await funded(10_000n);
    const key = `deposit:7:${userId}`;
    const block = await blockDeposit(db, { userId, amount: 4000n, businessKey: key });
    expect((await blockDeposit(db, { userId, amount: 4000n, businessKey: key })).transactionId).toBe(
      block.transactionId,
    );
    expect(await getBalance(db, userId)).toEqual({ balance: '6000', blocked: '4000' });

    const release = await releaseDeposit(db, { userId, blockKey: key });
    expect(release).toMatchObject({ kind: 'deposit_release', amount: '4000', repeated: false });
    expect((await releaseDeposit(db, { userId, blockKey: key })).repeated).toBe(true);
    expect(await balancesOf(db, userId)).toEqual({ available: 10_000n, blocked: 0n });
    // Released money cannot also be forfeited.
    await expectRefused(forfeitDeposit(db, { userId, blockKey: key }), 'WRONG_STATE');
  });

  it('forfeits to the platform, and a forfeited deposit is never released', async () => {
    const userId = await funded(10_000n);
    const key = `deposit:8:${userId}`;
    await blockDeposit(db, { userId, amount: 2500n, businessKey: key });
    const forfeitedBefore = await platformBalance('deposits_forfeited');
    await forfeitDeposit(db, { userId, blockKey: key, reason: 'did not pay' });
    expect(await balancesOf(db, userId)).toEqual({ available: 7500n, blocked: 0n });
    expect((await platformBalance('deposits_forfeited')) - forfeitedBefore).toBe(2500n);
    await expectRefused(releaseDeposit(db, { userId, blockKey: key }), 'WRONG_STATE');
    const note = await db
      .selectFrom('notifications')
      .select('content')
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(note.content).toContain('did not pay');
  });

  it('refuses a block beyond the available balance and changes nothing', async () => {
    const userId = await funded(3000n);
    const before = await recordCounts(db, userId);
    const error = await expectRefused(
      blockDeposit(db, { userId, amount: 3001n, businessKey: `deposit:9:${userId}` }),
      'INSUFFICIENT_FUNDS',
    );
    expect(error.data).toEqual({ available: '3000', required: '3001', shortfall: '1' });
    expect(await recordCounts(db, userId)).toEqual(before);
    expect(await balancesOf(db, userId)).toEqual({ available: 3000n, blocked: 0n });
    // The refused key stays free: the same application can be made once the money is there.
    await topUp(db, { userId, amount: 1n, businessKey: `more:${userId}` });
    expect(
      (await blockDeposit(db, { userId, amount: 3001n, businessKey: `deposit:9:${userId}` })).repeated,
    ).toBe(false);
  });

  it('settles only a block of the same user', async () => {
    const owner = await funded(1000n);
    const stranger = await createUser(db);
    await blockDeposit(db, { userId: owner, amount: 1000n, businessKey: `deposit:10:${owner}` });
    await expectRefused(
      releaseDeposit(db, { userId: stranger, blockKey: `deposit:10:${owner}` }),
      'NOT_FOUND',
    );
    await expectRefused(releaseDeposit(db, { userId: owner, blockKey: 'deposit:none' }), 'NOT_FOUND');
    expect(await balancesOf(db, stranger)).toEqual({ available: 0n, blocked: 0n });
  });

  it('lets only one of two concurrent blocks that would overdraw succeed', async () => {
    const userId = await funded(10_000n);
    const results = await Promise.allSettled([
      blockDeposit(db, { userId, amount: 7000n, businessKey: `deposit:11:${userId}` }),
      blockDeposit(db, { userId, amount: 7000n, businessKey: `deposit:12:${userId}` }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected.map((r) => (r.reason as AppError).code)).toEqual(['INSUFFICIENT_FUNDS']);
    expect(await balancesOf(db, userId)).toEqual({ available: 3000n, blocked: 7000n });
  });

  it('moves money once when the same block arrives twice at the same moment', async () => {
    const userId = await funded(10_000n);
    const key = `deposit:13:${userId}`;
    const [a, b] = await Promise.all([
      blockDeposit(db, { userId, amount: 4000n, businessKey: key }),
      blockDeposit(db, { userId, amount: 4000n, businessKey: key }),
    ]);
    expect(a.transactionId).toBe(b.transactionId);
    expect([a.repeated, b.repeated].sort()).toEqual([false, true]);
    expect(await balancesOf(db, userId)).toEqual({ available: 6000n, blocked: 4000n });
  });
});

describe('several movements in one transaction', () => {
  it('locks each person once and checks every movement against the balance the earlier ones left', async () => {
    const a = await funded(1_000n);
    const b = await funded(500n);
    await db.transaction().execute(async (trx) => {
      await lockAccountsOf(trx, [b, a]);
      await blockDeposit(trx, { userId: a, amount: 700n, businessKey: `many:block:${a}` });
      // 300 left available: a second block of 400 must be refused, though the locked row said 1 000.
      await expectRefused(
        blockDeposit(trx, { userId: a, amount: 400n, businessKey: `many:block2:${a}` }),
        'INSUFFICIENT_FUNDS',
      );
    });
    // The refusal was caught: the first block committed alone.
    expect(await getBalance(db, a)).toEqual({ balance: '300', blocked: '700' });
    await db.transaction().execute(async (trx) => {
      await lockAccountsOf(trx, [a, b]);
      await blockDeposit(trx, { userId: a, amount: 200n, businessKey: `many:block3:${a}` });
      await releaseDeposit(trx, { userId: a, blockKey: `many:block3:${a}`, lang: 'en' });
      await blockDeposit(trx, { userId: a, amount: 300n, businessKey: `many:block4:${a}` });
      await blockDeposit(trx, { userId: b, amount: 500n, businessKey: `many:block5:${b}` });
    });
    expect(await getBalance(db, a)).toEqual({ balance: '0', blocked: '1000' });
    expect(await getBalance(db, b)).toEqual({ balance: '0', blocked: '500' });
  });
});

describe('refunds', () => {
  it('blocks on request, and approval sends the money out through the provider', async () => {
    const userId = await funded(50_000n);
    const clearingBefore = await platformBalance('provider_clearing');
    await requestRefund(db, { userId, amount: 20_000n, businessKey: `refund:a:${userId}` });
    expect(await balancesOf(db, userId)).toEqual({ available: 30_000n, blocked: 20_000n });
    await approveRefund(db, { userId, requestKey: `refund:a:${userId}` });
    expect((await approveRefund(db, { userId, requestKey: `refund:a:${userId}` })).repeated).toBe(true);
    expect(await balancesOf(db, userId)).toEqual({ available: 30_000n, blocked: 0n });
    expect((await platformBalance('provider_clearing')) - clearingBefore).toBe(20_000n);
    await expectRefused(rejectRefund(db, { userId, requestKey: `refund:a:${userId}` }), 'WRONG_STATE');
  });

  it('returns the money on rejection', async () => {
    const userId = await funded(50_000n);
    await requestRefund(db, { userId, amount: 50_000n, businessKey: `refund:b:${userId}` });
    await expectRefused(
      requestRefund(db, { userId, amount: 1n, businessKey: `refund:c:${userId}` }),
      'INSUFFICIENT_FUNDS',
    );
    await rejectRefund(db, { userId, requestKey: `refund:b:${userId}`, reason: 'card closed' });
    expect(await balancesOf(db, userId)).toEqual({ available: 50_000n, blocked: 0n });
    await expectRefused(approveRefund(db, { userId, requestKey: `refund:b:${userId}` }), 'WRONG_STATE');
  });
});

describe('the database guards the ledger on its own', () => {
  it('refuses at commit a movement whose entries do not sum to zero', async () => {
    const userId = await funded(1000n);
    const accounts = await db
      .selectFrom('ledger_accounts')
      .select(['id', 'kind'])
      .where('user_id', '=', userId)
      .execute();
    const available = accounts.find((a) => a.kind === 'available')?.id ?? '';
    const attempt = db.transaction().execute(async (trx) => {
      const tx = await trx
        .insertInto('ledger_transactions')
        .values({ kind: 'top_up', business_key: `forged:${userId}`, user_id: userId, amount: '500' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('ledger_entries')
        .values({ transaction_id: tx.id, account_id: available, amount: '500' })
        .execute();
    });
    await expect(attempt).rejects.toThrow(/not balanced/);
    expect(
      await db
        .selectFrom('ledger_transactions')
        .select('id')
        .where('business_key', '=', `forged:${userId}`)
        .execute(),
    ).toEqual([]);
  });

  it('refuses a negative user balance and any edit of history', async () => {
    const userId = await funded(1000n);
    await expect(
      db.updateTable('ledger_accounts').set({ balance: '-1' }).where('user_id', '=', userId).execute(),
    ).rejects.toThrow(/ledger_accounts_user_balance_check/);
    await expect(
      db
        .updateTable('ledger_entries')
        .set({ amount: sql`amount * 2` })
        .where('amount', '=', '1000')
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      db.deleteFrom('ledger_transactions').where('user_id', '=', userId).execute(),
    ).rejects.toThrow(/append-only/);
  });
});

async function platformBalance(kind: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('user_id', 'is', null)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return BigInt(row.balance);
}
