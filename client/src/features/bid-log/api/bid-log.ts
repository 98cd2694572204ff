import { BID_LOG_MAX_PER_PAGE, type BidLog } from '@kimoshdi/shared/api/shop/bid-log';
import { api } from '../../../lib/api-client';

/** One page of a finished auction's public bid log (docs/bid-log.md). */
export function getBidLog(
  lotId: number,
  page: number,
  perPage: number,
  signal?: AbortSignal,
): Promise<BidLog> {
  return api.get('shop-lots/bid-log', {
    query: { lot_id: lotId, page, per_page: perPage },
    signal,
  });
}

/** Every page of the log in one answer (the replay and the check in the browser need all bids). */
export async function getWholeBidLog(lotId: number, signal?: AbortSignal): Promise<BidLog> {
  const first = await getBidLog(lotId, 1, BID_LOG_MAX_PER_PAGE, signal);
  const items = [...first.items];
  for (let page = 2; items.length < first.total; page += 1) {
    const next = await getBidLog(lotId, page, BID_LOG_MAX_PER_PAGE, signal);
    if (next.items.length === 0) break;
    items.push(...next.items);
  }
  return { ...first, items, page: 1, per_page: items.length || first.per_page };
}
