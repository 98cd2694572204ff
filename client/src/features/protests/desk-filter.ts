import { PROTEST_DESK_FILTERS, type ProtestDeskFilter } from '@kimoshdi/shared';

/** The desk's filter lives in the address as `?state=`; `all` (the default) is left out. */
export const DESK_FILTER_PARAM = 'state';

export function parseDeskFilter(value: string | null): ProtestDeskFilter {
  return (PROTEST_DESK_FILTERS as readonly (string | null)[]).includes(value)
    ? (value as ProtestDeskFilter)
    : 'all';
}

/** The address for a filter: the page is dropped (a new filter starts on page 1). */
export function searchForDeskFilter(current: URLSearchParams, filter: ProtestDeskFilter): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('page');
  if (filter === 'all') next.delete(DESK_FILTER_PARAM);
  else next.set(DESK_FILTER_PARAM, filter);
  return next;
}
