import { Router } from 'express';
import type { Deps } from '../../../deps';
import { requireUser } from '../../middleware/auth';
import type { Csrf } from '../../middleware/csrf';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { getAuthToken, getCabinetEntry } from './auth-token';
import { getCallback } from './callback';
import { getLogin } from './login';
import { postLogout } from './logout';

/** api/shop/auth/*: sign-in through the identity provider, sign-out, cabinet single sign-on. */
export function authRouter({ services, config }: Deps, csrf: Csrf): Router {
  const router = Router();
  router.route('/login').get(getLogin(services.auth, config)).all(methodNotAllowed);
  router
    .route('/callback')
    .get(getCallback(services.auth, config, csrf))
    .all(methodNotAllowed);
  router
    .route('/logout')
    .post(postLogout(services.auth, config, csrf))
    .all(methodNotAllowed);
  router
    .route('/auth-token')
    .get(requireUser, getAuthToken(services.authTokens, config))
    .all(methodNotAllowed);
  router
    .route('/cabinet')
    .get(getCabinetEntry(services.authTokens, services.sessions, csrf))
    .all(methodNotAllowed);
  return router;
}
