import type { GameBase, LotGameInfo } from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

/** GET game-view/base: the lot's summary and the other current auctions. */
export function getGameBase(lotId: number, signal?: AbortSignal): Promise<GameBase> {
  return api.get('game-view/base', { query: { lot_id: lotId }, signal });
}

/** GET game-view/lot-game-info: state, the last bids, counts and the caller's seat (the resync source). */
export function getLotGameInfo(lotId: number, signal?: AbortSignal): Promise<LotGameInfo> {
  return api.get('game-view/lot-game-info', { query: { lot_id: lotId }, signal });
}
