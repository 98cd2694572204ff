import type { RequestHandler } from 'express';
import type { Deps } from '../../../deps';
import { timeBidAck } from '../../../lib/metrics';
import { currentUser } from '../../middleware/auth';

/** POST game-view/bid {lot_id, amount, request_id}: the socket's bid for HTTP clients. */
export const postBid =
  ({ auction }: Deps): RequestHandler =>
  async (req, res) => {
    res.json(await timeBidAck('http', () => auction.commands.placeBid(currentUser(req), req.body)));
  };

/** POST game-view/auto-bid {lot_id, max_amount, request_id} */
export const postAutoBid =
  ({ auction }: Deps): RequestHandler =>
  async (req, res) => {
    res.json(await auction.commands.setAutoBid(currentUser(req), req.body));
  };

/** POST game-view/auto-bid/delete {lot_id} */
export const postAutoBidDelete =
  ({ auction }: Deps): RequestHandler =>
  async (req, res) => {
    res.json(await auction.commands.deleteAutoBid(currentUser(req), req.body));
  };
