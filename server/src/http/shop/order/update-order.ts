import { updateOrderBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { CustomerOrderService } from '../../../modules/order';
import { currentUser } from '../../middleware/auth';

/** POST order/update-order {id, property step}: the property step again. */
export const postUpdateOrder =
  (orders: CustomerOrderService): RequestHandler =>
  async (req, res) => {
    const { id, ...property } = parse(updateOrderBodySchema, req.body);
    res.json(await orders.updateProperty(currentUser(req).id, id, property));
  };
