import { gameLotQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { AuctionReads } from '../../../modules/auction';

/** GET game-view/over-time?lot_id: the over-time window and the current end. */
export const getOverTime =
  (auctions: AuctionReads): RequestHandler =>
  async (req, res) => {
    const { lot_id: lotId } = parse(gameLotQuerySchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await auctions.overTime(lotId));
  };
