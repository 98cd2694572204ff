/**
 * The operator's moderation desk (docs/decisions.md "Order moderation desk"): the three decisions
 * on an order under the check (2): approve (3, its lot made and scheduled), return (1 again,
 * returnOrderToCustomer) and reject (2 with rejected_at: only a copy may be made of it). Each decision is one transaction under the
 * order's row lock with a history row and a cabinet message; any other state is ORDER_WRONG_STATE
 * and writes nothing.
 */
import { ORDER_FORMING, ORDER_UNDER_MODERATION, type ModerationAnswer } from '@kimoshdi/shared';
import { ORDER_STATUS } from '@kimoshdi/shared/domain/order/order-progress';
import type { Database, Db } from '../../db/database';
import type { Queues } from '../../redis/queues';
import { AppError } from '../../lib/app-error';
import { insertFlow, schedulePublishedLot } from '../trade';
import { findCustomer, findOrderRow, lockOrder } from './customer-order.repository';
import { insertOrderLot } from './order-lot';
import { notifyCustomer } from './order-messages';
import { returnOrderToCustomer } from './order-moderation';
import { markOnTrade, markRejected } from './order-moderation.repository';

export interface ModerationDeps {
  db: Database;
  queues: Pick<Queues, 'auction'>;
}

/** Locks the order; anything but an order waiting for the check is refused. */
async function lockUnderCheck(tx: Db, orderId: number): Promise<{ customerId: string }> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new AppError('NOT_FOUND');
  if (
    order.status !== ORDER_UNDER_MODERATION ||
    order.rejected_at !== null ||
    order.customer_user_id === null
  ) {
    throw new AppError('ORDER_WRONG_STATE', { status: order.status });
  }
  return { customerId: order.customer_user_id };
}

async function tellCustomer(
  tx: Db,
  customerId: string,
  message: Parameters<typeof notifyCustomer>[2],
): Promise<void> {
  const customer = await findCustomer(tx, customerId);
  await notifyCustomer(tx, { id: customerId, lang: customer?.lang ?? null }, message);
}

/** Approve: the order goes on trade (3) with its lot; the auction's start job is scheduled. */
export async function approveOrder(
  deps: ModerationDeps,
  input: { orderId: number; moderatorId: string },
): Promise<ModerationAnswer> {
  const { orderId, moderatorId } = input;
  const lot = await deps.db.transaction().execute(async (tx) => {
    const { customerId } = await lockUnderCheck(tx, orderId);
    const row = await findOrderRow(tx, orderId);
    if (!row) throw new AppError('NOT_FOUND');
    const written = await insertOrderLot(tx, row, { publishedAt: new Date() });
    await markOnTrade(tx, orderId, ORDER_STATUS.ON_TRADE);
    await insertFlow(tx, { orderId, action: 'approved', status: ORDER_STATUS.ON_TRADE, userId: moderatorId });
    await tellCustomer(tx, customerId, { kind: 'approved', orderId, name: row.property_name ?? '' });
    return written;
  });
  // After the commit (a job may be lost; the sweep is the safety net of a lot with applications).
  await schedulePublishedLot(deps.queues, lot);
  return { order_id: orderId, decision: 'approve', status: ORDER_STATUS.ON_TRADE, lot_ids: [lot.id] };
}

/** Return: forming again (1) with the reason, through the order module's own call. */
export async function returnOrder(
  db: Database,
  input: { orderId: number; moderatorId: string; reason: string },
): Promise<ModerationAnswer> {
  await returnOrderToCustomer(db, input);
  return { order_id: input.orderId, decision: 'return', status: ORDER_FORMING, lot_ids: [] };
}

/** Reject: the order ends at the check (2 with rejected_at and the reason). */
export async function rejectOrder(
  db: Database,
  input: { orderId: number; moderatorId: string; reason: string },
): Promise<ModerationAnswer> {
  const { orderId, moderatorId, reason } = input;
  await db.transaction().execute(async (tx) => {
    const { customerId } = await lockUnderCheck(tx, orderId);
    await markRejected(tx, orderId, reason);
    await insertFlow(tx, {
      orderId,
      action: 'rejected',
      status: ORDER_UNDER_MODERATION,
      userId: moderatorId,
      note: reason,
    });
    const row = await findOrderRow(tx, orderId);
    await tellCustomer(tx, customerId, {
      kind: 'rejected',
      orderId,
      name: row?.property_name ?? '',
      reason,
    });
  });
  return { order_id: orderId, decision: 'reject', status: ORDER_UNDER_MODERATION, lot_ids: [] };
}
