/**
 * Who receives a lot's money (a winner's payment, a fixed-price purchase, a forfeited deposit).
 * DECISION: a state order (owner type 'state' or order type "for the benefit of the state") pays
 * the platform's accounts; a personal order pays its customer's available account; an order without
 * a customer account (imported or demo orders) pays the platform's accounts like the state's.
 */
import { isStateOrder } from './order-kind';

/** A customer (their available account) or the state (a platform account). */
export type Seller = { kind: 'user'; userId: string } | { kind: 'platform' };

export interface LotOrder {
  ownerType: string;
  orderType: number;
  /** The order's customer account, null for an order without one. */
  customerUserId: string | null;
}

export function sellerOfOrder(order: LotOrder): { seller: Seller; stateOrder: boolean } {
  const stateOrder = isStateOrder(order);
  if (stateOrder || order.customerUserId === null) return { seller: { kind: 'platform' }, stateOrder };
  return { seller: { kind: 'user', userId: order.customerUserId }, stateOrder };
}
