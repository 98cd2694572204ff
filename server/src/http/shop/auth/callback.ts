import type { RequestHandler } from 'express';
import type { Config } from '../../../config';
import { publicOrigin } from '../../../lib/origin';
import { SignInFailed, type AuthService } from '../../../modules/auth';
import type { Csrf } from '../../middleware/csrf';
import { setSignedInCookies } from './signed-in-cookies';

/**
 * GET auth/callback: the provider sends the person back with a code. A failed or replayed sign-in
 * goes home with `?signin=failed` for the client to explain, never to an error page of ours.
 */
export function getCallback(auth: AuthService, config: Config, csrf: Csrf): RequestHandler {
  return async (req, res) => {
    const origin = publicOrigin(req, config);
    res.setHeader('Cache-Control', 'no-store');
    try {
      const signedIn = await auth.complete(origin, new URL(req.originalUrl, origin), {
        lang: req.lang,
        userAgent: req.get('user-agent'),
        ip: req.ip,
      });
      setSignedInCookies(req, res, csrf, signedIn);
      res.redirect(303, signedIn.returnTo);
    } catch (error) {
      if (!(error instanceof SignInFailed)) throw error;
      res.redirect(303, '/home?signin=failed');
    }
  };
}
