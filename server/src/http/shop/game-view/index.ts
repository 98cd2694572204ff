import { Router } from 'express';
import type { Deps } from '../../../deps';
import { requireUser } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { getBase } from './base';
import { postAutoBid, postAutoBidDelete, postBid } from './bid';
import { getCheck, getLotGameInfo } from './lot-game-info';
import { getOverTime } from './over-time';
import { getPriceHistory } from './price-history';
import { getTrackRecords } from './track-records';

/**
 * api/shop/game-view/*: the game page's reads (public: guests and viewers watch) and the bid calls
 * (signed in; the same rules, idempotency and durability as the socket).
 */
export function gameViewRouter(deps: Deps): Router {
  const router = Router();
  router.route('/base').get(getBase(deps.services.auctionReads)).all(methodNotAllowed);
  router.route('/lot-game-info').get(getLotGameInfo(deps)).all(methodNotAllowed);
  router.route('/check').get(getCheck(deps)).all(methodNotAllowed);
  router.route('/over-time').get(getOverTime(deps.services.auctionReads)).all(methodNotAllowed);
  router.route('/price-history').get(getPriceHistory(deps.services.auctionReads)).all(methodNotAllowed);
  router.route('/track-records').get(getTrackRecords(deps.services.trackRecords)).all(methodNotAllowed);
  router.route('/bid').post(requireUser, postBid(deps)).all(methodNotAllowed);
  router.route('/auto-bid').post(requireUser, postAutoBid(deps)).all(methodNotAllowed);
  router.route('/auto-bid/delete').post(requireUser, postAutoBidDelete(deps)).all(methodNotAllowed);
  return router;
}
