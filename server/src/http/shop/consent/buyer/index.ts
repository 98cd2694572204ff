import { Router } from 'express';
import type { Deps } from '../../../../deps';
import { requireUser } from '../../../middleware/auth';
import { methodNotAllowed } from '../../../middleware/method-not-allowed';
import { postAgree } from './agree';
import { postDisagree } from './disagree';
import { getOffer } from './offer';
import { getSignature, getSignatures } from './signatures';

/**
 * api/shop/consent/buyer/*: the signed-in user's consent to the offer, whatever their role (a
 * customer signs it too before sending orders). Guests: 401.
 */
export function consentBuyerRouter({ services }: Deps): Router {
  const router = Router();
  const { consent } = services;
  router.route('/offer').get(requireUser, getOffer(consent)).all(methodNotAllowed);
  router.route('/agree').post(requireUser, postAgree(consent)).all(methodNotAllowed);
  router.route('/disagree').post(requireUser, postDisagree(consent)).all(methodNotAllowed);
  router.route('/signatures').get(requireUser, getSignatures(consent)).all(methodNotAllowed);
  router.route('/signature').get(requireUser, getSignature(consent)).all(methodNotAllowed);
  return router;
}
