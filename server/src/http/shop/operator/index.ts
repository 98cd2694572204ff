import { isOperator } from '@kimoshdi/shared/domain/user/roles';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { requireRole } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { getOperatorRefunds, postRefundDecision } from './refunds';

/** api/shop/operator/*: the platform operator's work. Guests 401, other roles 403. */
export function operatorRouter({ services }: Deps): Router {
  const router = Router();
  const operator = requireRole(isOperator);
  const { refunds } = services;
  router.route('/refunds').get(operator, getOperatorRefunds(refunds)).all(methodNotAllowed);
  router
    .route('/refunds/:id/approve')
    .post(operator, postRefundDecision(refunds, 'approve'))
    .all(methodNotAllowed);
  router
    .route('/refunds/:id/reject')
    .post(operator, postRefundDecision(refunds, 'reject'))
    .all(methodNotAllowed);
  return router;
}
