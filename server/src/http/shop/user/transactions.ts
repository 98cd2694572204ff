import { pageQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { CabinetService } from '../../../modules/cabinet';
import { currentUser } from '../../middleware/auth';
import { parse } from '../../../lib/parse';

/** GET user/transactions?page=&size=: movements of the user's available balance, newest first. */
export function getTransactions(cabinet: CabinetService): RequestHandler {
  return async (req, res) => {
    const query = parse(pageQuerySchema, req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await cabinet.transactions(currentUser(req).id, query));
  };
}
