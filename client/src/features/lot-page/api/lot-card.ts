import type { LotCardTab, LotDetails, LotTabDetails } from '@kimoshdi/shared/api/shop/lot-card';
import { api } from '../../../lib/api-client';

export function getLotDetails(lotId: number): Promise<LotDetails> {
  return api.get('lot-card/details', { query: { lot_id: lotId } });
}

export function getLotTab(lotId: number, tab: LotCardTab): Promise<LotTabDetails> {
  return api.get('lot-card/tab-details', { query: { lot_id: lotId, tab } });
}
