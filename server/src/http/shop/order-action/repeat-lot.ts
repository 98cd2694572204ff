import { repeatLotBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import { repeatLot, type RepeatDeps } from '../../../modules/order';
import { currentUser } from '../../middleware/auth';

/** POST order-action/repeat-lot {lot_id, start_price}: the lot put up again as a new lot. */
export const postRepeatLot =
  (deps: RepeatDeps): RequestHandler =>
  async (req, res) => {
    const { lot_id, start_price } = parse(repeatLotBodySchema, req.body);
    res.json(await repeatLot(deps, { userId: currentUser(req).id, lotId: lot_id, startPrice: start_price }));
  };
