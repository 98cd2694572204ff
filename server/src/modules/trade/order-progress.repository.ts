/** The locked read and the write of an order following its lots (order-progress.ts). */
import { sql } from 'kysely';
import { LOT_STATUS } from '@kimoshdi/shared';
import type { Db } from '../../db/database';

/** Every lot status there is: the function looks each up in the order by one index probe. */
const LOT_STATUSES: readonly number[] = Object.values(LOT_STATUS);

export interface LockedOrderLots {
  orderStatus: number;
  /** The statuses the order's lots have, each once. */
  statuses: number[];
  /** Some lot waits for its winner beyond those whose status (8, awaiting payment) says so. */
  awaited: boolean;
}

/**
 * The order's row locked, then its lots' statuses and whether any waits for its winner, in one
 * round trip (migrations/20261125_2010_order_progress_locked.sql has the contract); undefined
 * when there is no such order.
 */
export async function lockOrderLots(db: Db, orderId: number): Promise<LockedOrderLots | undefined> {
  const { rows } = await sql<{ order_status: number; statuses: number[]; awaited: boolean }>`
    SELECT order_status, statuses, awaited
    FROM order_progress_locked(${orderId}, ${LOT_STATUSES}::smallint[], ${LOT_STATUS.AWAITING_PAYMENT}::smallint)`.execute(
    db,
  );
  const row = rows[0];
  return row && { orderStatus: row.order_status, statuses: row.statuses, awaited: row.awaited };
}

/** The order (locked by lockOrderLots) moved to `status`, with its history's 'progress' row, in one statement. */
export async function moveOrder(db: Db, orderId: number, status: number): Promise<void> {
  await sql`
    WITH moved AS (UPDATE orders SET status = ${status} WHERE id = ${orderId})
    INSERT INTO order_flows (order_id, action, status) VALUES (${orderId}, 'progress', ${status})`.execute(
    db,
  );
}
