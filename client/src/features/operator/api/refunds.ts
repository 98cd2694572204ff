import type { OperatorRefund, Page, Refund } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';
import { statusQuery, type StatusFilter } from '../status-filter';

/** GET operator/refunds: one page of the applications of a status (or all), newest first. */
export function getOperatorRefunds(
  filter: StatusFilter,
  page: number,
  size: number,
): Promise<Page<OperatorRefund>> {
  return api.get('operator/refunds', {
    query: { status: statusQuery(filter), page, size },
  });
}

/** POST operator/refunds/:id/approve: the blocked amount leaves to the card. */
export function approveRefund(id: string): Promise<Refund> {
  return api.post(`operator/refunds/${encodeURIComponent(id)}/approve`, {});
}

/** POST operator/refunds/:id/reject {reason?}: the blocked amount returns to the user's balance. */
export function rejectRefund(id: string, reason: string): Promise<Refund> {
  const body = reason.trim() ? { reason: reason.trim() } : {};
  return api.post(`operator/refunds/${encodeURIComponent(id)}/reject`, body);
}
