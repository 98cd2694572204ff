import { canBuy } from '@kimoshdi/shared/domain/user/roles';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { requireRole } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { postCreateUserOrder } from './create-user-order';
import { getList } from './list';
import { postSendCode } from './send-code';
import { postSendCancelCode } from './send-code-cancel-user-order';

/** api/shop/user-order/*: the one-click purchase at a fixed price (guests 401, non-buyers 403). */
export function userOrderRouter({ services }: Deps): Router {
  const router = Router();
  const buyer = requireRole(canBuy);
  const { userOrders } = services;
  router.route('/send-code').post(buyer, postSendCode(userOrders)).all(methodNotAllowed);
  router.route('/create-user-order').post(buyer, postCreateUserOrder(userOrders)).all(methodNotAllowed);
  router
    .route('/send-code-cancel-user-order')
    .post(buyer, postSendCancelCode(userOrders))
    .all(methodNotAllowed);
  router.route('/list').get(buyer, getList(userOrders)).all(methodNotAllowed);
  return router;
}
