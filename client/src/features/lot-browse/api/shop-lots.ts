import type { LotCard, LotList, LotListCounter } from '@kimoshdi/shared/api/shop/shop-lots';
import { api } from '../../../lib/api-client';
import { getEarly, takeArrived, takeEarly } from '../../../lib/early-get';
import { filterQuery, readListView, type LotListView, type LotFilters } from '../lot-list-params';

const LOT_LIST = 'shop-lots/lot-list';

function lotListQuery(view: LotListView) {
  return {
    ...filterQuery(view.filters),
    i: view.tab,
    sort: view.sort || undefined,
    page: view.page,
    size: view.size,
  };
}

export function getLotList(view: LotListView, signal?: AbortSignal): Promise<LotList> {
  const query = lotListQuery(view);
  return takeEarly<LotList>(LOT_LIST, query) ?? api.get(LOT_LIST, { query, signal });
}

/** The list for this view when it came while the page was loading: shown in the first render. */
export function arrivedLotList(view: LotListView): LotList | undefined {
  return takeArrived<LotList>(LOT_LIST, lotListQuery(view));
}

/** The list the address asks for, fetched while the lot list's page is still loading (router.tsx). */
export function getLotListEarly(search: URLSearchParams): void {
  getEarly(LOT_LIST, lotListQuery(readListView(search)));
}

export function getLotCounts(filters: LotFilters, signal?: AbortSignal): Promise<LotListCounter> {
  return api.get('shop-lots/lot-list-counter', {
    query: filterQuery(filters),
    signal,
  });
}

export function getActiveLots(size: number): Promise<LotCard[]> {
  return api.get('shop-lots/active-lot-list', { query: { size } });
}

export function getFeaturedLots(size: number): Promise<LotCard[]> {
  return api.get('shop-lots/is-reklama-list', { query: { size } });
}
