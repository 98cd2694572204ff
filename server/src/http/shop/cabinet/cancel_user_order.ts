import { cancelUserOrderBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { UserOrderService } from '../../../modules/user-order';
import { currentUser } from '../../middleware/auth';

/** POST cabinet/cancel_user_order {user_order_id, code}: cancel a purchase; the money comes back. */
export const postCancelUserOrder =
  (userOrders: UserOrderService): RequestHandler =>
  async (req, res) => {
    const input = parse(cancelUserOrderBodySchema, req.body);
    res.json(await userOrders.cancelUserOrder(currentUser(req).id, input));
  };
