import { Router } from 'express';
import type { Deps } from '../../../deps';
import { requireUser } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { getMyApplications, postApply, postCancel } from './my-application';

/** api/shop/cabinet/*: the signed-in buyer's applications to auction lots (guests: 401). */
export function cabinetRouter({ services }: Deps): Router {
  const router = Router();
  const { applications } = services;
  router
    .route('/my-application')
    .get(requireUser, getMyApplications(applications))
    .post(requireUser, postApply(applications))
    .all(methodNotAllowed);
  router.route('/my-application/cancel').post(requireUser, postCancel(applications)).all(methodNotAllowed);
  return router;
}
