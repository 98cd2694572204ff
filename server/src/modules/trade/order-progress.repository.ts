/** The lock, the read and the write of an order following its lots (order-progress.ts). */
import { sql } from 'kysely';
import { LOT_STATUS } from '@kimoshdi/shared';
import type { Db } from '../../db/database';

/** Every lot status there is, each looked for in the order by one probe of lots_order_status_idx. */
const LOT_STATUSES: readonly number[] = Object.values(LOT_STATUS);

/**
 * The order's row locked as an UPDATE of its status locks it (FOR NO KEY UPDATE: rows that refer
 * to the order, its history and its lots, are still written meanwhile); its status, or undefined.
 */
export async function lockOrderStatus(db: Db, orderId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', orderId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  return row?.status;
}

/**
 * What the rule needs of the order's lots, without reading them all: which statuses they have
 * (one index probe per status, each stopping at its first lot) and whether any lot still waits for
 * its winner beyond the lots at 8 (awaiting payment), which say so by their status: only without
 * one of those are the open won lots looked for (a payment by parts after its first part, 7). An order of a thousand lots is synced on
 * each of its thousand closes and payments: reading every lot each time was a millisecond of
 * PostgreSQL's CPU a call.
 */
export async function orderLotStatuses(
  db: Db,
  orderId: number,
): Promise<{ statuses: number[]; awaited: boolean }> {
  const { rows } = await sql<{ statuses: number[]; awaited: boolean }>`
    SELECT
      array(SELECT s FROM unnest(${LOT_STATUSES}::int[]) AS s
            WHERE EXISTS (SELECT 1 FROM lots l WHERE l.order_id = ${orderId} AND l.lot_status = s)) AS statuses,
      EXISTS (SELECT 1 FROM winlots w JOIN lots l ON l.id = w.lot_id
              WHERE l.order_id = ${orderId} AND w.state IN ('offered', 'awaiting_payment', 'paying')
                AND NOT EXISTS (SELECT 1 FROM lots a WHERE a.order_id = ${orderId}
                                AND a.lot_status = ${LOT_STATUS.AWAITING_PAYMENT})) AS awaited`.execute(db);
  return rows[0] ?? { statuses: [], awaited: false };
}

/** The order (locked by lockOrderStatus) moved to `status`, with its history's 'progress' row, in one statement. */
export async function moveOrder(db: Db, orderId: number, status: number): Promise<void> {
  await sql`
    WITH moved AS (UPDATE orders SET status = ${status} WHERE id = ${orderId})
    INSERT INTO order_flows (order_id, action, status) VALUES (${orderId}, 'progress', ${status})`.execute(
    db,
  );
}
