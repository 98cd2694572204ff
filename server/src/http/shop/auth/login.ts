import type { RequestHandler } from 'express';
import type { Config } from '../../../config';
import { publicOrigin } from '../../../lib/origin';
import type { AuthService } from '../../../modules/auth';

/**
 * GET auth/login?return_to=/lot-view/15[&lang=ru][&register=1]: off to the identity provider, and
 * back there after. `lang` is the site's language, passed on so the provider's pages speak it;
 * `register=1` (the "register" buttons) opens the provider's registration page instead of sign-in.
 */
export function getLogin(auth: AuthService, config: Config): RequestHandler {
  return async (req, res) => {
    const url = await auth.begin(publicOrigin(req, config), req.query.return_to, {
      lang: req.query.lang ?? req.lang,
      register: req.query.register === '1',
    });
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, url.toString());
  };
}
