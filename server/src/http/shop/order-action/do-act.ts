import { doActBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { Database } from '../../../db/database';
import type { ConsentCheck } from '../../../modules/consent/consent.service';
import { parse } from '../../../lib/parse';
import { doOrderAction } from '../../../modules/order/order-actions';
import { currentUser } from '../../middleware/auth';

/** POST order-action/do-act {order_id, action: send | cancel}: the customer's action on the order. */
export const postDoAct =
  (db: Database, consent: ConsentCheck): RequestHandler =>
  async (req, res) => {
    const { order_id, action } = parse(doActBodySchema, req.body);
    res.json(await doOrderAction(db, consent, { userId: currentUser(req).id, orderId: order_id, action }));
  };
