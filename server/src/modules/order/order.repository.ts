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
