/**
 * Helpers for tests that move money: plain users without a session, balances read straight from
 * the ledger, and the ledger's invariants checked over the whole database.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../server/src/db/database';
import { createApplicationService } from '../../server/src/modules/application/application.service';
import { assertConsented } from '../../server/src/modules/consent/consent-state';
import { seedConsent } from '../../server/src/modules/consent/seeded-consent';
import { testConfig } from './test-server';

/**
 * A user row (no session): enough for the ledger, the providers and the refund services. Consented
 * to the offer in force (a seeded consent) unless `consented: false`, so it may apply and bid.
 */
export async function createUser(
  db: Database,
  options: { lang?: string; role?: string; consented?: boolean } = {},
): Promise<string> {
  const suffix = randomBytes(5).toString('hex');
  const row = await db
    .insertInto('users')
    .values({
      user_name: `ledger-${suffix}`,
      full_name: `Ledger User ${suffix}`,
      lang: options.lang ?? 'uz',
      role: options.role ?? 'buyer',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.consented !== false) await seedConsent(db, row.id);
  return row.id;
}

/** The application service as the server builds it: the consent checked with the run's cut-off. */
export function applicationServiceOf(db: Database) {
  const { consentCutoff } = testConfig();
  return createApplicationService(db, {
    assertConsented: (userId) => assertConsented(db, userId, consentCutoff),
  });
}

export async function balancesOf(
  db: Database,
  userId: string,
): Promise<{ available: bigint; blocked: bigint }> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['kind', 'balance'])
    .where('user_id', '=', userId)
    .execute();
  const of = (kind: string) => BigInt(rows.find((row) => row.kind === kind)?.balance ?? '0');
  return { available: of('available'), blocked: of('blocked') };
}

/** How many movements, notifications and action-log rows a user has: all must stay put on a refusal. */
export async function recordCounts(db: Database, userId: string) {
  const count = async (table: 'ledger_transactions' | 'notifications' | 'action_log') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    transactions: await count('ledger_transactions'),
    notifications: await count('notifications'),
    actions: await count('action_log'),
  };
}

/**
 * The ledger's invariants over every row in the database: each movement's entries sum to zero,
 * all balances sum to zero, no user account is negative, and each account's balance equals the
 * sum of its entries.
 */
export async function expectLedgerConsistent(db: Database): Promise<void> {
  const unbalanced = await sql<{ transaction_id: string }>`
    SELECT t.id AS transaction_id
    FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
    GROUP BY t.id HAVING coalesce(sum(e.amount), 0) <> 0 OR count(e.id) < 2`.execute(db);
  expect(unbalanced.rows).toEqual([]);

  const total = await sql<{
    total: string;
  }>`SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts`.execute(db);
  expect(total.rows[0]?.total).toBe('0');

  const negative = await sql<{ id: string }>`
    SELECT id FROM ledger_accounts WHERE user_id IS NOT NULL AND balance < 0`.execute(db);
  expect(negative.rows).toEqual([]);

  const drifted = await sql<{ id: string }>`
    SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
    GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(e.amount), 0)`.execute(db);
  expect(drifted.rows).toEqual([]);
}
