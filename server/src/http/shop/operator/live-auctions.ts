import {
  liveAuctionPauseSchema,
  liveAuctionResumeSchema,
  type LiveAuctionPauseAnswer,
  type LiveAuctionResumeAnswer,
  type LiveAuctionRow,
  type LiveBoardAnswer,
} from '@kimoshdi/shared';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { currentUser, requireRole } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { parse } from '../../../lib/parse';
import { isOperator } from '@kimoshdi/shared/domain/user/roles';

/**
 * api/shop/operator/live-auctions: the board of live auctions, and pause / resume (technical
 * interruption). Operators only: guests 401, other roles 403.
 */
export function liveAuctionsRouter(deps: Deps): Router {
  const router = Router();
  const operator = requireRole(isOperator);
  const { auctionReads, auctionDesk } = deps.services;

  router
    .route('/')
    .get(operator, async (req, res) => {
      const rows: LiveAuctionRow[] = await auctionReads.liveBoard(req.lang);
      res.setHeader('Cache-Control', 'no-store');
      const body: LiveBoardAnswer = { rows, server_time: deps.auction.engine.now() };
      res.json(body);
    })
    .all(methodNotAllowed);
  router
    .route('/pause')
    .post(operator, async (req, res) => {
      const { lot_id, reason } = parse(liveAuctionPauseSchema, req.body ?? {});
      const result = await auctionDesk.pause(lot_id, { userId: currentUser(req).id, reason });
      const body: LiveAuctionPauseAnswer = { lot_id, already: result.already, state: result.state };
      res.json(body);
    })
    .all(methodNotAllowed);
  router
    .route('/resume')
    .post(operator, async (req, res) => {
      const { lot_id } = parse(liveAuctionResumeSchema, req.body ?? {});
      const result = await auctionDesk.resume(lot_id, { userId: currentUser(req).id });
      const body: LiveAuctionResumeAnswer = {
        lot_id,
        already: result.already,
        lost_ms: result.lostMs,
        state: result.state,
      };
      res.json(body);
    })
    .all(methodNotAllowed);
  return router;
}
