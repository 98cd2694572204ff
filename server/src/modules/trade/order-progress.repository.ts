/** The reads and the write of an order following its lots (order-progress.ts). */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export async function orderLots(db: Db, orderId: number) {
  // One row per status (with whether any lot of it is awaited): the rule needs no more, and an
  // order of a thousand lots then sends a dozen rows, not a thousand, on every payment.
  return db
    .selectFrom('lots')
    .select(['lots.lot_status as status'])
    .select(sql<number>`(select o.status from orders o where o.id = ${orderId})`.as('order_status'))
    .select(
      sql<boolean>`bool_or(exists (select 1 from winlots w where w.lot_id = lots.id
        and w.state in ('offered', 'awaiting_payment', 'paying')))`.as('awaited'),
    )
    .where('lots.order_id', '=', orderId)
    .groupBy('lots.lot_status')
    .execute();
}

/** The order on trade (3 and up) moved to `status`; answers whether its row changed. */
export async function moveOrderOnTrade(db: Db, orderId: number, status: number): Promise<boolean> {
  const moved = await db
    .updateTable('orders')
    .set({ status })
    .where('id', '=', orderId)
    .where('status', '>=', 3)
    .where('status', '<>', status)
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}
