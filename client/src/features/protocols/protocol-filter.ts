import type { Protocol } from '@kimoshdi/shared/api/shop/check';
import { PROTOCOL_STATUSES } from '@kimoshdi/shared/domain/protocol/protocol-status';

/**
 * The operator's protocol list filter, kept in the address as `?status=`: every protocol by
 * default, or only those in force, or only the cancelled ones.
 */
export const PROTOCOL_FILTERS = ['all', ...PROTOCOL_STATUSES] as const;
export type ProtocolFilter = (typeof PROTOCOL_FILTERS)[number];
export const PROTOCOL_FILTER_PARAM = 'status';

export function parseProtocolFilter(value: string | null): ProtocolFilter {
  return (PROTOCOL_FILTERS as readonly (string | null)[]).includes(value) ? (value as ProtocolFilter) : 'all';
}

/** The `status` query of GET operator/protocols: none for `all`. */
export function statusQuery(filter: ProtocolFilter): Protocol['status'] | undefined {
  return filter === 'all' ? undefined : filter;
}

/** The address for a filter: the page is dropped (a new filter starts on page 1), `all` left out. */
export function searchForProtocolFilter(current: URLSearchParams, filter: ProtocolFilter): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('page');
  if (filter === 'all') next.delete(PROTOCOL_FILTER_PARAM);
  else next.set(PROTOCOL_FILTER_PARAM, filter);
  return next;
}
