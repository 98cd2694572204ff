import { isOperator } from '@kimoshdi/shared/domain/user/roles';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { requireRole } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { operatorContentRouter } from './content';
import { demoBotsRouter } from './demo-bots';
import { operatorBhmRouter } from './bhm';
import { operatorWorkingDaysRouter } from './working-days';
import { liveAuctionsRouter } from './live-auctions';
import { operatorOrdersRouter } from './orders';
import { operatorProtocolsRouter } from './protocols';
import { operatorLotReviewsRouter } from './lot-reviews';
import { operatorProtestsRouter } from './protests';
import { operatorEditRequestsRouter } from './edit-requests';
import { getPersonNotices } from './person-notices';
import { getOperatorRefunds, postRefundDecision } from './refunds';
import { getCustomerServiceContracts } from './service-contracts';

/** api/shop/operator/*: the platform operator's work. Guests 401, other roles 403. */
export function operatorRouter(deps: Deps): Router {
  const { services } = deps;
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
  router
    .route('/person-notices')
    .get(operator, getPersonNotices(services.personNotices))
    .all(methodNotAllowed);
  // A customer's service contracts, by the user or one of their orders (the order page's line).
  router
    .route('/service-contracts')
    .get(operator, getCustomerServiceContracts(services.serviceContracts))
    .all(methodNotAllowed);
  router.use('/live-auctions', liveAuctionsRouter(deps));
  router.use('/demo-bots', demoBotsRouter(deps));
  router.use('/protocols', operatorProtocolsRouter(deps));
  router.use('/lot-reviews', operatorLotReviewsRouter(deps));
  router.use('/orders', operatorOrdersRouter(deps));
  router.use('/protests', operatorProtestsRouter(deps));
  router.use('/edit-requests', operatorEditRequestsRouter(deps));
  router.use('/bhm', operatorBhmRouter(deps));
  router.use('/working-days', operatorWorkingDaysRouter(deps));
  router.use('/content', operatorContentRouter(deps));
  return router;
}
