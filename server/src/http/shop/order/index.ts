import { orderPreviewQuerySchema } from '@kimoshdi/shared';
import { Router, type RequestHandler } from 'express';
import type { Deps } from '../../../deps';
import { createOrderService, type OrderService } from '../../../modules/order/order.service';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { parse } from '../../../lib/parse';

/** GET order/preview?id */
const getPreview =
  (orders: OrderService): RequestHandler =>
  async (req, res) => {
    res.json(await orders.preview(parse(orderPreviewQuerySchema, req.query).id, req.user?.id));
  };

/** api/shop/order/*: the public side of orders. */
export function orderRouter({ db }: Deps): Router {
  const router = Router();
  router
    .route('/preview')
    .get(getPreview(createOrderService(db)))
    .all(methodNotAllowed);
  return router;
}
