/**
 * The order follows its lots (shared/src/domain/order/order-progress.ts): every change of a lot's
 * status that may move its order calls syncOrderStatus in the same transaction, and each move is
 * written to the order's history as a 'progress' row carrying the new status.
 *
 * DECISION (docs/decisions.md "An order's status is read under its lock"): the order's row is
 * locked before its lots are read, in one call (migrations/20261125_2010_order_progress_locked.sql).
 * Without it two lots of one order settling or being paid at the same moment each read the other
 * as still open and left the order where it was, for good (a thousand lots of one order, all
 * sold, left "waiting for payment"). Locked, the second reads after the first commits. The lock is
 * the transaction's last: call syncOrderStatus after every ledger account is locked, so no
 * transaction holds the order while it waits for an account that another holds while it waits
 * for the order.
 */
import { orderStatusOfLots, type OrderLot } from '@kimoshdi/shared/domain/order/order-progress';
import type { Db } from '../../db/database';
import { lockOrderLots, moveOrder } from './order-progress.repository';

export async function syncOrderStatus(trx: Db, orderId: number): Promise<void> {
  const order = await lockOrderLots(trx, orderId);
  // Only an order on trade (3 and up) follows its lots.
  if (!order || order.orderStatus < 3) return;
  // The rule asks whether some lot waits; one lot standing for all that do is enough.
  const lots: OrderLot[] = order.statuses.map((status, i) => ({ status, awaited: order.awaited && i === 0 }));
  const status = orderStatusOfLots(lots);
  if (status === null || status === order.orderStatus) return;
  await moveOrder(trx, orderId, status);
}
