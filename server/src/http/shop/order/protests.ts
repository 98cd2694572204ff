import { orderIdQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { ProtestService } from '../../../modules/protest';
import { currentUser } from '../../middleware/auth';

/** GET order/protests?id: the participants' protests on the order's lots (by buyer number). */
export const getProtests =
  (protests: ProtestService): RequestHandler =>
  async (req, res) => {
    const { id } = parse(orderIdQuerySchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await protests.ofOrder(currentUser(req).id, id));
  };
