import { exportQuerySchema } from '@kimoshdi/shared/api/shop/export';
import { Router } from 'express';
import type { Deps } from '../../../deps';
import { parse } from '../../../lib/parse';
import { publicOrigin } from '../../../lib/origin';
import { currentUser, requireUser } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';

/**
 * GET api/shop/export?what=&format=csv|xlsx&<the list's filters>: a desk or the caller's list as a
 * file (shared/src/api/shop/export.ts). Everything that can refuse runs before the first byte;
 * after it, a client that goes away stops the reads, and a failure cuts the file short (a
 * truncated download, never a file that looks whole).
 */
export function exportRouter({ services, config, logger }: Deps): Router {
  const router = Router();
  router
    .route('/')
    .get(requireUser, async (req, res) => {
      const query = parse(exportQuerySchema, req.query);
      const file = await services.exports.prepare(currentUser(req), query, req.query, {
        lang: req.lang,
        origin: publicOrigin(req, config),
      });
      res.setHeader('Content-Type', file.contentType);
      res.setHeader('Content-Disposition', file.contentDisposition);
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('X-Export-Rows', String(file.rows));
      const gone = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) gone.abort();
      });
      try {
        await file.write(res, gone.signal);
      } catch (error) {
        if (!gone.signal.aborted) logger.error({ err: error, what: query.what }, 'export failed midway');
        res.destroy();
      }
    })
    .all(methodNotAllowed);
  return router;
}
