import type { LotCard, LotFlow } from '@kimoshdi/shared/api/shop/shop-lots';
import { api } from '../../../lib/api-client';

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
