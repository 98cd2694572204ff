/**
 * Customers' penalty debts (customer_debts, migrations/20261122_0730_lot_withdrawals.sql): what a
 * withdrawal's penalty left owed because the available balance could not pay it, and when it was
 * paid. Functions take `db` or a transaction first.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface DebtRow {
  id: string;
  user_id: string;
  lot_id: number;
  lot_number: string;
  order_id: number;
  amount: string;
  created_at: Date;
  paid_at: Date | null;
  paid_tx_id: string | null;
}

function debtsQuery(db: Db) {
  return db
    .selectFrom('customer_debts')
    .innerJoin('lots', 'lots.id', 'customer_debts.lot_id')
    .select([
      'customer_debts.id',
      'customer_debts.user_id',
      'customer_debts.lot_id',
      'lots.lot_number',
      'lots.order_id',
      'customer_debts.amount',
      'customer_debts.created_at',
      'customer_debts.paid_at',
      'customer_debts.paid_tx_id',
    ]);
}

export async function insertDebt(
  db: Db,
  debt: { userId: string; lotId: number; amount: bigint },
): Promise<string> {
  const row = await db
    .insertInto('customer_debts')
    .values({ user_id: debt.userId, lot_id: debt.lotId, amount: debt.amount.toString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findDebtOfLot(db: Db, lotId: number): Promise<DebtRow | undefined> {
  return debtsQuery(db).where('customer_debts.lot_id', '=', lotId).executeTakeFirst();
}

/** The user's debt, its row locked: two payments of it queue here. */
export function lockOwnDebt(db: Db, debtId: string, userId: string): Promise<DebtRow | undefined> {
  return debtsQuery(db)
    .where('customer_debts.id', '=', debtId)
    .where('customer_debts.user_id', '=', userId)
    .forUpdate('customer_debts')
    .executeTakeFirst();
}

export function findOwnDebt(db: Db, debtId: string, userId: string): Promise<DebtRow | undefined> {
  return debtsQuery(db)
    .where('customer_debts.id', '=', debtId)
    .where('customer_debts.user_id', '=', userId)
    .executeTakeFirst();
}

/** Open debts first, the oldest first; then the paid ones, the newest first. */
export function debtsOf(db: Db, userId: string, limit: number): Promise<DebtRow[]> {
  return debtsQuery(db)
    .where('customer_debts.user_id', '=', userId)
    .orderBy(sql`customer_debts.paid_at IS NULL`, 'desc')
    .orderBy(sql`CASE WHEN customer_debts.paid_at IS NULL THEN customer_debts.id END`, 'asc')
    .orderBy('customer_debts.id', 'desc')
    .limit(limit)
    .execute();
}

/** What the user's open debts add up to (tiyin) and how many there are. */
export async function openDebtTotal(db: Db, userId: string): Promise<{ total: bigint; count: number }> {
  const row = await db
    .selectFrom('customer_debts')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('total'),
      eb.fn.countAll<string>().as('n'),
    ])
    .where('user_id', '=', userId)
    .where('paid_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { total: BigInt(row.total), count: Number(row.n) };
}

export async function markDebtPaid(db: Db, debtId: string, txId: string): Promise<void> {
  await db
    .updateTable('customer_debts')
    .set({ paid_at: sql<Date>`now()`, paid_tx_id: txId })
    .where('id', '=', debtId)
    .execute();
}
