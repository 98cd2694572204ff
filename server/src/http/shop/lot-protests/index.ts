import { canBuy } from '@kimoshdi/shared/domain/user/roles';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { requireRole, requireUser } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { postCreate } from './create';
import { getMine } from './mine';
import { getTerms } from './terms';

/**
 * api/shop/lot-protests/*: a participant's protests on a lot's result. The terms answer any
 * signed-in caller (the lot page asks; only a participant may protest); filing and the list are a
 * buyer's (guests 401, other roles 403).
 */
export function lotProtestsRouter({ services }: Deps): Router {
  const router = Router();
  const buyer = requireRole(canBuy);
  router.route('/terms').get(requireUser, getTerms(services.protests)).all(methodNotAllowed);
  router.route('/create').post(buyer, postCreate(services.protests)).all(methodNotAllowed);
  router.route('/mine').get(buyer, getMine(services.protests)).all(methodNotAllowed);
  return router;
}
