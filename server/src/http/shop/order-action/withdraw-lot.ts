import { withdrawLotBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import { parse } from '../../../lib/parse';
import type { WithdrawalService } from '../../../modules/withdrawal';
import { currentUser } from '../../middleware/auth';

/** POST order-action/withdraw-lot {lot_id}: the customer withdraws the lot from trade. */
export const postWithdrawLot =
  (withdrawals: WithdrawalService): RequestHandler =>
  async (req, res) => {
    const { lot_id } = parse(withdrawLotBodySchema, req.body);
    res.json(await withdrawals.withdraw({ userId: currentUser(req).id, lotId: lot_id }));
  };
