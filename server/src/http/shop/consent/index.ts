import { Router } from 'express';
import type { Deps } from '../../../deps';
import { consentBuyerRouter } from './buyer';

/** api/shop/consent/*: the public-offer consent (docs/decisions.md "The public-offer consent"). */
export function consentRouter(deps: Deps): Router {
  const router = Router();
  router.use('/buyer', consentBuyerRouter(deps));
  return router;
}
