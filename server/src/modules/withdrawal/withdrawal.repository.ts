/**
 * Withdrawals of lots from trade and the penalty debts they leave
 * (migrations/20261122_0730_lot_withdrawals.sql). Functions take `db` or a transaction first.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The lot and who its order's customer is. */
export interface OrderLot {
  id: number;
  lot_number: string;
  lot_status: number;
  trade_type: number;
  quantity_sold: number;
  starts_at: Date;
  ends_at: Date;
  order_id: number;
  customer_user_id: string | null;
}

function orderLotQuery(db: Db, lotId: number) {
  return db
    .selectFrom('lots')
    .innerJoin('orders', 'orders.id', 'lots.order_id')
    .select([
      'lots.id',
      'lots.lot_number',
      'lots.lot_status',
      'lots.trade_type',
      'lots.quantity_sold',
      'lots.starts_at',
      'lots.ends_at',
      'lots.order_id',
      'orders.customer_user_id',
    ])
    .where('lots.id', '=', lotId);
}

export function findOrderLot(db: Db, lotId: number): Promise<OrderLot | undefined> {
  return orderLotQuery(db, lotId).executeTakeFirst();
}

/**
 * The lot's row locked until the transaction ends: a withdrawal queues with the lot's start, close,
 * applications and purchases, so none of them slips between the check and the change.
 */
export function lockOrderLot(db: Db, lotId: number): Promise<OrderLot | undefined> {
  return orderLotQuery(db, lotId).forUpdate('lots').executeTakeFirst();
}

export async function orderStatusOf(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.status;
}

/** The database's clock now (clock_timestamp: after a lock was waited for, not at the transaction's start). */
export async function databaseNow(db: Db): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`SELECT clock_timestamp() AS now`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('the database gave no time');
  return row.now;
}

export interface WithdrawalRow {
  lot_id: number;
  user_id: string;
  ordinal: number;
  bhm: string;
  penalty_bhm: number;
  penalty: string;
  penalty_tx_id: string | null;
  created_at: Date;
}

export function findWithdrawal(db: Db, lotId: number): Promise<WithdrawalRow | undefined> {
  return db.selectFrom('lot_withdrawals').selectAll().where('lot_id', '=', lotId).executeTakeFirst();
}

/** How many lots the customer has withdrawn, over all their orders and all time. */
export async function countWithdrawals(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('lot_withdrawals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertWithdrawal(
  db: Db,
  row: {
    lotId: number;
    userId: string;
    ordinal: number;
    bhm: bigint;
    penaltyBhm: number;
    penalty: bigint;
    penaltyTxId: string | null;
  },
): Promise<void> {
  await db
    .insertInto('lot_withdrawals')
    .values({
      lot_id: row.lotId,
      user_id: row.userId,
      ordinal: row.ordinal,
      bhm: row.bhm.toString(),
      penalty_bhm: row.penaltyBhm,
      penalty: row.penalty.toString(),
      penalty_tx_id: row.penaltyTxId,
    })
    .execute();
}

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
