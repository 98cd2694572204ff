import { FIRST_PUBLIC_ORDER_STATUS } from '@kimoshdi/shared/domain/order/order-progress';
import type { Db } from '../../db/database';

export async function findPublicOrder(db: Db, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'status', 'order_type', 'owner_type', 'customer_name', 'created_at'])
    .where('id', '=', orderId)
    .where('status', '>=', FIRST_PUBLIC_ORDER_STATUS)
    .executeTakeFirst();
}

/** The order a lot was made of, for the lot's seller (lot-seller.ts). */
export async function orderOfLot(db: Db, lotId: number) {
  return db
    .selectFrom('lots')
    .innerJoin('orders', 'orders.id', 'lots.order_id')
    .select(['orders.id', 'orders.owner_type', 'orders.order_type', 'orders.customer_user_id'])
    .where('lots.id', '=', lotId)
    .executeTakeFirstOrThrow();
}
