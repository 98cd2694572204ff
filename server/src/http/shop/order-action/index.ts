import { canSell } from '@kimoshdi/shared/domain/user/roles';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { requireRole } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { getDoActRes } from './do-act-res';
import { postDoAct } from './do-act';
import { postProtestAnswer } from './protest-answer';

/**
 * api/shop/order-action/*: the customer's actions on their own order (send, cancel) and the answer
 * to a participant's protest on its lot.
 */
export function orderActionRouter({ db, services }: Deps): Router {
  const router = Router();
  const customer = requireRole(canSell);
  router.route('/do-act').post(customer, postDoAct(db, services.consent)).all(methodNotAllowed);
  router.route('/do-act-res').get(customer, getDoActRes(db)).all(methodNotAllowed);
  router.route('/protest-answer').post(customer, postProtestAnswer(db)).all(methodNotAllowed);
  return router;
}
