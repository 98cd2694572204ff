import { autoBidBodySchema, autoBidDeleteBodySchema, bidBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { Deps } from '../../../deps';
import { currentUser } from '../../middleware/auth';
import { parse } from '../../middleware/validate';

/** POST game-view/bid {lot_id, amount, request_id}: the socket's bid for HTTP clients. */
export const postBid =
  ({ auction }: Deps): RequestHandler =>
  async (req, res) => {
    const user = currentUser(req);
    const body = parse(bidBodySchema, req.body);
    await auction.bidRate.take(user.id);
    res.json(
      await auction.engine.placeBid({
        lotId: body.lot_id,
        userId: user.id,
        amount: body.amount,
        requestId: body.request_id,
      }),
    );
  };

/** POST game-view/auto-bid {lot_id, max_amount, request_id} */
export const postAutoBid =
  ({ auction }: Deps): RequestHandler =>
  async (req, res) => {
    const user = currentUser(req);
    const body = parse(autoBidBodySchema, req.body);
    await auction.bidRate.take(user.id);
    res.json(
      await auction.engine.setAutoBid({
        lotId: body.lot_id,
        userId: user.id,
        max: body.max_amount,
        requestId: body.request_id,
      }),
    );
  };

/** POST game-view/auto-bid/delete {lot_id} */
export const postAutoBidDelete =
  ({ auction }: Deps): RequestHandler =>
  async (req, res) => {
    const user = currentUser(req);
    const body = parse(autoBidDeleteBodySchema, req.body);
    await auction.bidRate.take(user.id);
    res.json(await auction.engine.deleteAutoBid({ lotId: body.lot_id, userId: user.id }));
  };
