import { doActResQuerySchema } from '@kimoshdi/shared';
import { isOperator } from '@kimoshdi/shared/domain/user/roles';
import type { RequestHandler } from 'express';
import type { Database } from '../../../db/database';
import { parse } from '../../../lib/parse';
import { orderActionResult } from '../../../modules/order';
import { currentUser } from '../../middleware/auth';

/**
 * GET order-action/do-act-res?order_id: the order's status, its customer's allowed actions and the
 * last action; a customer reads their own order, an operator any.
 */
export const getDoActRes =
  (db: Database): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const { order_id } = parse(doActResQuerySchema, req.query);
    const user = currentUser(req);
    res.json(
      await orderActionResult(db, { userId: isOperator(user.role) ? null : user.id, orderId: order_id }),
    );
  };
