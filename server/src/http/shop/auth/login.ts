import type { RequestHandler } from 'express';
import type { Config } from '../../../config';
import { publicOrigin } from '../../../lib/origin';
import type { AuthService } from '../../../modules/auth/auth.service';

/**
 * GET auth/login?return_to=/lot-view/15[&lang=ru]: off to the identity provider, and back there
 * after. `lang` is the site's language, passed on so the provider's pages speak it.
 */
export function getLogin(auth: AuthService, config: Config): RequestHandler {
  return async (req, res) => {
    const url = await auth.begin(publicOrigin(req, config), req.query.return_to, req.query.lang ?? req.lang);
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, url.toString());
  };
}
