import { createOrderBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { CustomerOrderService } from '../../../modules/order';
import { currentUser } from '../../middleware/auth';

/** POST order/create-order {property step}: a new forming order; answers its id. */
export const postCreateOrder =
  (orders: CustomerOrderService): RequestHandler =>
  async (req, res) => {
    res.json(await orders.create(currentUser(req).id, parse(createOrderBodySchema, req.body)));
  };
