import { gameLotQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { Deps } from '../../../deps';
import { parse } from '../../../lib/parse';

/** GET game-view/lot-game-info?lot_id: state, last bids, counts, the caller's seat (the resync source). */
export const getLotGameInfo =
  ({ auction }: Deps): RequestHandler =>
  async (req, res) => {
    const { lot_id: lotId } = parse(gameLotQuerySchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await auction.reader.info(lotId, req.user));
  };

/** GET game-view/check?lot_id: may the caller bid now, and if not, why. */
export const getCheck =
  ({ auction }: Deps): RequestHandler =>
  async (req, res) => {
    const { lot_id: lotId } = parse(gameLotQuerySchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await auction.reader.check(lotId, req.user));
  };
