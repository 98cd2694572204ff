import type { ErrorRequestHandler } from 'express';
import { reportError } from '../../infra/error-tracking';
import { routeLabelOf } from './http-metrics';

/**
 * Reports to the error tracker (SENTRY_DSN) every failure that becomes a 5xx, then leaves the
 * answer to the error handler after it (the one error body). A 4xx is the caller's doing (bad
 * input, no session, a refusal): not reported.
 */
export function reportServerErrors(): ErrorRequestHandler {
  return (error, req, _res, next) => {
    const status = (error as { status?: unknown }).status;
    if (typeof status !== 'number' || status >= 500) {
      reportError(error, {
        // The route's pattern, as http_request_duration_seconds labels it: never the URL.
        route: routeLabelOf(req),
        method: req.method,
        reqId: typeof req.id === 'string' ? req.id : String(req.id),
        process: 'web',
      });
    }
    next(error);
  };
}
