import { withdrawLotBodySchema } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { Database } from '../../../db/database';
import { parse } from '../../../lib/parse';
import { withdrawLot } from '../../../modules/withdrawal';
import { currentUser } from '../../middleware/auth';

/** POST order-action/withdraw-lot {lot_id}: the customer withdraws the lot from trade. */
export const postWithdrawLot =
  (db: Database): RequestHandler =>
  async (req, res) => {
    const { lot_id } = parse(withdrawLotBodySchema, req.body);
    res.json(await withdrawLot(db, { userId: currentUser(req).id, lotId: lot_id }));
  };
