/**
 * The reads of a repeated auction (migrations/20261122_0740_repeat_auctions.sql): the lot to put up
 * again, the order's lots it is judged against, and the order's owner and status. Functions take
 * `db` or a transaction first.
 */
import { LOT_STATUS } from '@kimoshdi/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

const LOT_COLUMNS = [
  'id',
  'order_id',
  'lot_number',
  'lot_status',
  'archived_from',
  'trade_type',
  'start_price',
  'repeat_round',
] as const;

export type RepeatLotRow = NonNullable<Awaited<ReturnType<typeof findRepeatLot>>>;

export async function findRepeatLot(db: Db, lotId: number) {
  return db.selectFrom('lots').select(LOT_COLUMNS).where('id', '=', lotId).executeTakeFirst();
}

/** Locks the lot to put up again: two repeats of one lot queue here. */
export async function lockRepeatLot(db: Db, lotId: number) {
  return db.selectFrom('lots').select(LOT_COLUMNS).where('id', '=', lotId).forUpdate().executeTakeFirst();
}

/** The order's lots, first made first, with the lot each repeats. */
export async function orderLotChain(db: Db, orderId: number) {
  return db
    .selectFrom('lots')
    .select(['id', 'lot_number', 'start_price', 'repeat_of_lot_id'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** Whether the order is the user's own (another's is not found, as everywhere in the cabinet). */
export async function isOwnOrder(db: Db, orderId: number, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('id', '=', orderId)
    .where('customer_user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function orderStatusOf(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.status;
}

/** Repeats waiting for their notice (15) whose notice time passed: at most `limit`, oldest first. */
export async function dueWaitingRepeats(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('lots')
    .select('id')
    .where('lot_status', '=', LOT_STATUS.AWAITING_REPEAT)
    .where('published_at', '<=', sql<Date>`now()`)
    .orderBy('published_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Locks a waiting repeat to publish it: a withdrawal of the lot queues here. */
export async function lockWaitingRepeat(db: Db, lotId: number) {
  return db
    .selectFrom('lots')
    .select(['lot_status', 'trade_type'])
    .where('id', '=', lotId)
    .forUpdate()
    .executeTakeFirst();
}
