import type { LogoutAnswer } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { Config } from '../../../config';
import { publicOrigin } from '../../../lib/origin';
import type { AuthService } from '../../../modules/auth/auth.service';
import type { Csrf } from '../../middleware/csrf';
import { clearSignedInCookies } from './signed-in-cookies';

/** POST auth/logout: ends the shop session and says where to end the provider's one too. */
export function postLogout(auth: AuthService, config: Config, csrf: Csrf): RequestHandler {
  return async (req, res) => {
    const origin = publicOrigin(req, config);
    const providerLogout = req.user
      ? await auth.signOut(origin, req.user.id, req.user.sessionId, req.ip)
      : undefined;
    clearSignedInCookies(req, res, csrf);
    const body: LogoutAnswer = { redirect_url: providerLogout ?? '/home' };
    res.json(body);
  };
}
