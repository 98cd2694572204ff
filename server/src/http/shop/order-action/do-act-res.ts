import { doActResQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { Database } from '../../../db/database';
import { parse } from '../../../lib/parse';
import { orderActionResult } from '../../../modules/order/order-actions';
import { currentUser } from '../../middleware/auth';

/** GET order-action/do-act-res?order_id: the order's status, allowed actions and last action. */
export const getDoActRes =
  (db: Database): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const { order_id } = parse(doActResQuerySchema, req.query);
    res.json(await orderActionResult(db, { userId: currentUser(req).id, orderId: order_id }));
  };
