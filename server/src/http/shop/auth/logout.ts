import type { LogoutAnswer } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { Config } from '../../../config';
import { publicOrigin } from '../../../lib/origin';
import type { AuthService } from '../../../modules/auth';
import { ID_SESSION_COOKIE } from '../../id/provider';
import type { Csrf } from '../../middleware/csrf';
import { clearSignedInCookies } from './signed-in-cookies';

/** POST auth/logout: ends the shop session and Kimoshdi ID's (OneID's: says where to end it). */
export function postLogout(auth: AuthService, config: Config, csrf: Csrf): RequestHandler {
  return async (req, res) => {
    const origin = publicOrigin(req, config);
    const providerSessionId = (req.cookies as Record<string, string | undefined>)[ID_SESSION_COOKIE];
    const providerLogout = req.user
      ? await auth.signOut(origin, {
          userId: req.user.id,
          sessionId: req.user.sessionId,
          ip: req.ip,
          ...(providerSessionId ? { providerSessionId } : {}),
        })
      : undefined;
    clearSignedInCookies(req, res, csrf);
    const body: LogoutAnswer = { redirect_url: providerLogout ?? '/home' };
    res.json(body);
  };
}
