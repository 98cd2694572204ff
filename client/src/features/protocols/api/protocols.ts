import type { Page } from '@kimoshdi/shared';
import type { OperatorProtocol, ProtocolRow } from '@kimoshdi/shared/api/shop/protocols';
import { api } from '../../../lib/api-client';
import { statusQuery, type ProtocolFilter } from '../protocol-filter';

/** GET lot-protocols: the caller's protocols as the winner, newest first. */
export function getMyProtocols(page: number, size: number): Promise<Page<ProtocolRow>> {
  return api.get('lot-protocols', { query: { page, size } });
}

/** GET customer-protocols: protocols of the lots of the caller's orders. */
export function getCustomerProtocols(page: number, size: number): Promise<Page<ProtocolRow>> {
  return api.get('customer-protocols', { query: { page, size } });
}

/** GET operator/protocols: every protocol of a status (or all). */
export function getOperatorProtocols(
  filter: ProtocolFilter,
  page: number,
  size: number,
): Promise<Page<OperatorProtocol>> {
  return api.get('operator/protocols', {
    query: { status: statusQuery(filter), page, size },
  });
}

/** POST operator/protocols/cancel {number, reason}. */
export function cancelProtocol(number: string, reason: string): Promise<{ number: string }> {
  return api.post('operator/protocols/cancel', { number, reason: reason.trim() });
}
