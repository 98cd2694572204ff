import { canBuy } from '@kimoshdi/shared/domain/user/roles';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { requireRole } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { getList, postAcceptOffer, postDeclineOffer, postPay, postRefuse } from './win-lot';

/** api/shop/winlot/*: the signed-in buyer's won lots and reserve offers (guests 401, non-buyers 403). */
export function winlotRouter(deps: Deps): Router {
  const router = Router();
  const buyer = requireRole(canBuy);
  router.route('/list').get(buyer, getList(deps)).all(methodNotAllowed);
  router.route('/pay-win-lot').post(buyer, postPay(deps)).all(methodNotAllowed);
  router.route('/refuse-win-lot').post(buyer, postRefuse(deps)).all(methodNotAllowed);
  router.route('/accept-offer').post(buyer, postAcceptOffer(deps)).all(methodNotAllowed);
  router.route('/decline-offer').post(buyer, postDeclineOffer(deps)).all(methodNotAllowed);
  return router;
}
