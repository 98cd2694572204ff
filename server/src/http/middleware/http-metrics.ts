import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { httpRequestDuration } from '../../lib/metrics';

/** Paths served by middleware rather than routes: labelled by their first segment. */
const UNROUTED_PREFIXES = new Set(['assets', 'static', 'files', 'id', 'api', 'pay', 'dev']);

const ROUTE = Symbol('route');
const PATTERN = Symbol('routePattern');
interface Routed {
  baseUrl: string;
  [ROUTE]?: unknown;
  [PATTERN]?: string;
}

/**
 * The pattern for http_request_duration_seconds is the matched route's full path
 * (`/api/shop/operator/orders/:id/approve`), so the label set stays the size of the route table
 * whatever URLs arrive. Express knows it only while the route runs: the router sets `req.route`
 * then, with `req.baseUrl` still the mount path, and restores `baseUrl` as an error travels back
 * up. So the assignment itself is caught and the full pattern kept at that moment: by an accessor
 * on the app's request prototype (`app.request`), defined once. An accessor defined on each request
 * instead cost two closures and a new shape per request (docs/decisions.md "HTTP stack per request").
 */
export function captureRoutePatterns(requestPrototype: object): void {
  Object.defineProperty(requestPrototype, 'route', {
    configurable: true,
    enumerable: true,
    get(this: Routed) {
      return this[ROUTE];
    },
    set(this: Routed, value: unknown) {
      this[ROUTE] = value;
      this[PATTERN] = patternOf(this.baseUrl, value);
    },
  });
}

/** The route label of a request of an app whose prototype captures patterns (above). */
export function routeLabelOf(req: Request): string {
  return (req as unknown as Routed)[PATTERN] ?? unroutedLabel(req.originalUrl);
}

const STARTED = Symbol('httpStarted');
const LABEL = Symbol('httpRouteLabel');
interface Observed {
  [STARTED]?: number;
  [LABEL]?: (req: IncomingMessage) => string;
}

/**
 * Observes one request when its answer is finished (also used below Express by the bid fast path):
 * its start is noted on the answer, and one subscriber to Node's own "response finished" channel
 * observes every answer so noted. A `finish` listener per request cost a closure and an emitter
 * registration on every call (docs/decisions.md "The API's fixed paths dispatched from a table").
 */
export function observeRequest<R extends IncomingMessage>(
  _req: R,
  res: ServerResponse,
  route: (req: R) => string,
): void {
  const observed = res as ServerResponse & Observed;
  observed[STARTED] = performance.now();
  observed[LABEL] = route as (req: IncomingMessage) => string;
}

interface Finished {
  request: IncomingMessage;
  response: ServerResponse & Observed;
}

/** One histogram child per method, route and status (a bounded set: routes are patterns). */
const children = new Map<string, { observe(seconds: number): void }>();

subscribe('http.server.response.finish', (message) => {
  const { request, response } = message as Finished;
  const started = response[STARTED];
  if (started === undefined) return;
  const method = request.method ?? 'GET';
  const route = response[LABEL]?.(request) ?? '/*';
  const status = response.statusCode;
  const key = `${method} ${status} ${route}`;
  let child = children.get(key);
  if (!child) children.set(key, (child = httpRequestDuration.labels(method, route, String(status))));
  child.observe((performance.now() - started) / 1000);
});

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

/** Times every request of `app` into http_request_duration_seconds by method, route pattern and status. */
export function httpMetrics(app: { request: object }): RequestHandler {
  captureRoutePatterns(app.request);
  return (req, res, next) => {
    observeRequest(req, res, routeLabelOf as (req: IncomingMessage) => string);
    next();
  };
}
