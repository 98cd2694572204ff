import { orderPreviewQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { OrderService } from '../../../modules/order';

/** GET order/preview?id: the public preview of an order put on trade. */
export const getPreview =
  (orders: OrderService): RequestHandler =>
  async (req, res) => {
    res.json(await orders.preview(parse(orderPreviewQuerySchema, req.query).id, req.user?.id));
  };
