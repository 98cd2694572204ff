import { liveAuctionPauseSchema, liveAuctionResumeSchema, type LiveAuctionRow } from '@kimoshdi/shared';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { lifecycleContext } from '../../../modules/auction/lifecycle/context';
import { liveAuctionRows } from '../../../modules/auction/room/live-board';
import { pauseAuction, resumeAuction } from '../../../modules/auction/lifecycle/pause';
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
  const lifecycle = lifecycleContext(deps);
  const board = { db: deps.db, redis: deps.redis, keys: deps.keys, engine: deps.auction.engine };

  router
    .route('/')
    .get(operator, async (req, res) => {
      const rows: LiveAuctionRow[] = await liveAuctionRows(board, req.lang);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ rows, server_time: deps.auction.engine.now() });
    })
    .all(methodNotAllowed);
  router
    .route('/pause')
    .post(operator, async (req, res) => {
      const { lot_id, reason } = parse(liveAuctionPauseSchema, req.body ?? {});
      const result = await pauseAuction(lifecycle, lot_id, { userId: currentUser(req).id, reason });
      res.json({ lot_id, already: result.already, state: result.state });
    })
    .all(methodNotAllowed);
  router
    .route('/resume')
    .post(operator, async (req, res) => {
      const { lot_id } = parse(liveAuctionResumeSchema, req.body ?? {});
      const result = await resumeAuction(lifecycle, lot_id, { userId: currentUser(req).id });
      res.json({ lot_id, already: result.already, lost_ms: result.lostMs, state: result.state });
    })
    .all(methodNotAllowed);
  return router;
}
