import { orderIdQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { CustomerOrderService } from '../../../modules/order';
import { currentUser } from '../../middleware/auth';

/** GET order/flows?id: the order's history, oldest first. */
export const getFlows =
  (orders: CustomerOrderService): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await orders.flows(currentUser(req).id, parse(orderIdQuerySchema, req.query).id));
  };
