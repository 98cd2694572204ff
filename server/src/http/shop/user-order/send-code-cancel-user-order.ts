import { sendCancelCodeBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { UserOrderService } from '../../../modules/user-order';
import { currentUser } from '../../middleware/auth';

/** POST user-order/send-code-cancel-user-order {user_order_id}: a code to cancel that purchase. */
export const postSendCancelCode =
  (userOrders: UserOrderService): RequestHandler =>
  async (req, res) => {
    const { user_order_id } = parse(sendCancelCodeBodySchema, req.body);
    res.json(await userOrders.sendCancelCode(currentUser(req).id, req.lang, user_order_id));
  };
