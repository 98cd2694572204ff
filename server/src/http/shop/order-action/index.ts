import { canSell } from '@kimoshdi/shared/domain/user/roles';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { requireRole } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { getDoActRes } from './do-act-res';
import { postDoAct } from './do-act';
import { getDebts } from './debts';
import { postPayDebt } from './pay-debt';
import { postWithdrawLot } from './withdraw-lot';
import { getWithdrawTerms } from './withdraw-terms';

/** api/shop/order-action/*: the customer's actions on their own order (send, cancel). */
export function orderActionRouter({ db, services }: Deps): Router {
  const router = Router();
  const customer = requireRole(canSell);
  router.route('/do-act').post(customer, postDoAct(db, services.consent)).all(methodNotAllowed);
  router.route('/do-act-res').get(customer, getDoActRes(db)).all(methodNotAllowed);
  router.route('/withdraw-terms').get(customer, getWithdrawTerms(db)).all(methodNotAllowed);
  router.route('/withdraw-lot').post(customer, postWithdrawLot(db)).all(methodNotAllowed);
  router.route('/debts').get(customer, getDebts(db)).all(methodNotAllowed);
  router.route('/pay-debt').post(customer, postPayDebt(db)).all(methodNotAllowed);
  return router;
}
