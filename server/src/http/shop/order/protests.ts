import { orderIdQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { Database } from '../../../db/database';
import { parse } from '../../../lib/parse';
import { orderProtests } from '../../../modules/protest';
import { currentUser } from '../../middleware/auth';

/** GET order/protests?id: the participants' protests on the order's lots (by buyer number). */
export const getProtests =
  (db: Database): RequestHandler =>
  async (req, res) => {
    const { id } = parse(orderIdQuerySchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await orderProtests(db, currentUser(req).id, id));
  };
