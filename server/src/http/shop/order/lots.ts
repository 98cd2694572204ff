import { orderIdQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { CustomerOrderService } from '../../../modules/order';
import { currentUser } from '../../middleware/auth';

/** GET order/lots?id: the lots made from the order (none before it is put on trade). */
export const getLots =
  (orders: CustomerOrderService): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await orders.lots(currentUser(req).id, parse(orderIdQuerySchema, req.query).id));
  };
