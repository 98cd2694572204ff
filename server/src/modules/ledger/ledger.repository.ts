import { LEDGER_KINDS } from '@kimoshdi/shared';
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

async function selectUserAccountsForUpdate(trx: Transaction<DB>, userId: string) {
  // ORDER BY id: every movement locks a user's two rows in the same order, so two of them on the
  // same user queue up instead of deadlocking.
  return trx
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'balance'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * Locks the user's available and blocked accounts for the rest of the transaction, creating them on
 * the user's first movement. Every movement takes this lock first (platform accounts only after),
 * so concurrent movements of one user run one after another and cannot both spend the same money.
 */
export async function lockUserAccounts(trx: Transaction<DB>, userId: string): Promise<UserAccounts> {
  let rows = await selectUserAccountsForUpdate(trx, userId);
  if (rows.length < 2) {
    await trx
      .insertInto('ledger_accounts')
      .values([
        { user_id: userId, kind: 'available' },
        { user_id: userId, kind: 'blocked' },
      ])
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
      .execute();
    rows = await selectUserAccountsForUpdate(trx, userId);
  }
  const available = rows.find((row) => row.kind === 'available');
  const blocked = rows.find((row) => row.kind === 'blocked');
  if (!available || !blocked) throw new Error(`ledger accounts of user ${userId} are missing`);
  return {
    available: { id: available.id, balance: BigInt(available.balance) },
    blocked: { id: blocked.id, balance: BigInt(blocked.balance) },
  };
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

function toTransactionRow(row: {
  id: string;
  kind: string;
  business_key: string;
  user_id: string;
  amount: string;
  settles_id: string | null;
  description: string;
  created_at: Date;
}): LedgerTransactionRow {
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
 * A movement by its key together with the kind of the movement that settled it (null: open), in
 * one read: what a release, a forfeit or a payment checks before it settles a block.
 */
export async function findWithSettlement(
  db: Db,
  businessKey: string,
): Promise<(LedgerTransactionRow & { settledBy: LedgerKind | null }) | undefined> {
  const row = await db
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
    .where('t.business_key', '=', businessKey)
    .executeTakeFirst();
  return row && { ...toTransactionRow(row), settledBy: (row.settled_by as LedgerKind | null) ?? null };
}

export interface NewLedgerTransaction {
  kind: LedgerKind;
  businessKey: string;
  userId: string;
  amount: bigint;
  settlesId?: string;
  description: string;
  /** Signed amounts per account; they must sum to zero (the database checks it again at commit). */
  entries: { accountId: string; amount: bigint }[];
}

/**
 * Writes a movement and its entries and moves the account balances by the same amounts, all in
 * the caller's transaction. The caller has locked the user's accounts and checked the funds.
 */
export async function postTransaction(
  trx: Transaction<DB>,
  movement: NewLedgerTransaction,
): Promise<LedgerTransactionRow> {
  const sum = movement.entries.reduce((total, entry) => total + entry.amount, 0n);
  if (sum !== 0n || movement.entries.length < 2) {
    throw new Error(`ledger movement ${movement.businessKey} does not balance`);
  }
  const row = await trx
    .insertInto('ledger_transactions')
    .values({
      kind: movement.kind,
      business_key: movement.businessKey,
      user_id: movement.userId,
      amount: movement.amount.toString(),
      settles_id: movement.settlesId ?? null,
      description: movement.description,
    })
    .returning(transactionColumns)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('ledger_entries')
    .values(
      movement.entries.map((entry) => ({
        transaction_id: row.id,
        account_id: entry.accountId,
        amount: entry.amount.toString(),
      })),
    )
    .execute();
  // One statement for every account the movement touches. Its row locks cannot be taken in two
  // orders by two movements: the users' accounts are locked already (lockUserAccounts, in user id
  // order), and a movement touches at most one platform account, the only row this may wait on.
  // Summed per account first: an UPDATE ... FROM applies one joined row per account, not each.
  const byAccount = new Map<string, bigint>();
  for (const entry of movement.entries)
    byAccount.set(entry.accountId, (byAccount.get(entry.accountId) ?? 0n) + entry.amount);
  const values = sql.join(
    [...byAccount].map(([accountId, amount]) => sql`(${accountId}::bigint, ${amount.toString()}::bigint)`),
  );
  await sql`UPDATE ledger_accounts AS a SET balance = a.balance + v.amount, updated_at = now()
    FROM (VALUES ${values}) AS v(id, amount) WHERE a.id = v.id`.execute(trx);
  return toTransactionRow(row);
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
