import { repeatTermsQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { Database } from '../../../db/database';
import { parse } from '../../../lib/parse';
import { repeatTermsOf } from '../../../modules/order';
import { currentUser } from '../../middleware/auth';

/** GET order-action/repeat-terms?lot_id: may the lot be put up again, why not, and the prices. */
export const getRepeatTerms =
  (db: Database): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const { lot_id } = parse(repeatTermsQuerySchema, req.query);
    res.json(await repeatTermsOf(db, { userId: currentUser(req).id, lotId: lot_id }));
  };
