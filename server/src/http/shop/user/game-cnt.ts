import type { RequestHandler } from 'express';
import type { CurrentAuctionsQueries } from '../../../modules/application';
import { currentUser } from '../../middleware/auth';

/** GET user/game-cnt: the navbar badge's count of the caller's running auctions, and those ahead. */
export function getGameCount(currentAuctions: CurrentAuctionsQueries): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await currentAuctions.gameCount(currentUser(req).id));
  };
}

/** GET user/current-auctions: the caller's live auctions, then those ahead. */
export function getCurrentAuctions(currentAuctions: CurrentAuctionsQueries): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await currentAuctions.list(currentUser(req).id));
  };
}
