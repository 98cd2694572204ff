import { gameLotQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { AuctionReads } from '../../../modules/auction';

/** GET game-view/price-history?lot_id: every bid so far, the pauses and the ends (the room's chart). */
export const getPriceHistory =
  (auctions: AuctionReads): RequestHandler =>
  async (req, res) => {
    const { lot_id: lotId } = parse(gameLotQuerySchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await auctions.priceHistory(lotId));
  };
