import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../../lib/app-error';

/**
 * Closes a route: `router.route(path).get(handler).all(methodNotAllowed)`. A known path asked with
 * a method it does not serve answers 405 with the Allow header rather than a misleading 404.
 */
export function methodNotAllowed(req: Request, res: Response, next: NextFunction): void {
  const methods = Object.entries(
    (req.route as { methods?: Record<string, boolean> } | undefined)?.methods ?? {},
  )
    .filter(([method, on]) => on && method !== '_all')
    .map(([method]) => method.toUpperCase());
  if (methods.includes('GET')) methods.push('HEAD');
  const allow = methods.join(', ');
  res.setHeader('Allow', allow);
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  next(new AppError('METHOD_NOT_ALLOWED', { allow: methods }, { method: req.method, allow }));
}
