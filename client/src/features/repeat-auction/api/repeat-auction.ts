import type { RepeatLotAnswer, RepeatTermsAnswer } from '@kimoshdi/shared/api/shop/repeat-auction';
import { api } from '../../../lib/api-client';

/** GET order-action/repeat-terms?lot_id: may the lot be put up again, and at which prices. */
export function getRepeatTerms(lotId: number, signal?: AbortSignal): Promise<RepeatTermsAnswer> {
  return api.get('order-action/repeat-terms', {
    query: { lot_id: lotId },
    signal,
  });
}

/**
 * POST order-action/repeat-lot {lot_id, start_price, publish_on?}: the new lot. The price in sums
 * as typed; the notice's day (`YYYY-MM-DD`) only when put off past today.
 */
export function repeatLot(lotId: number, startPrice: string, publishOn?: string): Promise<RepeatLotAnswer> {
  return api.post('order-action/repeat-lot', {
    lot_id: lotId,
    start_price: startPrice,
    ...(publishOn ? { publish_on: publishOn } : {}),
  });
}
