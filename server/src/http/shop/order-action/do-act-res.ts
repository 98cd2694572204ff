import { doActResQuerySchema } from '@kimoshdi/shared';
import { isOperator } from '@kimoshdi/shared/domain/user/roles';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { OrderActions } from '../../../modules/order';
import { currentUser } from '../../middleware/auth';

/**
 * GET order-action/do-act-res?order_id: the order's status, its customer's allowed actions and the
 * last action; a customer reads their own order, an operator any.
 */
export const getDoActRes =
  (actions: OrderActions): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const { order_id } = parse(doActResQuerySchema, req.query);
    const user = currentUser(req);
    res.json(await actions.result({ userId: isOperator(user.role) ? null : user.id, orderId: order_id }));
  };
