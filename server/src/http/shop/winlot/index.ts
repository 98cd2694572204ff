import { canBuy } from '@kimoshdi/shared/domain/user/roles';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { requireRole } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { getList, postAcceptOffer, postDeclineOffer, postPay, postRefuse } from './win-lot';

/** api/shop/winlot/*: the signed-in buyer's won lots and reserve offers (guests 401, non-buyers 403). */
export function winlotRouter({ services }: Deps): Router {
  const winlots = services.winlots;
  const router = Router();
  const buyer = requireRole(canBuy);
  router.route('/list').get(buyer, getList(winlots)).all(methodNotAllowed);
  router.route('/pay-win-lot').post(buyer, postPay(winlots)).all(methodNotAllowed);
  router.route('/refuse-win-lot').post(buyer, postRefuse(winlots)).all(methodNotAllowed);
  router.route('/accept-offer').post(buyer, postAcceptOffer(winlots)).all(methodNotAllowed);
  router.route('/decline-offer').post(buyer, postDeclineOffer(winlots)).all(methodNotAllowed);
  return router;
}
