import type { LotCard, LotList, LotListCounter } from '@kimoshdi/shared/api/shop/shop-lots';
import { api, apiUrl, type RequestOptions } from '../../../lib/api-client';
import { getEarly, takeArrived, takeEarly } from '../../../lib/early-get';
import { recall, remember } from '../../../lib/read-cache';
import { filterQuery, readListView, type LotListView, type LotFilters } from '../lot-list-params';

const LOT_LIST = 'shop-lots/lot-list';
const LOT_COUNTS = 'shop-lots/lot-list-counter';
const ACTIVE_LOTS = 'shop-lots/active-lot-list';
const FEATURED_LOTS = 'shop-lots/is-reklama-list';

type Query = RequestOptions['query'];

/** An answer on its way, remembered under its address when it comes (lib/read-cache.ts). */
function remembered<T>(path: string, query: Query, answer: Promise<T>): Promise<T> {
  return answer.then((data) => {
    remember(apiUrl(path, query), data);
    return data;
  });
}

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
  return remembered(
    LOT_LIST,
    query,
    takeEarly<LotList>(LOT_LIST, query) ?? api.get<LotList>(LOT_LIST, { query, signal }),
  );
}

/** The list for this view when it came while the page was loading: shown in the first render. */
export function arrivedLotList(view: LotListView): LotList | undefined {
  const query = lotListQuery(view);
  const list = takeArrived<LotList>(LOT_LIST, query);
  if (list) remember(apiUrl(LOT_LIST, query), list);
  return list;
}

/** The list for this view as it was last shown (coming Back to the list), if recent. */
export function recalledLotList(view: LotListView): LotList | undefined {
  return recall<LotList>(apiUrl(LOT_LIST, lotListQuery(view)));
}

/** The list the address asks for, fetched while the lot list's page is still loading (router.tsx). */
export function getLotListEarly(search: URLSearchParams): void {
  getEarly(LOT_LIST, lotListQuery(readListView(search)));
}

export function getLotCounts(filters: LotFilters, signal?: AbortSignal): Promise<LotListCounter> {
  const query = filterQuery(filters);
  return remembered(LOT_COUNTS, query, api.get<LotListCounter>(LOT_COUNTS, { query, signal }));
}

export function recalledLotCounts(filters: LotFilters): LotListCounter | undefined {
  return recall<LotListCounter>(apiUrl(LOT_COUNTS, filterQuery(filters)));
}

export function getActiveLots(size: number): Promise<LotCard[]> {
  const query = { size };
  return remembered(ACTIVE_LOTS, query, api.get<LotCard[]>(ACTIVE_LOTS, { query }));
}

export function recalledActiveLots(size: number): LotCard[] | undefined {
  return recall<LotCard[]>(apiUrl(ACTIVE_LOTS, { size }));
}

export function getFeaturedLots(size: number): Promise<LotCard[]> {
  const query = { size };
  return remembered(FEATURED_LOTS, query, api.get<LotCard[]>(FEATURED_LOTS, { query }));
}

export function recalledFeaturedLots(size: number): LotCard[] | undefined {
  return recall<LotCard[]>(apiUrl(FEATURED_LOTS, { size }));
}
