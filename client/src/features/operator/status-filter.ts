import { REFUND_STATUSES, type RefundStatus } from '@kimoshdi/shared/domain/money/refund-status';

/**
 * The refund desk's status filter, kept in the address as `?status=`. Without it the desk shows
 * what waits for a decision (pending); `all` asks the server for every application.
 */
export const STATUS_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const DEFAULT_STATUS_FILTER: StatusFilter = 'pending';
export const STATUS_PARAM = 'status';

/** The filter an address names; anything unknown (or nothing) is the default. */
export function parseStatusFilter(value: string | null): StatusFilter {
  return (STATUS_FILTERS as readonly (string | null)[]).includes(value)
    ? (value as StatusFilter)
    : DEFAULT_STATUS_FILTER;
}

/** The `status` query of GET operator/refunds: none for `all`. */
export function statusQuery(filter: StatusFilter): RefundStatus | undefined {
  return (REFUND_STATUSES as readonly string[]).includes(filter) ? (filter as RefundStatus) : undefined;
}

/**
 * The search of the address that shows `filter`: the page is dropped (a new filter starts on its
 * first page), the default is left out, every other parameter stays.
 */
export function searchForFilter(current: URLSearchParams, filter: StatusFilter): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('page');
  if (filter === DEFAULT_STATUS_FILTER) next.delete(STATUS_PARAM);
  else next.set(STATUS_PARAM, filter);
  return next;
}
