import { protestTermsQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { Database } from '../../../db/database';
import { parse } from '../../../lib/parse';
import { protestTerms } from '../../../modules/protest';
import { currentUser } from '../../middleware/auth';

/** GET lot-protests/terms?lot_id: may the caller protest the lot's result now, and their protests on it. */
export const getTerms =
  (db: Database): RequestHandler =>
  async (req, res) => {
    const { lot_id } = parse(protestTermsQuerySchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await protestTerms(db, { userId: currentUser(req).id, lotId: lot_id }));
  };
