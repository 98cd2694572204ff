import { pageQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { Database } from '../../../db/database';
import { parse } from '../../../lib/parse';
import { myProtests } from '../../../modules/protest';
import { currentUser } from '../../middleware/auth';

/** GET lot-protests/mine?page&size: the caller's protests, newest first, with the answers. */
export const getMine =
  (db: Database): RequestHandler =>
  async (req, res) => {
    const page = parse(pageQuerySchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await myProtests(db, currentUser(req).id, page));
  };
