import type { RequestHandler, Router } from 'express';

/**
 * A router entered only by paths that can match one of its routes: `prefix` is tested on the path
 * (case-insensitive, as the router matches), and must accept every path the router answers, so
 * nothing changes but the cost for the others: entering a router runs its bookkeeping and a match
 * per route on every request that passes by (docs/decisions.md "HTTP stack per request"). The
 * router's stack stays visible on the guard, as on a router (the route table's walk in tests).
 */
export function onlyUnder(
  prefix: RegExp,
  router: Router,
): RequestHandler & Pick<Router, 'stack'> & { enters(path: string): boolean } {
  const guard: RequestHandler = (req, res, next) => {
    if (prefix.test(req.path)) return router(req, res, next);
    next();
  };
  return Object.assign(guard, { stack: router.stack, enters: (path: string) => prefix.test(path) });
}
