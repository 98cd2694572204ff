import { pageQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { UserOrderService } from '../../../modules/user-order';
import { currentUser } from '../../middleware/auth';

/** GET user-order/list?page&size: the caller's purchases, newest first. */
export const getList =
  (userOrders: UserOrderService): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await userOrders.list(currentUser(req).id, parse(pageQuerySchema, req.query)));
  };
