import { canBuy } from '@kimoshdi/shared/domain/user/roles';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { requireRole, requireUser } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { postCancelUserOrder } from './cancel_user_order';
import { getMyApplications, postApply, postCancel } from './my-application';
import { postSendCodeForCreateUserOrder } from './send-code-for-create-user-order';

/**
 * api/shop/cabinet/*: the signed-in buyer's applications to auction lots (guests: 401), and the
 * cabinet's doors of the one-click purchase (http/shop/user-order).
 */
export function cabinetRouter({ services }: Deps): Router {
  const router = Router();
  const { applications, userOrders } = services;
  const buyer = requireRole(canBuy);
  router
    .route('/my-application')
    .get(requireUser, getMyApplications(applications))
    .post(requireUser, postApply(applications))
    .all(methodNotAllowed);
  router.route('/my-application/cancel').post(requireUser, postCancel(applications)).all(methodNotAllowed);
  router
    .route('/send-code-for-create-user-order')
    .post(buyer, postSendCodeForCreateUserOrder(userOrders))
    .all(methodNotAllowed);
  router.route('/cancel_user_order').post(buyer, postCancelUserOrder(userOrders)).all(methodNotAllowed);
  return router;
}
