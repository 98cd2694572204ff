import {
  activeLotListSchema,
  lotListCounterSchema,
  lotFlowsSchema,
  lotListSchema,
  lotResultSchema,
  reklamaLotListSchema,
  similarLotListSchema,
  subLotListSchema,
  type LotCard,
  type LotFlow,
  type LotList,
  type LotListCounter,
  type LotResult,
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
    schema: lotListSchema,
    signal,
  });
}

export function getLotCounts(filters: LotFilters, signal?: AbortSignal): Promise<LotListCounter> {
  return api.get('shop-lots/lot-list-counter', {
    query: filterQuery(filters),
    schema: lotListCounterSchema,
    signal,
  });
}

export function getActiveLots(size: number): Promise<LotCard[]> {
  return api.get('shop-lots/active-lot-list', { query: { size }, schema: activeLotListSchema });
}

export function getFeaturedLots(size: number): Promise<LotCard[]> {
  return api.get('shop-lots/is-reklama-list', { query: { size }, schema: reklamaLotListSchema });
}

/** The lot's status changes, oldest first. */
export function getLotFlows(lotId: number): Promise<LotFlow[]> {
  return api.get('shop-lots/flows', { query: { lot_id: lotId }, schema: lotFlowsSchema });
}

export function getSubLots(lotId: number): Promise<LotCard[]> {
  return api.get('shop-lots/sub-lot-list', { query: { lot_id: lotId }, schema: subLotListSchema });
}

/** Open lots like this one (at most 8), the most alike first. */
export function getSimilarLots(lotId: number): Promise<LotCard[]> {
  return api.get('shop-lots/similar-lot-list', { query: { lot_id: lotId }, schema: similarLotListSchema });
}

export function getLotResult(lotId: number): Promise<LotResult> {
  return api.get('shop-lots/result', { query: { lot_id: lotId }, schema: lotResultSchema });
}
