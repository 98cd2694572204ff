import { canSell } from '@kimoshdi/shared/domain/user/roles';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { requireRole } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { getDoActRes } from './do-act-res';
import { postDoAct } from './do-act';
import { postRepeatLot } from './repeat-lot';
import { getRepeatTerms } from './repeat-terms';

/**
 * api/shop/order-action/*: the customer's actions on their own order (send, cancel) and its lots
 * (put one up again).
 */
export function orderActionRouter({ db, services, queues }: Deps): Router {
  const router = Router();
  const customer = requireRole(canSell);
  router.route('/do-act').post(customer, postDoAct(db, services.consent)).all(methodNotAllowed);
  router.route('/do-act-res').get(customer, getDoActRes(db)).all(methodNotAllowed);
  router.route('/repeat-terms').get(customer, getRepeatTerms(db)).all(methodNotAllowed);
  router.route('/repeat-lot').post(customer, postRepeatLot({ db, queues })).all(methodNotAllowed);
  return router;
}
