import { orderIdQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { CustomerOrderService } from '../../../modules/order';
import { currentUser } from '../../middleware/auth';

/** GET order/tab-details?id: the counts the order pages' tabs show. */
export const getTabDetails =
  (orders: CustomerOrderService): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await orders.tabDetails(currentUser(req).id, parse(orderIdQuerySchema, req.query).id));
  };
