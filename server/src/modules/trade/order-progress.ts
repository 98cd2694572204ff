/**
 * The order follows its lots (shared/src/domain/order/order-progress.ts): every change of a lot's
 * status that may move its order calls syncOrderStatus in the same transaction, and each move is
 * written to the order's history as a 'progress' row carrying the new status.
 */
import { orderStatusOfLots } from '@kimoshdi/shared/domain/order/order-progress';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { insertFlow } from './order-flows.repository';

export async function syncOrderStatus(trx: Db, orderId: number): Promise<void> {
  const lots = await orderLots(trx, orderId);
  const status = orderStatusOfLots(lots);
  if (status === null) return;
  // Read with the lots: an order already at that status (most payments of a big order) or not on
  // trade is left without a write. The UPDATE below checks its row again whenever it does write.
  const current = lots[0]?.order_status;
  if (current !== undefined && (current === status || current < 3)) return;
  // Only an order on trade moves (3 and up); its own row decides, so two lots settling at once
  // write one history row for one move.
  const moved = await trx
    .updateTable('orders')
    .set({ status })
    .where('id', '=', orderId)
    .where('status', '>=', 3)
    .where('status', '<>', status)
    .executeTakeFirst();
  if (moved.numUpdatedRows > 0n) await insertFlow(trx, { orderId, action: 'progress', status, userId: null });
}

async function orderLots(db: Db, orderId: number) {
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
