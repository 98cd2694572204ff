import type { NextFunction, Request, RequestHandler, Response } from 'express';

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

export function directRoutes(): DirectRoutes {
  const table = new Map<string, Map<string, Step[]>>();
  const layer: RequestHandler = (req, res, next) => {
    const paths = table.get(req.method);
    if (!paths) return next();
    const url = req.url;
    const mark = url.indexOf('?');
    const steps = paths.get(mark === -1 ? url : url.slice(0, mark));
    if (!steps) return next();
    runSteps(steps, req, res, next);
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
        const steps = stepsFor(stack, method, path);
        if (!steps) continue;
        if (!paths) table.set(method, (paths = new Map()));
        paths.set(path, steps);
        count += 1;
      }
      return count;
    },
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
function stepsFor(stack: Layer[], method: string, path: string, baseUrl = ''): Step[] | undefined {
  const steps: Step[] = [];
  let afterErrorHandler = false;
  for (const each of stack) {
    if (each.handle.length === 4) {
      // Below the app's level an error would stop at it; at the app's level, an error from a
      // later layer would not reach it, where it would from this layer.
      if (baseUrl !== '') return undefined;
      afterErrorHandler = true;
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
        steps.push({ handle: own.handle, baseUrl, route });
      }
    } else {
      // A mounted function or router runs with the mount path moved from the url to baseUrl.
      const mounted = baseUrl + match.path;
      const inner = path.slice(match.path.length) || '/';
      const handle = each.handle;
      if (handle.stack) {
        if (handle.enters && !handle.enters(inner)) continue;
        const nested = stepsFor(handle.stack, method, inner, mounted);
        if (!nested) return undefined;
        steps.push(...nested);
      } else {
        for (const one of handle.handlers ?? [handle])
          steps.push({ handle: one, baseUrl: mounted, route: undefined });
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
  steps: Step[];
  index: number;
  baseUrl: string;
  original: string;
  req: Request;
  res: Response;
  leave: NextFunction;
  next: NextFunction;
}

function runSteps(steps: Step[], req: Request, res: Response, leave: NextFunction): void {
  const walk: Walk = { steps, index: 0, baseUrl: '', original: req.url, req, res, leave, next: leave };
  walk.next = nextOf(walk);
  req.params = {};
  req.next = walk.next;
  advance(walk, undefined);
}

// Anonymous callbacks made by plain functions: a named closure made per request would also get a
// name set on it per request when the server runs under tsx (esbuild's keepNames).
function nextOf(walk: Walk): NextFunction {
  return (error?: unknown) => advance(walk, error);
}

function advance(walk: Walk, error: unknown): void {
  const { req } = walk;
  if (error !== undefined && error !== null) return leaveWith(walk, error);
  const step = walk.steps[walk.index++];
  if (!step) return leaveWith(walk, 'router');
  if (step.baseUrl !== walk.baseUrl) {
    walk.baseUrl = step.baseUrl;
    req.baseUrl = step.baseUrl;
    req.url = step.baseUrl ? urlUnder(walk.original, step.baseUrl) : walk.original;
  }
  if (step.route && req.route !== step.route) req.route = step.route;
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

/** Back to the app's router as a nested router hands back: its url, baseUrl and next. */
function leaveWith(walk: Walk, error: unknown): void {
  walk.req.baseUrl = '';
  walk.req.url = walk.original;
  walk.req.next = walk.leave;
  walk.leave(error);
}
