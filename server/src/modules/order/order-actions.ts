/**
 * The customer's order actions of order-action/do-act: send (1 -> 2, the moderator's check) and
 * cancel (2 -> 1, taken back before the moderator decides). Each is one transaction under the
 * order's row lock: the status, the history row and, for sending, the cabinet message together.
 */
import {
  orderActionAllowed,
  orderActions,
  sendingProblem,
  STATUS_AFTER,
  type DoActAction,
  type DoActAnswer,
  type DoActRes,
  type SendingProblem,
} from '@kimoshdi/shared';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { ConsentCheck } from '../consent';
import { assertNoOpenDebt } from '../ledger';
import { draftOf, fileCounts, toSummary } from './customer-order.mapper';
import { toFlow } from './customer-order.service';
import {
  findCustomer,
  findOrderRow,
  findOwnOrderRow,
  lastFlowOf,
  lockOwnOrder,
  markSent,
  updateOrderFields,
} from './customer-order.repository';
import { insertFlow } from '../trade';
import { notifyCustomer } from './order-messages';

/** The error a sending problem answers with, its numbers as the message's words. */
function sendingError(problem: SendingProblem): AppError {
  switch (problem.code) {
    case 'ORDER_INCOMPLETE':
      return new AppError(problem.code, problem.data);
    case 'ORDER_IMAGES_TOO_FEW':
      return new AppError(problem.code, problem.data, { min: problem.data.min });
    case 'FIXED_PRICE_ABOVE_LIMIT':
      return new AppError(
        problem.code,
        { limit: problem.data.limit.toString() },
        { limit: formatTiyin(problem.data.limit, { currency: true }) },
      );
  }
}

export async function doOrderAction(
  db: Database,
  consent: ConsentCheck,
  input: { userId: string; orderId: number; action: DoActAction },
): Promise<DoActAnswer> {
  const { userId, orderId, action } = input;
  return db.transaction().execute(async (tx) => {
    const locked = await lockOwnOrder(tx, orderId, userId);
    if (!locked) throw new AppError('NOT_FOUND');
    if (!orderActionAllowed(action, locked.status, locked.rejected_at !== null)) {
      throw new AppError('ORDER_WRONG_STATE', { status: locked.status, action });
    }
    const order = await findOwnOrderRow(tx, orderId, userId);
    if (!order) throw new AppError('NOT_FOUND');
    const status = STATUS_AFTER[action];

    if (action === 'send') {
      // An unpaid withdrawal penalty blocks sending (docs/decisions.md "Withdrawal from trade").
      await assertNoOpenDebt(tx, userId);
      // Every rule of sending is in sendingProblem (shared/src/domain/order/order-ready.ts).
      const problem = sendingProblem(draftOf(order), fileCounts(order), Date.now());
      if (problem) throw sendingError(problem);
      // Only a customer who signed the public offer in force may send orders.
      await consent.assertConsented(userId);
      await markSent(tx, orderId, status);
      await insertFlow(tx, { orderId, action: 'sent', status, userId });
      const customer = await findCustomer(tx, userId);
      await notifyCustomer(
        tx,
        { id: userId, lang: customer?.lang ?? null },
        { kind: 'sent', orderId, name: order.property_name ?? '' },
      );
    } else {
      await updateOrderFields(tx, orderId, { status });
      await insertFlow(tx, { orderId, action: 'cancelled', status, userId });
    }
    return { order_id: orderId, action, status };
  });
}

/**
 * order-action/do-act-res: where the order stands, what its customer may do now, and the last
 * action. A customer reads their own order; an operator (`userId` null) any order.
 */
export async function orderActionResult(
  db: Database,
  input: { userId: string | null; orderId: number },
): Promise<DoActRes> {
  const order =
    input.userId === null
      ? await findOrderRow(db, input.orderId)
      : await findOwnOrderRow(db, input.orderId, input.userId);
  if (!order) throw new AppError('NOT_FOUND');
  const last = await lastFlowOf(db, input.orderId);
  return {
    order_id: order.id,
    status: order.status,
    actions: orderActions(order.status, order.rejected_at !== null),
    missing: toSummary(order).missing,
    last: last ? toFlow(last) : null,
  };
}
