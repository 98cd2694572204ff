import { orderIdQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { CustomerOrderService } from '../../../modules/order';
import { currentUser } from '../../middleware/auth';

/** GET order/details?id: one order's summary and what may be done with it. */
export const getDetails =
  (orders: CustomerOrderService): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await orders.details(currentUser(req).id, parse(orderIdQuerySchema, req.query).id));
  };
