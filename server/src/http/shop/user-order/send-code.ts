import { sendBuyCodeBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { UserOrderService } from '../../../modules/user-order';
import { currentUser } from '../../middleware/auth';

/**
 * POST user-order/send-code {lot_id, count?}: a code to buy `count` copies (default 1), to the
 * phone and the e-mail. The cabinet's send-code-for-create-user-order is this same handler.
 */
export const postSendCode =
  (userOrders: UserOrderService): RequestHandler =>
  async (req, res) => {
    const input = parse(sendBuyCodeBodySchema, req.body);
    res.json(await userOrders.sendBuyCode(currentUser(req).id, req.lang, input));
  };
