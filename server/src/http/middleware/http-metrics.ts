import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { httpRequestDuration } from '../../lib/metrics';

/** Paths served by middleware rather than routes: labelled by their first segment. */
const UNROUTED_PREFIXES = new Set(['assets', 'static', 'files', 'id', 'api', 'pay', 'dev']);

const ROUTE = Symbol('route');
const ROUTE_BASE = Symbol('routeBaseUrl');
interface Routed {
  baseUrl: string;
  originalUrl: string;
  [ROUTE]?: unknown;
  [ROUTE_BASE]?: string;
}

/** What the label needs of an Express app: its request prototype and its router's layers. */
export interface LabelledApp {
  request: object;
  router: { stack: readonly object[] };
}
interface StackLayer {
  route?: object;
  rawPath?: unknown;
  handle: { stack?: readonly StackLayer[] };
}

/**
 * The pattern for http_request_duration_seconds is the matched route's full path
 * (`/api/shop/operator/orders/:id/approve`), so the label set stays the size of the route table
 * whatever URLs arrive. Express knows the route only while it runs: the router sets `req.route`
 * then, with `req.baseUrl` still the mount path, and restores `baseUrl` as an error travels back
 * up. So the assignment itself is caught and the mount path kept at that moment: by an accessor
 * on the app's request prototype (`app.request`), defined once. An accessor defined on each request
 * instead cost two closures and a new shape per request (docs/decisions.md "HTTP stack per request").
 *
 * The mount path at run time is the URL's own (`/id/interaction/3kD9…` under a router mounted at
 * `/interaction/:uid`), so the label's mount part comes from the app's stack as declared: each
 * route's mount patterns are found once by walking the app's routers (again when a route is not
 * found, as routes may be added after the first request), and the run-time mount path only picks
 * one where a router is mounted at several.
 */
export function captureRoutePatterns(app: LabelledApp): void {
  apps.add(new WeakRef(app));
  Object.defineProperty(app.request, 'route', {
    configurable: true,
    enumerable: true,
    get(this: Routed) {
      return this[ROUTE];
    },
    set(this: Routed, value: unknown) {
      this[ROUTE] = value;
      this[ROUTE_BASE] = this.baseUrl;
    },
  });
}

/** The apps whose routes are labelled; held weakly, as a process may make and drop many (tests). */
const apps = new Set<WeakRef<LabelledApp>>();

/** Each route's mount patterns (as declared, parameters unfilled), from the last walk. */
let mountsOf = new WeakMap<object, string[]>();

function walk(): void {
  mountsOf = new WeakMap();
  const visit = (stack: readonly StackLayer[], prefix: string): void => {
    for (const layer of stack) {
      if (layer.route) {
        const mounts = mountsOf.get(layer.route);
        if (!mounts) mountsOf.set(layer.route, [prefix]);
        else if (!mounts.includes(prefix)) mounts.push(prefix);
      } else if (layer.handle.stack) {
        visit(layer.handle.stack, prefix + mountPattern(layer.rawPath));
      }
    }
  };
  for (const ref of apps) {
    const app = ref.deref();
    if (app) visit(app.router.stack as readonly StackLayer[], '');
    else apps.delete(ref);
  }
}

function mountPattern(raw: unknown): string {
  if (raw === undefined || raw === '/') return '';
  // A regular expression or a list of paths: one label for whatever it mounts.
  if (typeof raw !== 'string') return '/*';
  return raw.replace(/\/+$/, '');
}

/** Routes a walk did not find, so that they are not walked for again. */
const outside = new WeakSet<object>();

/** Each route's label, or its labels by the run-time mount path it ran at when mounted at several. */
const labels = new WeakMap<object, string | Map<string, string>>();

/** The route label of a request of an app whose prototype captures patterns (above). */
export function routeLabelOf(req: IncomingMessage): string {
  const routed = req as IncomingMessage & Routed;
  const route = routed[ROUTE];
  if (typeof route !== 'object' || route === null) return unroutedLabel(routed.originalUrl ?? req.url ?? '');
  const known = labels.get(route);
  if (typeof known === 'string') return known;
  const baseUrl = routed[ROUTE_BASE] ?? '';
  const chosen = known?.get(baseUrl);
  if (chosen !== undefined) return chosen;
  let mounts = mountsOf.get(route);
  if (!mounts && !outside.has(route)) {
    walk();
    mounts = mountsOf.get(route);
    if (!mounts) outside.add(route);
  }
  // A route outside every walked app (a router run by hand): labelled as unrouted, never by its URL.
  if (!mounts) return unroutedLabel(routed.originalUrl ?? req.url ?? '');
  if (mounts.length === 1) {
    const label = patternOf(mounts[0]!, route);
    labels.set(route, label);
    return label;
  }
  // Mounted at several: the one spelled as the run-time mount path, else the first (bounded either way).
  const label = patternOf(mounts.includes(baseUrl) ? baseUrl : mounts[0]!, route);
  const byBase = known ?? new Map<string, string>();
  if (mounts.includes(baseUrl)) byBase.set(baseUrl, label);
  labels.set(route, byBase);
  return label;
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
 * Without `route`, the label is the Express route's (above).
 */
export function observeRequest<R extends IncomingMessage>(
  _req: R,
  res: ServerResponse,
  route?: (req: R) => string,
): void {
  const observed = res as ServerResponse & Observed;
  observed[STARTED] = performance.now();
  if (route) observed[LABEL] = route as (req: IncomingMessage) => string;
}

/**
 * The metric's fields on a request or an answer of the server's own classes (http/app-messages.ts),
 * declared when it is made, so setting them later changes no object's shape.
 */
export function declareMetricFields(message: object, kind: 'request' | 'response'): void {
  if (kind === 'request') {
    const routed = message as Routed;
    routed[ROUTE] = undefined;
    routed[ROUTE_BASE] = undefined;
  } else {
    const observed = message as Observed;
    observed[STARTED] = undefined;
    observed[LABEL] = undefined;
  }
}

interface Finished {
  request: IncomingMessage;
  response: ServerResponse & Observed;
}

type Child = { observe(seconds: number): void };
/**
 * One histogram child per route, status and method (a bounded set: routes are patterns), found
 * without building a key per request.
 */
const children = new Map<string, Map<number, Map<string, Child>>>();

function childOf(route: string, status: number, method: string): Child {
  let byStatus = children.get(route);
  if (!byStatus) children.set(route, (byStatus = new Map()));
  let byMethod = byStatus.get(status);
  if (!byMethod) byStatus.set(status, (byMethod = new Map()));
  let child = byMethod.get(method);
  if (!child) byMethod.set(method, (child = httpRequestDuration.labels(method, route, String(status))));
  return child;
}

subscribe('http.server.response.finish', (message) => {
  const { request, response } = message as Finished;
  const started = response[STARTED];
  if (started === undefined) return;
  const route = (response[LABEL] ?? routeLabelOf)(request);
  childOf(route, response.statusCode, request.method ?? 'GET').observe((performance.now() - started) / 1000);
});

function patternOf(baseUrl: string, route: object): string {
  const path = (route as { path?: unknown }).path;
  if (typeof path === 'string') return `${baseUrl}${path === '/' && baseUrl ? '' : path}`;
  // A regular-expression route (the client app's catch-all): everything under its mount.
  return `${baseUrl}/*`;
}

function unroutedLabel(url: string): string {
  const first = url.split(/[/?#]/, 2)[1] ?? '';
  return UNROUTED_PREFIXES.has(first) ? `/${first}/*` : '/*';
}

/** Times every request of `app` into http_request_duration_seconds by method, route pattern and status. */
export function httpMetrics(app: LabelledApp): RequestHandler {
  captureRoutePatterns(app);
  return (req, res, next) => {
    observeRequest(req, res);
    next();
  };
}
