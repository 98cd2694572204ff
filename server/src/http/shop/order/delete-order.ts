import { orderIdBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { CustomerOrderService } from '../../../modules/order';
import { currentUser } from '../../middleware/auth';

/** POST order/delete-order {id}: a forming (or returned) order and its files. */
export const postDeleteOrder =
  (orders: CustomerOrderService): RequestHandler =>
  async (req, res) => {
    res.json(await orders.delete(currentUser(req).id, parse(orderIdBodySchema, req.body).id));
  };
