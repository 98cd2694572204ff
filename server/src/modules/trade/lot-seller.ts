/**
 * The seller of a lot read from the order it was made of (the rule: shared/src/domain/order/lot-seller.ts).
 * The one-click purchase asks it under its transaction; the won lot's road reads the order with the
 * lot's lock and applies the rule itself.
 */
import { sellerOfOrder, type Seller } from '@kimoshdi/shared/domain/order/lot-seller';
import type { Db } from '../../db/database';
import { orderOfLot } from './lot-order.repository';

export async function sellerOf(trx: Db, lotId: number): Promise<{ seller: Seller; stateOrder: boolean }> {
  const order = await orderOfLot(trx, lotId);
  return sellerOfOrder({
    ownerType: order.owner_type,
    orderType: order.order_type,
    customerUserId: order.customer_user_id === null ? null : String(order.customer_user_id),
  });
}
