import type { RequestHandler } from 'express';
import type { Database } from '../../../db/database';
import { customerDebts } from '../../../modules/ledger';
import { currentUser } from '../../middleware/auth';

/** GET order-action/debts: the caller's withdrawal penalty debts, open ones first. */
export const getDebts =
  (db: Database): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await customerDebts(db, currentUser(req).id));
  };
