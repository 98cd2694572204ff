import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseProtocolFilter,
  PROTOCOL_FILTER_PARAM,
  searchForProtocolFilter,
  type ProtocolFilter,
} from '../protocol-filter';

/** The operator's filter in the address (`?status=`), so a reload or a link shows the same list. */
export function useProtocolFilter(): [ProtocolFilter, (filter: ProtocolFilter) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseProtocolFilter(searchParams.get(PROTOCOL_FILTER_PARAM));
  const setFilter = useCallback(
    (next: ProtocolFilter) =>
      setSearchParams((params) => searchForProtocolFilter(params, next), { preventScrollReset: true }),
    [setSearchParams],
  );
  return [filter, setFilter];
}
