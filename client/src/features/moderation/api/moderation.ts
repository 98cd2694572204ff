import type { ModerationAnswer, ModerationOrder, ModerationOrderInfo, Page } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

/** GET operator/orders: one page of the orders waiting for the check, oldest sent first. */
export function getModerationQueue(page: number, size: number): Promise<Page<ModerationOrder>> {
  return api.get('operator/orders', { query: { page, size } });
}

/** GET operator/orders/:id: the order with everything its customer gave. */
export function getModerationOrder(id: number, signal?: AbortSignal): Promise<ModerationOrderInfo> {
  return api.get(`operator/orders/${id}`, { signal });
}

/** POST operator/orders/:id/approve: on trade, its lot made. */
export function approveOrder(id: number): Promise<ModerationAnswer> {
  return api.post(`operator/orders/${id}/approve`, {});
}

/** POST operator/orders/:id/return or /reject {reason}. */
export function sendBackOrder(
  id: number,
  decision: 'return' | 'reject',
  reason: string,
): Promise<ModerationAnswer> {
  return api.post(`operator/orders/${id}/${decision}`, { reason: reason.trim() });
}
