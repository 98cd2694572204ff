import { Router, type ErrorRequestHandler } from 'express';
import type { Deps } from '../../deps';
import { publicOrigin } from '../../lib/origin';
import { languageParam } from '../language-param';
import { interactionRouter } from './interaction';
import { messagePage } from './pages/message';
import { pageContext } from './pages/page-context';
import { SHOP_AFTER_LOGOUT_PATH, createIdentityProvider, type IdentityProvider } from './provider';

/** Failures under /id are pages, not the API's JSON: a person is looking at them. */
function pageErrors(deps: Deps): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = (error as { status?: unknown }).status;
    const clientError = typeof status === 'number' && status >= 400 && status < 500;
    if (!clientError) deps.logger.error({ err: error, reqId: req.id }, 'identity page failed');
    const view = pageContext(req.lang, `${publicOrigin(req, deps.config)}${SHOP_AFTER_LOGOUT_PATH}`);
    res
      .status(clientError ? status : 500)
      .type('html')
      .send(
        messagePage(view, { title: view.t('title.error'), text: view.t('error.provider'), kind: 'error' }),
      );
  };
}

/**
 * /id: Kimoshdi ID. The interaction pages (ours) first, then everything of the OpenID Connect
 * provider: /.well-known/openid-configuration, /auth, /token, /me, /jwks, /session/end, ...
 */
export function idRouter(
  deps: Deps,
  idp: IdentityProvider = createIdentityProvider({
    config: deps.config,
    logger: deps.logger,
    store: deps.services.idProviderStore,
  }),
): Router {
  const router = Router();
  router.use(languageParam);
  router.use(
    '/interaction/:uid',
    interactionRouter({ config: deps.config, logger: deps.logger, identity: deps.services.identity, idp }),
  );
  router.use(idp.handler);
  router.use(pageErrors(deps));
  return router;
}
