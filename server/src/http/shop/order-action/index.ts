import { canSell, isOperator } from '@kimoshdi/shared/domain/user/roles';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { requireRole } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { getDoActRes } from './do-act-res';
import { postDoAct } from './do-act';
import { getDebts } from './debts';
import { postPayDebt } from './pay-debt';
import { postProtestAnswer } from './protest-answer';
import { postRepeatLot } from './repeat-lot';
import { getRepeatTerms } from './repeat-terms';
import { postWithdrawLot } from './withdraw-lot';
import { getWithdrawTerms } from './withdraw-terms';

/**
 * api/shop/order-action/*: the customer's actions on their own order (send, cancel) and its lots
 * (withdraw, with the penalty debts it may leave; put one up again; answer a participant's
 * protest), and the moderator's decisions for operators through do-act.
 */
export function orderActionRouter({ services }: Deps): Router {
  const { orderActions: actions, withdrawals, debts, protests } = services;
  const router = Router();
  const customer = requireRole(canSell);
  // do-act and do-act-res also serve the moderator's decisions (an operator's call).
  const customerOrOperator = requireRole((role) => canSell(role) || isOperator(role));
  router.route('/do-act').post(customerOrOperator, postDoAct(actions)).all(methodNotAllowed);
  router.route('/do-act-res').get(customerOrOperator, getDoActRes(actions)).all(methodNotAllowed);
  router.route('/withdraw-terms').get(customer, getWithdrawTerms(withdrawals)).all(methodNotAllowed);
  router.route('/withdraw-lot').post(customer, postWithdrawLot(withdrawals)).all(methodNotAllowed);
  router.route('/debts').get(customer, getDebts(debts)).all(methodNotAllowed);
  router.route('/pay-debt').post(customer, postPayDebt(debts)).all(methodNotAllowed);
  router.route('/repeat-terms').get(customer, getRepeatTerms(actions)).all(methodNotAllowed);
  router.route('/repeat-lot').post(customer, postRepeatLot(actions)).all(methodNotAllowed);
  router.route('/protest-answer').post(customer, postProtestAnswer(protests)).all(methodNotAllowed);
  return router;
}
