/**
 * The seller of a lot: whose account its money goes to (a winner's payment, a fixed-price
 * purchase, a forfeited deposit). A fact of the order the lot was made of, asked by the won lot's
 * road and by the one-click purchase.
 */
import { isStateOrder } from '@kimoshdi/shared/domain/order/order-kind';
import type { Db } from '../../db/database';
import type { Seller } from '../ledger';
import { orderOfLot } from './order.repository';

/**
 * Who receives the lot's money. DECISION: a state order (owner type 'state' or order type "for the
 * benefit of the state") pays the platform's accounts; a personal order pays its customer's
 * available account; an order without a customer account (imported or demo orders) pays the
 * platform's accounts like the state's.
 */
export async function sellerOf(trx: Db, lotId: number): Promise<{ seller: Seller; stateOrder: boolean }> {
  const order = await orderOfLot(trx, lotId);
  return sellerOfLot({
    owner_type: order.owner_type,
    order_type: order.order_type,
    customer_user_id: order.customer_user_id === null ? null : String(order.customer_user_id),
  });
}

/** The seller of a lot read with its order already (winlot's lockRoadLot): no read. */
export function sellerOfLot(lot: {
  owner_type: string;
  order_type: number;
  customer_user_id: string | null;
}): {
  seller: Seller;
  stateOrder: boolean;
} {
  const stateOrder = isStateOrder({ ownerType: lot.owner_type, orderType: lot.order_type });
  if (stateOrder || lot.customer_user_id === null) return { seller: { kind: 'platform' }, stateOrder };
  return { seller: { kind: 'user', userId: lot.customer_user_id }, stateOrder };
}
