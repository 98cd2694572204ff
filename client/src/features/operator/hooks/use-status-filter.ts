import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseStatusFilter, searchForFilter, STATUS_PARAM, type StatusFilter } from '../status-filter';

/** The desk's status filter in the address (`?status=`), so a reload or a link shows the same list. */
export function useStatusFilter(): [StatusFilter, (filter: StatusFilter) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseStatusFilter(searchParams.get(STATUS_PARAM));
  const setFilter = useCallback(
    (next: StatusFilter) =>
      setSearchParams((params) => searchForFilter(params, next), { preventScrollReset: true }),
    [setSearchParams],
  );
  return [filter, setFilter];
}
