import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { httpRequestDuration } from '../../lib/metrics';

/** Paths served by middleware rather than routes: labelled by their first segment. */
const UNROUTED_PREFIXES = new Set(['assets', 'static', 'files', 'id', 'api', 'pay', 'dev']);

/**
 * Times every request into http_request_duration_seconds by method, route pattern and status.
 *
 * The pattern is the matched route's full path (`/api/shop/operator/orders/:id/approve`), so the
 * label set stays the size of the route table whatever URLs arrive. Express knows it only while the
 * route runs: the router sets `req.route` then, with `req.baseUrl` still the mount path, and
 * restores `baseUrl` as an error travels back up. So the assignment itself is caught (an accessor
 * on this request) and the full pattern kept at that moment.
 */
export function httpMetrics(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let route: unknown;
    let pattern: string | undefined;
    Object.defineProperty(req, 'route', {
      configurable: true,
      enumerable: true,
      get: () => route,
      set(value: unknown) {
        route = value;
        pattern = patternOf(req.baseUrl, value);
      },
    });
    observeRequest(req, res, () => pattern ?? unroutedLabel(req.originalUrl));
    next();
  };
}

/** Observes one request when its answer is finished (also used below Express by the bid fast path). */
export function observeRequest(req: IncomingMessage, res: ServerResponse, route: () => string): void {
  const end = httpRequestDuration.startTimer();
  res.once('finish', () => {
    end({ method: req.method ?? 'GET', route: route(), status: String(res.statusCode) });
  });
}

function patternOf(baseUrl: string, route: unknown): string | undefined {
  const path = (route as { path?: unknown } | undefined)?.path;
  if (typeof path === 'string') return `${baseUrl}${path === '/' && baseUrl ? '' : path}`;
  // A regular-expression route (the client app's catch-all): everything under its mount.
  return route ? `${baseUrl}/*` : undefined;
}

function unroutedLabel(url: string): string {
  const first = url.split(/[/?#]/, 2)[1] ?? '';
  return UNROUTED_PREFIXES.has(first) ? `/${first}/*` : '/*';
}
