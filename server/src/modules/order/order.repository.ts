import type { Db } from '../../db/database';

/** Order progress from which an order is public: 3, put on trade (docs/product.md section 4). */
export const FIRST_PUBLIC_ORDER_STATUS = 3;

export async function findPublicOrder(db: Db, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'status', 'order_type', 'owner_type', 'customer_name', 'created_at'])
    .where('id', '=', orderId)
    .where('status', '>=', FIRST_PUBLIC_ORDER_STATUS)
    .executeTakeFirst();
}
