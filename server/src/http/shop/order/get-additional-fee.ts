import { orderIdQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { CustomerOrderService } from '../../../modules/order';
import { currentUser } from '../../middleware/auth';

/** GET order/get-additional-fee?id: the platform's fee on a sale of the order. */
export const getAdditionalFee =
  (orders: CustomerOrderService): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await orders.additionalFee(currentUser(req).id, parse(orderIdQuerySchema, req.query).id));
  };
