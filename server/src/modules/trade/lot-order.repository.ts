/** The order a lot was made of, as far as its seller depends on it (lot-seller.ts). */
import type { Db } from '../../db/database';

export async function orderOfLot(db: Db, lotId: number) {
  return db
    .selectFrom('lots')
    .innerJoin('orders', 'orders.id', 'lots.order_id')
    .select(['orders.owner_type', 'orders.order_type', 'orders.customer_user_id'])
    .where('lots.id', '=', lotId)
    .executeTakeFirstOrThrow();
}
