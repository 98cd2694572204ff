import { Router } from 'express';
import type { Deps } from '../../../deps';
import { requireUser } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { getRefund, getRefunds, postRefund } from './applications';

/** api/shop/payment-back: the signed-in user's refund applications. */
export function paymentBackRouter({ services }: Deps): Router {
  const router = Router();
  router
    .route('/')
    .get(requireUser, getRefunds(services.refunds))
    .post(requireUser, postRefund(services.refunds))
    .all(methodNotAllowed);
  router.route('/:id').get(requireUser, getRefund(services.refunds)).all(methodNotAllowed);
  return router;
}
