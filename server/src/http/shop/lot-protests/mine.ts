import { pageQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { ProtestService } from '../../../modules/protest';
import { currentUser } from '../../middleware/auth';

/** GET lot-protests/mine?page&size: the caller's protests, newest first, with the answers. */
export const getMine =
  (protests: ProtestService): RequestHandler =>
  async (req, res) => {
    const page = parse(pageQuerySchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await protests.mine(currentUser(req).id, page));
  };
