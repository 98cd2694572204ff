import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Several middleware functions run as one Express layer, in order. Each layer of a router costs a
 * path match, the router's bookkeeping and a closure per request whether it does anything or not:
 * on a cheap call under load the stack's layers were more CPU than the route (docs/decisions.md
 * "HTTP stack per request"). What a layer does with its function is kept: a synchronous throw or a
 * rejected promise becomes `next(error)`, and an error skips the rest, as Express skips non-error
 * middleware. For functions that never call `next('route')` or `next('router')`.
 */
export function oneLayer(...handlers: RequestHandler[]): RequestHandler & { handlers: RequestHandler[] } {
  // `handlers` lets the compiled routes (direct-routes.ts) run them as steps of their own.
  return Object.assign(
    (req: Request, res: Response, next: NextFunction) => runFrom(handlers, 0, req, res, next),
    {
      handlers,
    },
  );
}

// A plain function and anonymous callbacks: a named closure made per request would also get a
// name set on it per request when the server runs under tsx (esbuild's keepNames).
function runFrom(
  handlers: readonly RequestHandler[],
  index: number,
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  const handler = handlers[index];
  if (!handler) {
    next();
    return;
  }
  let answer: unknown;
  try {
    answer = handler(req, res, (error?: unknown) => afterOne(error, handlers, index, req, res, next));
  } catch (thrown) {
    afterOne(thrown, handlers, index, req, res, next);
    return;
  }
  if (answer instanceof Promise) answer.then(undefined, (rejected: unknown) => next(rejected));
}

/** An error skips the rest (as Express skips non-error middleware); else the next one runs. */
function afterOne(
  error: unknown,
  handlers: readonly RequestHandler[],
  index: number,
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  if (error !== undefined && error !== null) next(error);
  else runFrom(handlers, index + 1, req, res, next);
}
