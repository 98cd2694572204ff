import type { Role } from '@kimoshdi/shared/domain/user/roles';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../lib/caller';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: SessionUser;
    }
  }
}

/** 401 for a guest: the client opens the session-expired dialog. */
export function requireUser(req: Request, _res: Response, next: NextFunction): void {
  next(req.user ? undefined : new AppError('UNAUTHORIZED'));
}

/** 401 for a guest, 403 for an account whose role may not do this. */
export function requireRole(allowed: (role: Role) => boolean) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!req.user) next(new AppError('UNAUTHORIZED'));
    else if (!allowed(req.user.role)) next(new AppError('FORBIDDEN'));
    else next();
  };
}

/** The signed-in user of a handler behind requireUser. */
export function currentUser(req: Request): SessionUser {
  if (!req.user) throw new AppError('UNAUTHORIZED');
  return req.user;
}
