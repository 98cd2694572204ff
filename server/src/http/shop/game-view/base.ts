import { gameLotQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { AuctionReads } from '../../../modules/auction';
import { parse } from '../../../lib/parse';

/** GET game-view/base?lot_id: the lot's summary and the other current auctions. */
export const getBase =
  (auctions: AuctionReads): RequestHandler =>
  async (req, res) => {
    const { lot_id: lotId } = parse(gameLotQuerySchema, req.query);
    res.json(await auctions.base(lotId, req.user?.id));
  };
