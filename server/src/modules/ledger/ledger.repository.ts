import { LEDGER_KINDS, type ActionType } from '@kimoshdi/shared';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema.generated';

export type { Db };
export { LEDGER_KINDS };
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export type PlatformAccountKind = 'provider_clearing' | 'deposits_forfeited' | 'sales_proceeds' | 'penalties';

export interface UserAccounts {
  available: { id: string; balance: bigint };
  blocked: { id: string; balance: bigint };
}

export interface LedgerTransactionRow {
  id: string;
  kind: LedgerKind;
  businessKey: string;
  userId: string;
  amount: bigint;
  settlesId: string | null;
  description: string;
  createdAt: Date;
}

/** Runs `work` in the caller's transaction, or in a new one when given a plain connection. */
export function inTransaction<T>(db: Db, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<DB>) : db.transaction().execute(work);
}

/**
 * The accounts each open transaction has locked, with their balances as that transaction changed
 * them (postTransaction keeps them current; nothing else writes a balance). A step that moves
 * several movements' money in one transaction (a won lot's payment releasing the reserve winner's
 * deposit) then locks each person once: the movements after the first find them here instead of
 * asking PostgreSQL again. Keyed by the transaction object, which ends with its transaction.
 */
const lockedIn = new WeakMap<Transaction<DB>, Map<string, UserAccounts>>();

async function selectAccountsForUpdate(trx: Transaction<DB>, userIds: readonly string[]) {
  // ORDER BY user then id: the rows are locked in the order they come (the lock is taken above the
  // sort), so every movement locks users in id order and a user's two rows in the same order, and
  // two movements on the same people queue up instead of deadlocking.
  return trx
    .selectFrom('ledger_accounts')
    .select(['id', 'user_id', 'kind', 'balance'])
    .where('user_id', 'in', userIds)
    .orderBy('user_id')
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * Locks the available and blocked accounts of every user named (in user id order, in one
 * statement) for the rest of the transaction, creating them on a user's first movement. Every
 * movement takes this lock first (platform accounts only after), so concurrent movements of one
 * user run one after another and cannot both spend the same money. Users this transaction locked
 * already are answered from memory.
 */
export async function lockAccounts(
  trx: Transaction<DB>,
  userIds: readonly string[],
): Promise<Map<string, UserAccounts>> {
  let held = lockedIn.get(trx);
  if (!held) {
    held = new Map();
    lockedIn.set(trx, held);
  }
  const wanted = [...new Set(userIds)];
  const missing = wanted.filter((userId) => !held.has(userId));
  if (missing.length > 0) {
    let rows = await selectAccountsForUpdate(trx, missing);
    if (rows.length < missing.length * 2) {
      await trx
        .insertInto('ledger_accounts')
        .values(
          missing.flatMap((userId) => [
            { user_id: userId, kind: 'available' },
            { user_id: userId, kind: 'blocked' },
          ]),
        )
        .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
        .execute();
      rows = await selectAccountsForUpdate(trx, missing);
    }
    for (const userId of missing) {
      const mine = rows.filter((row) => String(row.user_id) === userId);
      const available = mine.find((row) => row.kind === 'available');
      const blocked = mine.find((row) => row.kind === 'blocked');
      if (!available || !blocked) throw new Error(`ledger accounts of user ${userId} are missing`);
      held.set(userId, {
        available: { id: available.id, balance: BigInt(available.balance) },
        blocked: { id: blocked.id, balance: BigInt(blocked.balance) },
      });
    }
  }
  return new Map(wanted.map((userId) => [userId, held.get(userId) as UserAccounts]));
}

/** One user's accounts, locked as lockAccounts locks them. */
export async function lockUserAccounts(trx: Transaction<DB>, userId: string): Promise<UserAccounts> {
  return (await lockAccounts(trx, [userId])).get(userId) as UserAccounts;
}

/** Keeps the locked accounts' balances in memory as a movement of this transaction moved them. */
function trackBalances(trx: Transaction<DB>, byAccount: ReadonlyMap<string, bigint>): void {
  const held = lockedIn.get(trx);
  if (!held) return;
  for (const accounts of held.values()) {
    for (const account of [accounts.available, accounts.blocked]) {
      const change = byAccount.get(account.id);
      if (change !== undefined) account.balance += change;
    }
  }
}

/** The platform account of a kind (created by the migration, one of each). */
export async function platformAccountId(db: Db, kind: PlatformAccountKind): Promise<string> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('user_id', 'is', null)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return row.id;
}

const transactionColumns = [
  'id',
  'kind',
  'business_key',
  'user_id',
  'amount',
  'settles_id',
  'description',
  'created_at',
] as const;

/** A ledger_transactions row as PostgreSQL gives it back. */
type TransactionDbRow = {
  id: string;
  kind: string;
  business_key: string;
  user_id: string;
  amount: string;
  settles_id: string | null;
  description: string;
  created_at: Date;
};

function toTransactionRow(row: TransactionDbRow): LedgerTransactionRow {
  return {
    id: row.id,
    kind: row.kind as LedgerKind,
    businessKey: row.business_key,
    userId: row.user_id,
    amount: BigInt(row.amount),
    settlesId: row.settles_id,
    description: row.description,
    createdAt: row.created_at,
  };
}

export async function findTransactionByKey(
  db: Db,
  businessKey: string,
): Promise<LedgerTransactionRow | undefined> {
  const row = await db
    .selectFrom('ledger_transactions')
    .select(transactionColumns)
    .where('business_key', '=', businessKey)
    .executeTakeFirst();
  return row && toTransactionRow(row);
}

/**
 * Several movements by their keys, each with the kind of the movement that settled it, in one
 * read: a movement's own key (is it a repeat?) and the key of what it settles, asked together.
 */
export async function findMovements(
  db: Db,
  businessKeys: readonly string[],
): Promise<Map<string, LedgerTransactionRow & { settledBy: LedgerKind | null }>> {
  const rows = await db
    .selectFrom('ledger_transactions as t')
    .leftJoin('ledger_transactions as s', 's.settles_id', 't.id')
    .select([
      't.id',
      't.kind',
      't.business_key',
      't.user_id',
      't.amount',
      't.settles_id',
      't.description',
      't.created_at',
      's.kind as settled_by',
    ])
    .where('t.business_key', 'in', [...new Set(businessKeys)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.business_key,
      { ...toTransactionRow(row), settledBy: (row.settled_by as LedgerKind | null) ?? null },
    ]),
  );
}

/** An entry's account: by id (a user's, locked), or a platform account by its kind. */
export type EntryAccount = { accountId: string } | { platform: PlatformAccountKind };

export interface NewLedgerTransaction {
  kind: LedgerKind;
  businessKey: string;
  userId: string;
  amount: bigint;
  settlesId?: string;
  description: string;
  /** Signed amounts per account; they must sum to zero (the database checks it again at commit). */
  entries: (EntryAccount & { amount: bigint })[];
  /**
   * The action-log row of the movement (type money, success; modules/action-log), written in the
   * same statement; its code defaults to the movement's id.
   */
  action?: { actionType: ActionType; code?: string };
}

const accountSql = (entry: EntryAccount) =>
  'accountId' in entry
    ? sql`${entry.accountId}::bigint`
    : sql`(SELECT id FROM ledger_accounts WHERE user_id IS NULL AND kind = ${entry.platform})`;

/**
 * Writes a movement and its entries and moves the account balances by the same amounts, all in
 * the caller's transaction and in ONE statement (a payment used to make four round trips here,
 * and round trips are most of a payment's cost). The caller has locked the user's accounts and
 * checked the funds.
 */
export async function postTransaction(
  trx: Transaction<DB>,
  movement: NewLedgerTransaction,
): Promise<LedgerTransactionRow> {
  const sum = movement.entries.reduce((total, entry) => total + entry.amount, 0n);
  if (sum !== 0n || movement.entries.length < 2) {
    throw new Error(`ledger movement ${movement.businessKey} does not balance`);
  }
  const action = movement.action;
  const values = sql.join(
    movement.entries.map((entry) => sql`(${accountSql(entry)}, ${entry.amount.toString()}::bigint)`),
  );
  // The balances' UPDATE sums per account first (an UPDATE ... FROM applies one joined row per
  // account, not each). Its row locks cannot be taken in two orders by two movements: the users'
  // accounts are locked already (lockAccounts, in user id order), and a movement touches at most
  // one platform account, the only row this may wait on.
  const result = await sql<TransactionDbRow>`
    WITH v(account_id, amount) AS (VALUES ${values}),
    t AS (
      INSERT INTO ledger_transactions (kind, business_key, user_id, amount, settles_id, description)
      VALUES (${movement.kind}, ${movement.businessKey}, ${movement.userId}::bigint,
              ${movement.amount.toString()}::bigint, ${movement.settlesId ?? null}::bigint, ${movement.description})
      RETURNING id, kind, business_key, user_id, amount, settles_id, description, created_at
    ),
    e AS (
      INSERT INTO ledger_entries (transaction_id, account_id, amount)
      SELECT t.id, v.account_id, v.amount FROM t CROSS JOIN v
    ),
    b AS (
      UPDATE ledger_accounts AS a SET balance = a.balance + s.amount, updated_at = now()
      FROM (SELECT account_id, sum(amount)::bigint AS amount FROM v GROUP BY account_id) AS s
      WHERE a.id = s.account_id
    ),
    l AS (
      INSERT INTO action_log (user_id, type, action_type, code, result)
      SELECT t.user_id, 'money', ${action?.actionType ?? ''}, coalesce(${action?.code ?? null}::text, t.id::text), 'success'
      FROM t WHERE ${action !== undefined}
    )
    SELECT id, kind, business_key, user_id, amount, settles_id, description, created_at FROM t`.execute(trx);
  const row = result.rows[0];
  if (!row) throw new Error(`ledger movement ${movement.businessKey} was not written`);
  const byAccount = new Map<string, bigint>();
  for (const entry of movement.entries)
    if ('accountId' in entry)
      byAccount.set(entry.accountId, (byAccount.get(entry.accountId) ?? 0n) + entry.amount);
  trackBalances(trx, byAccount);
  return toTransactionRow({
    ...row,
    id: String(row.id),
    user_id: String(row.user_id),
    amount: String(row.amount),
    settles_id: row.settles_id === null ? null : String(row.settles_id),
  });
}

/** Available and blocked money of a user in tiyin (zero before the first movement). */
export async function userBalances(db: Db, userId: string): Promise<{ available: bigint; blocked: bigint }> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['kind', 'balance'])
    .where('user_id', '=', userId)
    .execute();
  const of = (kind: string) => BigInt(rows.find((row) => row.kind === kind)?.balance ?? '0');
  return { available: of('available'), blocked: of('blocked') };
}

/** The user's preferred language, for the texts of notifications written inside a movement. */
export async function userLanguage(db: Db, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('lang').where('id', '=', userId).executeTakeFirst();
  return row?.lang;
}
