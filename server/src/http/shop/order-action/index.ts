import { canSell, isOperator } from '@kimoshdi/shared/domain/user/roles';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { requireRole } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { getDoActRes } from './do-act-res';
import { postDoAct } from './do-act';

/**
 * api/shop/order-action/*: the customer's actions on their own order (send, cancel), and the
 * moderator's decisions for operators through do-act.
 */
export function orderActionRouter(deps: Deps): Router {
  const { db } = deps;
  const router = Router();
  // do-act and do-act-res also serve the moderator's decisions (an operator's call).
  const customerOrOperator = requireRole((role) => canSell(role) || isOperator(role));
  router.route('/do-act').post(customerOrOperator, postDoAct(deps)).all(methodNotAllowed);
  router.route('/do-act-res').get(customerOrOperator, getDoActRes(db)).all(methodNotAllowed);
  return router;
}
