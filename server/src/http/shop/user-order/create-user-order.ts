import { createUserOrderBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { UserOrderService } from '../../../modules/user-order';
import { currentUser } from '../../middleware/auth';

/** POST user-order/create-user-order {lot_id, count?, code}: the purchase the code confirms. */
export const postCreateUserOrder =
  (userOrders: UserOrderService): RequestHandler =>
  async (req, res) => {
    const input = parse(createUserOrderBodySchema, req.body);
    res.json(await userOrders.createUserOrder(currentUser(req).id, input));
  };
