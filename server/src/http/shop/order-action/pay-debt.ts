import { payDebtBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { DebtService } from '../../../modules/ledger';
import { currentUser } from '../../middleware/auth';

/** POST order-action/pay-debt {debt_id}: one debt paid from the available balance. */
export const postPayDebt =
  (debts: DebtService): RequestHandler =>
  async (req, res) => {
    const { debt_id } = parse(payDebtBodySchema, req.body);
    res.json(await debts.pay({ userId: currentUser(req).id, debtId: debt_id }));
  };
