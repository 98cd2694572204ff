import { payDebtBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { Database } from '../../../db/database';
import { parse } from '../../../lib/parse';
import { payDebt } from '../../../modules/ledger';
import { currentUser } from '../../middleware/auth';

/** POST order-action/pay-debt {debt_id}: one debt paid from the available balance. */
export const postPayDebt =
  (db: Database): RequestHandler =>
  async (req, res) => {
    const { debt_id } = parse(payDebtBodySchema, req.body);
    res.json(await payDebt(db, { userId: currentUser(req).id, debtId: debt_id }));
  };
