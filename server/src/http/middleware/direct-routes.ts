import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import finalhandler from 'finalhandler';

/**
 * The app's routes with a fixed path, each compiled once into the list of functions Express would
 * run for it, and run from that list: a call to `GET /api/shop/common/date` no longer walks four
 * routers (a path match per layer, the prefix trimmed and restored, closures to restore each
 * router's state), which was a fifth of the CPU of a cheap call under load (docs/decisions.md "The
 * API's fixed paths dispatched from a table").
 *
 * The list is what Express would do, found with Express's own matchers on the app's own stack: for
 * one method and path, every layer in order whose path matches and that is not an error handler,
 * routers entered (a guard from `onlyUnder` only where its prefix lets the path in), a route's
 * functions for that method; each function runs with the `req.baseUrl` and `req.url` its router
 * would give it, and `req.route` set as the route's dispatch sets it. An error, thrown, rejected or
 * passed on, goes to the app's error handlers (all after this layer) with `req.url` as it came;
 * a list run to its end leaves the app as a router's `next('router')` does. Anything else (a path
 * with parameters, another spelling of a path, HEAD and OPTIONS, a path under an error handler that
 * is not the app's own) goes through Express as before. Static files and the web client are not
 * routes, so they never come here.
 *
 * The table runs in two places: as the app's first layer (a request given to the app itself, as
 * tests do), and in front of the app as the server's request listener (`withDirectRoutes`), where a
 * compiled path skips Express's own entry too (its final handler, its router's per-request state):
 * there an error goes to the app's error handlers directly, the ones Express would reach from the
 * list, and a list run to its end to Express's final handler.
 */

interface MatchResult {
  path: string;
}
interface Layer {
  handle: RequestHandler & {
    stack?: Layer[];
    enters?: (path: string) => boolean;
    handlers?: RequestHandler[];
  };
  route?: Route;
  rawPath?: unknown;
  method?: string;
  match(path: string): MatchResult | false;
  handleError(error: unknown, req: Request, res: Response, next: NextFunction): void;
}
interface Route {
  path: unknown;
  stack: Layer[];
  methods: Record<string, boolean | undefined>;
}

/** One function of a compiled list and the router state Express gives it. */
interface Step {
  handle: RequestHandler;
  baseUrl: string;
  route: Route | undefined;
  /** The routers it runs in, outermost first (for `next('router')`). */
  routers: readonly object[];
}

/** A compiled path: its list, and the app's error handlers an error from the list reaches. */
interface Entry {
  steps: Step[];
  errorHandlers: Layer[];
}

/** The methods compiled (HEAD and OPTIONS keep Express's own answers). */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const FIXED_PATH = /^\/[A-Za-z0-9._~/-]*$/;

export interface DirectRoutes {
  /** The app's first layer: a compiled path runs here; any other request goes on. */
  layer: RequestHandler;
  /** Compiles the app's routes (after every other layer is in place). Returns how many were. */
  compile(app: { router: { stack: unknown[] } }): number;
}

type Lookup = (method: string | undefined, url: string) => Entry | undefined;

const isPrototypeOf = Object.prototype.isPrototypeOf;

/** Each compiled app's lookup, for the listener in front of it. */
const compiledApps = new WeakMap<object, Lookup>();

export function directRoutes(): DirectRoutes {
  const table = new Map<string, Map<string, Entry>>();
  const lookup: Lookup = (method, url) => {
    const paths = table.get(method ?? '');
    if (!paths) return undefined;
    const mark = url.indexOf('?');
    return paths.get(mark === -1 ? url : url.slice(0, mark));
  };
  const layer: RequestHandler = (req, res, next) => {
    const entry = lookup(req.method, req.url);
    if (!entry) return next();
    runSteps(entry, req, res, next);
  };
  return {
    layer,
    compile(app) {
      const stack = (app.router.stack as Layer[]).filter((each) => each.handle !== layer);
      table.clear();
      let count = 0;
      for (const [method, path] of fixedRoutes(stack, '')) {
        let paths = table.get(method);
        if (paths?.has(path)) continue;
        const errorHandlers: Layer[] = [];
        const steps = stepsFor(stack, method, path, '', [], errorHandlers);
        if (!steps) continue;
        if (!paths) table.set(method, (paths = new Map()));
        paths.set(path, { steps, errorHandlers });
        count += 1;
      }
      compiledApps.set(app, lookup);
      return count;
    },
  };
}

/**
 * The server's request listener for a compiled app: a compiled path runs its list from here, with
 * what Express's `app.handle` and the app's router set on a request first; every other request goes
 * to the app. An app whose routes were never compiled is returned as it is.
 */
export function withDirectRoutes(app: Express): RequestListener {
  const lookup = compiledApps.get(app);
  if (!lookup) return app;
  // Read once: the app is built by the time it listens.
  const poweredBy = app.enabled('x-powered-by');
  const appRequest = app.request as object;
  const appResponse = app.response as object;
  return (req: IncomingMessage, res: ServerResponse) => {
    const entry = lookup(req.method, req.url ?? '');
    if (!entry) {
      app(req, res);
      return;
    }
    // As express/lib/application.js `handle` does, then the router's `handle`.
    if (poweredBy) res.setHeader('X-Powered-By', 'Express');
    const request = req as Request;
    const response = res as Response;
    request.res = response;
    response.req = request;
    // Made under the app's prototypes already by the server's own classes (http/app-messages.ts).
    if (!isPrototypeOf.call(appRequest, req)) Object.setPrototypeOf(req, appRequest);
    if (!isPrototypeOf.call(appResponse, res)) Object.setPrototypeOf(res, appResponse);
    if (!response.locals) response.locals = Object.create(null) as Response['locals'];
    request.baseUrl = '';
    request.originalUrl = request.url;
    runSteps(entry, request, response, undefined);
  };
}

/** Every route with a fixed path (no parameter, no pattern), with each method it names. */
function fixedRoutes(stack: Layer[], prefix: string): [string, string][] {
  const found: [string, string][] = [];
  for (const each of stack) {
    if (each.route) {
      const path = fixedPath(prefix, each.route.path);
      if (path === undefined) continue;
      for (const method of METHODS) if (each.route.methods[method.toLowerCase()]) found.push([method, path]);
    } else if (each.handle.stack) {
      const mount = each.rawPath === undefined ? '/' : each.rawPath;
      const inner = fixedPath(prefix, mount);
      if (inner !== undefined) found.push(...fixedRoutes(each.handle.stack, inner === '/' ? '' : inner));
    }
  }
  return found;
}

function fixedPath(prefix: string, own: unknown): string | undefined {
  if (typeof own !== 'string' || !FIXED_PATH.test(own)) return undefined;
  const path = own === '/' ? prefix || '/' : prefix + own.replace(/\/+$/, '');
  return path.includes('//') ? undefined : path;
}

/**
 * What Express runs for `method` and `path` from `stack`, in order, or undefined when the path
 * meets an error handler below the app's own level (an error would have to stop there).
 */
function stepsFor(
  stack: Layer[],
  method: string,
  path: string,
  baseUrl: string,
  routers: readonly object[],
  errorHandlers: Layer[],
): Step[] | undefined {
  const steps: Step[] = [];
  let afterErrorHandler = false;
  for (const each of stack) {
    if (each.handle.length === 4) {
      // Below the app's level an error would stop at it; at the app's level, an error from a
      // later layer would not reach it, where it would from this layer.
      if (baseUrl !== '') return undefined;
      afterErrorHandler = true;
      if (each.match(path)) errorHandlers.push(each);
      continue;
    }
    const match = each.match(path);
    if (!match) continue;
    const before = steps.length;
    const route = each.route;
    if (route) {
      if (!handlesMethod(route, method)) continue;
      const lower = method.toLowerCase();
      for (const own of route.stack) {
        if (own.method && own.method !== lower) continue;
        if (own.handle.length === 4) return undefined;
        steps.push({ handle: own.handle, baseUrl, route, routers });
      }
    } else {
      // A mounted function or router runs with the mount path moved from the url to baseUrl.
      const mounted = baseUrl + match.path;
      const inner = path.slice(match.path.length) || '/';
      const handle = each.handle;
      if (handle.stack) {
        if (handle.enters && !handle.enters(inner)) continue;
        const nested = stepsFor(handle.stack, method, inner, mounted, [...routers, handle], errorHandlers);
        if (!nested) return undefined;
        steps.push(...nested);
      } else if (!handle.enters || handle.enters(inner)) {
        // A function that names the paths it acts on (`enters`) is left out of the others' lists.
        for (const one of handle.handlers ?? [handle])
          steps.push({ handle: one, baseUrl: mounted, route: undefined, routers });
      }
    }
    if (afterErrorHandler && steps.length > before) return undefined;
  }
  return steps;
}

function handlesMethod(route: Route, method: string): boolean {
  return Boolean(route.methods._all ?? route.methods[method.toLowerCase()]);
}

/** The url a router mounted at `baseUrl` gives its layers (Express adds the leading slash). */
function urlUnder(url: string, baseUrl: string): string {
  const rest = url.slice(baseUrl.length);
  return rest === '' || rest[0] === '?' ? `/${rest}` : rest;
}

/** One request's walk through its list. */
interface Walk {
  entry: Entry;
  index: number;
  baseUrl: string;
  original: string;
  req: Request;
  res: Response;
  /** The app router's `next` when the list runs as the app's first layer; none in front of it. */
  leave: NextFunction | undefined;
  next: NextFunction;
  /** The route last set on the request (as `req.route`, read without its accessor). */
  route: Route | undefined;
}

function runSteps(entry: Entry, req: Request, res: Response, leave: NextFunction | undefined): void {
  const walk: Walk = {
    entry,
    index: 0,
    baseUrl: '',
    original: req.url,
    req,
    res,
    leave,
    next: noop,
    route: undefined,
  };
  walk.next = nextOf(walk);
  req.params = {};
  req.next = walk.next;
  advance(walk, undefined);
}

function noop(): void {}

// Anonymous callbacks made by plain functions: a named closure made per request would also get a
// name set on it per request when the server runs under tsx (esbuild's keepNames).
function nextOf(walk: Walk): NextFunction {
  return (error?: unknown) => advance(walk, error);
}

function advance(walk: Walk, error: unknown): void {
  const { req } = walk;
  if (error === 'route' || error === 'router') skipOut(walk, error);
  else if (error !== undefined && error !== null) return leaveWith(walk, error);
  const step = walk.entry.steps[walk.index++];
  if (!step) return leaveWith(walk, 'router');
  if (step.baseUrl !== walk.baseUrl) {
    walk.baseUrl = step.baseUrl;
    req.baseUrl = step.baseUrl;
    req.url = step.baseUrl ? urlUnder(walk.original, step.baseUrl) : walk.original;
  }
  if (step.route && walk.route !== step.route) req.route = walk.route = step.route;
  let answer: unknown;
  try {
    answer = step.handle(req, walk.res, walk.next);
  } catch (thrown) {
    advance(walk, thrown ?? new Error('Thrown without a value'));
    return;
  }
  if (answer instanceof Promise) {
    answer.then(undefined, (rejected: unknown) => advance(walk, rejected ?? new Error('Rejected promise')));
  }
}

/**
 * `next('route')` leaves the rest of the step's route, `next('router')` the rest of its innermost
 * router (at the app's level, the app: the list runs out), as Express's router and route do.
 */
function skipOut(walk: Walk, how: 'route' | 'router'): void {
  const { steps } = walk.entry;
  const from = steps[walk.index - 1];
  if (!from) return;
  if (how === 'route') {
    while (from.route && steps[walk.index]?.route === from.route) walk.index += 1;
    return;
  }
  const router = from.routers[from.routers.length - 1];
  if (!router) walk.index = steps.length;
  else while (steps[walk.index]?.routers.includes(router)) walk.index += 1;
}

/** Back to the app's router as a nested router hands back: its url, baseUrl and next. */
function leaveWith(walk: Walk, error: unknown): void {
  const { req, leave } = walk;
  req.baseUrl = '';
  req.url = walk.original;
  if (leave) {
    req.next = leave;
    leave(error);
    return;
  }
  handOn(walk, error, 0);
}

/**
 * In front of the app: an error goes through the app's error handlers that Express would reach,
 * in order; what none answers, and a list run to its end, to Express's final handler.
 */
function handOn(walk: Walk, given: unknown, index: number): void {
  const { req, res } = walk;
  // 'route' and 'router' are no errors to a router: past the list, both end the app's walk.
  const error = given === 'route' || given === 'router' || given === null ? undefined : given;
  const handler = error === undefined ? undefined : walk.entry.errorHandlers[index];
  if (!handler) {
    const app = req.app;
    const done = finalhandler(req, res, {
      env: app.get('env') as string,
      onerror: (failure: unknown) => {
        if (app.get('env') !== 'test') console.error(failure);
      },
    });
    done(error);
    return;
  }
  req.next = (next?: unknown) => handOn(walk, next, index + 1);
  handler.handleError(error, req, res, req.next);
}
