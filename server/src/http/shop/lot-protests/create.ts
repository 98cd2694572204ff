import { createProtestBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { Database } from '../../../db/database';
import { parse } from '../../../lib/parse';
import { fileProtest } from '../../../modules/protest';
import { currentUser } from '../../middleware/auth';

/** POST lot-protests/create {lot_id, text}: a participant's protest on the lot's result. */
export const postCreate =
  (db: Database): RequestHandler =>
  async (req, res) => {
    const body = parse(createProtestBodySchema, req.body);
    res.json(await fileProtest(db, { userId: currentUser(req).id, body }));
  };
