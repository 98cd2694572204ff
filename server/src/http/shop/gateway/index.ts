import { Router } from 'express';
import type { Deps } from '../../../deps';
import { requireUser } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { postTopUp } from './top-up';

/** api/shop/gateway/*: payments going out to providers. */
export function gatewayRouter({ config }: Deps): Router {
  const router = Router();
  router.route('/top-up').post(requireUser, postTopUp(config)).all(methodNotAllowed);
  return router;
}
