import { orderIdQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { CustomerOrderService } from '../../../modules/order';
import { currentUser } from '../../middleware/auth';

/** GET order/full-info?id: the fields, files, history and fee (the review and the preview). */
export const getFullInfo =
  (orders: CustomerOrderService): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await orders.fullInfo(currentUser(req).id, parse(orderIdQuerySchema, req.query).id, req.lang));
  };
