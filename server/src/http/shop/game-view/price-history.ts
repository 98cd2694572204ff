import { gameLotQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { Deps } from '../../../deps';
import { parse } from '../../../lib/parse';
import { readPriceHistory } from '../../../modules/auction';

/** GET game-view/price-history?lot_id: every bid so far, the pauses and the ends (the room's chart). */
export const getPriceHistory =
  ({ auction, db }: Deps): RequestHandler =>
  async (req, res) => {
    const { lot_id: lotId } = parse(gameLotQuerySchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await readPriceHistory(db, auction.reader, lotId, auction.engine.now()));
  };
