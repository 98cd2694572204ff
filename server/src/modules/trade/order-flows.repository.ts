import type { OrderFlowAction } from '@kimoshdi/shared';
import type { Db } from '../../db/database';

/**
 * A row of an order's history (order/flows): every module that moves an order writes it, with the
 * move, in the same transaction (the moderation, the customer's actions, the progress with its lots,
 * a withdrawal, a protest's answer).
 */
export async function insertFlow(
  db: Db,
  flow: {
    orderId: number;
    action: OrderFlowAction;
    status: number;
    userId: string | null;
    note?: string | null;
  },
): Promise<void> {
  await db
    .insertInto('order_flows')
    .values({
      order_id: flow.orderId,
      action: flow.action,
      status: flow.status,
      user_id: flow.userId,
      note: flow.note ?? null,
    })
    .execute();
}
