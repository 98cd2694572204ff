import type { RequestHandler } from 'express';
import type { DebtService } from '../../../modules/ledger';
import { currentUser } from '../../middleware/auth';

/** GET order-action/debts: the caller's withdrawal penalty debts, open ones first. */
export const getDebts =
  (debts: DebtService): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await debts.list(currentUser(req).id));
  };
