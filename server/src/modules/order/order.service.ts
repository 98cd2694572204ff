/** The public preview of an order put on trade (status 3 or later) and its lots; else 404. */
import type { OrderPreview, OwnerType } from '@kimoshdi/shared';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { lotsOfOrder, toCard } from '../lot';
import { findPublicOrder } from './order.repository';

export function createOrderService(db: Db) {
  return {
    async preview(orderId: number, userId?: string): Promise<OrderPreview> {
      const order = await findPublicOrder(db, orderId);
      if (!order) throw new AppError('NOT_FOUND');
      const lots = await lotsOfOrder(db, orderId, userId);
      return {
        order: {
          id: order.id,
          status: order.status,
          order_type: order.order_type,
          owner_type: order.owner_type as OwnerType,
          customer_name: order.customer_name,
          created_at: order.created_at.toISOString(),
        },
        lots: lots.map(toCard),
      };
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
