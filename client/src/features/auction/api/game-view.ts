import type { GameBase, LotGameInfo, LotResult, PriceHistory } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

/** GET game-view/base: the lot's summary and the other current auctions. */
export function getGameBase(lotId: number, signal?: AbortSignal): Promise<GameBase> {
  return api.get('game-view/base', { query: { lot_id: lotId }, signal });
}

/** GET game-view/lot-game-info: state, the last bids, counts and the caller's seat (the resync source). */
export function getLotGameInfo(lotId: number, signal?: AbortSignal): Promise<LotGameInfo> {
  return api.get('game-view/lot-game-info', { query: { lot_id: lotId }, signal });
}

/** A finished lot's result (the result page's record): the game page shows it after the close. */
export function getFinishedResult(lotId: number): Promise<LotResult> {
  return api.get('shop-lots/result', { query: { lot_id: lotId } });
}

/** GET game-view/price-history: every bid so far, the pauses and the ends (the chart, the whole feed). */
export function getPriceHistory(lotId: number, signal?: AbortSignal): Promise<PriceHistory> {
  return api.get('game-view/price-history', { query: { lot_id: lotId }, signal });
}
