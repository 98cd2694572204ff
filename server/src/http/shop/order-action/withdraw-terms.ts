import { withdrawTermsQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { Database } from '../../../db/database';
import { parse } from '../../../lib/parse';
import { withdrawTerms } from '../../../modules/withdrawal';
import { currentUser } from '../../middleware/auth';

/** GET order-action/withdraw-terms?lot_id: may the lot be withdrawn now, and what it would cost. */
export const getWithdrawTerms =
  (db: Database): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const { lot_id } = parse(withdrawTermsQuerySchema, req.query);
    res.json(await withdrawTerms(db, { userId: currentUser(req).id, lotId: lot_id }));
  };
