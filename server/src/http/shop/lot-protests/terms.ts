import { protestTermsQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { ProtestService } from '../../../modules/protest';
import { currentUser } from '../../middleware/auth';

/** GET lot-protests/terms?lot_id: may the caller protest the lot's result now, and their protests on it. */
export const getTerms =
  (protests: ProtestService): RequestHandler =>
  async (req, res) => {
    const { lot_id } = parse(protestTermsQuerySchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await protests.terms({ userId: currentUser(req).id, lotId: lot_id }));
  };
