import { duplicateOrderBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { CustomerOrderService } from '../../../modules/order';
import { currentUser } from '../../middleware/auth';

/** POST order/duplicate {id, copies}: 1 to 10 new forming copies; answers their ids. */
export const postDuplicate =
  (orders: CustomerOrderService): RequestHandler =>
  async (req, res) => {
    const { id, copies } = parse(duplicateOrderBodySchema, req.body);
    res.json(await orders.duplicate(currentUser(req).id, id, copies));
  };
