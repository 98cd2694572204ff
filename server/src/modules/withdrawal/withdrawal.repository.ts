/**
 * Withdrawals of lots from trade (migrations/20261122_0730_lot_withdrawals.sql); the penalty debts
 * they leave are the ledger's (ledger/debts.repository.ts). Functions take `db` or a transaction first.
 */
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
