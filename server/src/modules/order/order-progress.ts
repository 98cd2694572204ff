/**
 * The order follows its lots (shared/src/domain/order/order-progress.ts): every change of a lot's
 * status that may move its order calls syncOrderStatus in the same transaction, and each move is
 * written to the order's history as a 'progress' row carrying the new status.
 */
import { orderStatusOfLots } from '@kimoshdi/shared/domain/order/order-progress';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { insertFlow } from './customer-order.repository';

export async function syncOrderStatus(trx: Db, orderId: number): Promise<void> {
  const status = orderStatusOfLots(await orderLots(trx, orderId));
  if (status === null) return;
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
    .select(
      sql<boolean>`bool_or(exists (select 1 from winlots w where w.lot_id = lots.id
        and w.state in ('offered', 'awaiting_payment', 'paying')))`.as('awaited'),
    )
    .where('lots.order_id', '=', orderId)
    .groupBy('lots.lot_status')
    .execute();
}
