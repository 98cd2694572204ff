import { repeatTermsQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { OrderActions } from '../../../modules/order';
import { currentUser } from '../../middleware/auth';

/** GET order-action/repeat-terms?lot_id: may the lot be put up again, why not, and the prices. */
export const getRepeatTerms =
  (actions: OrderActions): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const { lot_id } = parse(repeatTermsQuerySchema, req.query);
    res.json(await actions.repeatTerms({ userId: currentUser(req).id, lotId: lot_id }));
  };
