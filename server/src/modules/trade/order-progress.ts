/**
 * The order follows its lots (shared/src/domain/order/order-progress.ts): every change of a lot's
 * status that may move its order calls syncOrderStatus in the same transaction, and each move is
 * written to the order's history as a 'progress' row carrying the new status.
 */
import { orderStatusOfLots } from '@kimoshdi/shared/domain/order/order-progress';
import type { Db } from '../../db/database';
import { insertFlow } from './order-flows.repository';
import { moveOrderOnTrade, orderLots } from './order-progress.repository';

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
  if (await moveOrderOnTrade(trx, orderId, status))
    await insertFlow(trx, { orderId, action: 'progress', status, userId: null });
}
