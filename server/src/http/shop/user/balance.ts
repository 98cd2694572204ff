import type { RequestHandler } from 'express';
import type { LedgerService } from '../../../modules/ledger';
import { currentUser } from '../../middleware/auth';

/** GET user/balance: available and blocked money in tiyin, as strings. */
export function getBalance(ledger: LedgerService): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await ledger.balance(currentUser(req).id));
  };
}
