import { Router } from 'express';
import type { Deps } from '../../deps';
import { methodNotAllowed } from '../middleware/method-not-allowed';
import { createSeoCache } from './cached-answer';
import { getRobots } from './robots';
import { getSitemapFile } from './sitemap-files';
import { getSitemapIndex } from './sitemap-index';

/**
 * /robots.txt, /sitemap.xml and /sitemaps/*.xml (docs/decisions.md "robots.txt and the sitemap"):
 * built from the catalogue and the content store when asked, so a new lot or news item is listed
 * without a rebuild, and kept a few minutes (cached-answer.ts). Mounted before the client app,
 * whose fallback would answer index.html for them.
 */
export function seoFilesRouter(deps: Pick<Deps, 'config' | 'services'>): Router {
  const { config, services } = deps;
  const cache = createSeoCache();
  const router = Router();
  router.route('/robots.txt').get(getRobots(config)).all(methodNotAllowed);
  router
    .route('/sitemap.xml')
    .get(getSitemapIndex(config, services.sitemap, cache))
    .all(methodNotAllowed);
  router
    .route('/sitemaps/:file')
    .get(getSitemapFile(config, services, cache))
    .all(methodNotAllowed);
  return router;
}
