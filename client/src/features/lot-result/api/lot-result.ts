import type { LotResult } from '@kimoshdi/shared/api/shop/shop-lots';
import { api } from '../../../lib/api-client';

export function getLotResult(lotId: number): Promise<LotResult> {
  return api.get('shop-lots/result', { query: { lot_id: lotId } });
}
