import { pageQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { CabinetService } from '../../../modules/cabinet';
import { currentUser } from '../../middleware/auth';
import { parse } from '../../../lib/parse';

/** GET user/payments?page=&size=: the user's payments through providers, newest first. */
export function getPayments(cabinet: CabinetService): RequestHandler {
  return async (req, res) => {
    const query = parse(pageQuerySchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await cabinet.payments(currentUser(req).id, query));
  };
}
