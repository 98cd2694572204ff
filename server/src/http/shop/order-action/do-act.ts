import { doActBodySchema, moderatorDoActBodySchema } from '@kimoshdi/shared';
import { isOperator } from '@kimoshdi/shared/domain/user/roles';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { OrderActions } from '../../../modules/order';
import { currentUser } from '../../middleware/auth';

/**
 * POST order-action/do-act: a customer's action on their own order {order_id, action: send |
 * cancel}, or an operator's decision on a sent order {order_id, action: approve | return | reject,
 * reason}. The router lets only those two kinds of account in.
 */
export const postDoAct =
  (actions: OrderActions): RequestHandler =>
  async (req, res) => {
    const user = currentUser(req);
    if (isOperator(user.role)) {
      const body = parse(moderatorDoActBodySchema, req.body);
      res.json(await actions.moderate({ moderatorId: user.id, body }));
      return;
    }
    const { order_id, action } = parse(doActBodySchema, req.body);
    res.json(await actions.act({ userId: user.id, orderId: order_id, action }));
  };
