import { Router } from 'express';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { methodNotAllowed } from '../middleware/method-not-allowed';
import { getHealthz, getReadyz } from './health';
import { getMetrics, requireMetricsToken } from './metrics';

/**
 * /healthz, /readyz and /metrics (docs/decisions.md "Health, metrics and logs"): outside /api, so
 * no session, CSRF or body parser runs for a probe. /metrics is served where `metrics` says: on the
 * main port unless METRICS_PORT gives it a port of its own (http/ops/ops-server.ts), and behind
 * METRICS_TOKEN when there is one.
 */
export function opsRouter(deps: Pick<Deps, 'health' | 'config'>, { metrics }: { metrics: boolean }): Router {
  const router = Router();
  router.route('/healthz').get(getHealthz).all(methodNotAllowed);
  router.route('/readyz').get(getReadyz(deps.health)).all(methodNotAllowed);
  if (metrics)
    router
      .route('/metrics')
      .get(requireMetricsToken(deps.config.metricsToken), getMetrics)
      .all(methodNotAllowed);
  // On the main port while metrics have a port of their own: a plain 404, never the client app.
  else router.all('/metrics', (_req, _res, next) => next(new AppError('NOT_FOUND', { path: '/metrics' })));
  return router;
}
