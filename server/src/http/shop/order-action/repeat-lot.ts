import { repeatLotBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { OrderActions } from '../../../modules/order';
import { currentUser } from '../../middleware/auth';

/** POST order-action/repeat-lot {lot_id, start_price, publish_on?}: the lot put up again as a new lot. */
export const postRepeatLot =
  (actions: OrderActions): RequestHandler =>
  async (req, res) => {
    const { lot_id, start_price, publish_on } = parse(repeatLotBodySchema, req.body);
    res.json(
      await actions.repeat({
        userId: currentUser(req).id,
        lotId: lot_id,
        startPrice: start_price,
        publishOn: publish_on,
      }),
    );
  };
