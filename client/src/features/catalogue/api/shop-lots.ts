import type {
  LotCard,
  LotFlow,
  LotList,
  LotListCounter,
  LotResult,
} from '@kimoshdi/shared/api/shop/shop-lots';
import { api } from '../../../lib/api-client';
import { filterQuery, type LotListView, type LotFilters } from '../lot-list-params';

export function getLotList(view: LotListView, signal?: AbortSignal): Promise<LotList> {
  return api.get('shop-lots/lot-list', {
    query: {
      ...filterQuery(view.filters),
      i: view.tab,
      sort: view.sort || undefined,
      page: view.page,
      size: view.size,
    },
    signal,
  });
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

/** The lot's status changes, oldest first. */
export function getLotFlows(lotId: number): Promise<LotFlow[]> {
  return api.get('shop-lots/flows', { query: { lot_id: lotId } });
}

export function getSubLots(lotId: number): Promise<LotCard[]> {
  return api.get('shop-lots/sub-lot-list', { query: { lot_id: lotId } });
}

/** Open lots like this one (at most 8), the most alike first. */
export function getSimilarLots(lotId: number): Promise<LotCard[]> {
  return api.get('shop-lots/similar-lot-list', { query: { lot_id: lotId } });
}

export function getLotResult(lotId: number): Promise<LotResult> {
  return api.get('shop-lots/result', { query: { lot_id: lotId } });
}
