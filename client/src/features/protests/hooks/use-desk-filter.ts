import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ProtestDeskFilter } from '@kimoshdi/shared';
import { DESK_FILTER_PARAM, parseDeskFilter, searchForDeskFilter } from '../desk-filter';

/** The desk's filter in the address (`?state=`), so a reload or a link shows the same list. */
export function useDeskFilter(): [ProtestDeskFilter, (filter: ProtestDeskFilter) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseDeskFilter(searchParams.get(DESK_FILTER_PARAM));
  const setFilter = useCallback(
    (next: ProtestDeskFilter) =>
      setSearchParams((params) => searchForDeskFilter(params, next), { preventScrollReset: true }),
    [setSearchParams],
  );
  return [filter, setFilter];
}
