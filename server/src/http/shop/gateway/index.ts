import { Router } from 'express';
import type { Deps } from '../../../deps';
import { requireUser } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { postTopUp } from './top-up';
import { getAccount } from './account';
import { uzcardCardsRouter } from './uzcard-cards';

/** api/shop/gateway/*: payments going out to providers. */
export function gatewayRouter({ config, services }: Deps): Router {
  const router = Router();
  router.route('/top-up').post(requireUser, postTopUp(config)).all(methodNotAllowed);
  router.route('/account').get(requireUser, getAccount(config, services.dictionary)).all(methodNotAllowed);
  router.use('/uzcard-cards', uzcardCardsRouter(services.savedCards));
  return router;
}
