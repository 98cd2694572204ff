import type { OrderPreview } from '@kimoshdi/shared/api/shop/order';
import { api } from '../../../lib/api-client';

export function getOrderPreview(id: number): Promise<OrderPreview> {
  return api.get('order/preview', { query: { id } });
}
