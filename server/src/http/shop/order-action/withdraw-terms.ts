import { withdrawTermsQuerySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { WithdrawalService } from '../../../modules/withdrawal';
import { currentUser } from '../../middleware/auth';

/** GET order-action/withdraw-terms?lot_id: may the lot be withdrawn now, and what it would cost. */
export const getWithdrawTerms =
  (withdrawals: WithdrawalService): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const { lot_id } = parse(withdrawTermsQuerySchema, req.query);
    res.json(await withdrawals.terms({ userId: currentUser(req).id, lotId: lot_id }));
  };
