import { createProtestBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { ProtestService } from '../../../modules/protest';
import { currentUser } from '../../middleware/auth';

/** POST lot-protests/create {lot_id, text}: a participant's protest on the lot's result. */
export const postCreate =
  (protests: ProtestService): RequestHandler =>
  async (req, res) => {
    const body = parse(createProtestBodySchema, req.body);
    res.json(await protests.file({ userId: currentUser(req).id, body }));
  };
