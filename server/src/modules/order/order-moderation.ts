/**
 * The moderator's side of a sent order: the queue of orders under the check, and returning an
 * order to its customer. The moderation desk (order-moderation.commands.ts) calls them and adds
 * approving (the order's lot) and rejecting.
 */
import { ORDER_FORMING, ORDER_UNDER_MODERATION } from '@kimoshdi/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import {
  findCustomer,
  listOrdersUnderModeration,
  lockOrder,
  markReturned,
} from './customer-order.repository';
import { insertFlow } from '../trade';
import { notifyCustomer } from './order-messages';
import { toSummary } from './customer-order.mapper';
import { orderPropertyName } from './order-moderation.repository';

/** Orders waiting for the moderator, the longest-waiting first. */
export async function ordersUnderModeration(db: Database, limit = 100) {
  return (await listOrdersUnderModeration(db, ORDER_UNDER_MODERATION, limit)).map(toSummary);
}

/**
 * Returns a sent order (status 2) to its customer: forming again (1) with the return's time and
 * reason, which the customer sees on the order; a history row and a cabinet message. Any other
 * status is ORDER_WRONG_STATE.
 */
export async function returnOrderToCustomer(
  db: Database,
  input: { orderId: number; moderatorId: string | null; reason: string },
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw new AppError('NOT_FOUND');
    if (
      order.status !== ORDER_UNDER_MODERATION ||
      order.rejected_at !== null ||
      order.customer_user_id === null
    ) {
      throw new AppError('ORDER_WRONG_STATE', { status: order.status });
    }
    await markReturned(tx, input.orderId, ORDER_FORMING, input.reason);
    await insertFlow(tx, {
      orderId: input.orderId,
      action: 'returned',
      status: ORDER_FORMING,
      userId: input.moderatorId,
      note: input.reason,
    });
    const customer = await findCustomer(tx, order.customer_user_id);
    const name = await orderPropertyName(tx, input.orderId);
    await notifyCustomer(
      tx,
      { id: order.customer_user_id, lang: customer?.lang ?? null },
      { kind: 'returned', orderId: input.orderId, name: name ?? '', reason: input.reason },
    );
  });
}
