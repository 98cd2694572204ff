import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../../lib/app-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Lets a call in only with `Authorization: Bearer <LOADTEST_TOKEN>`. Both sides are hashed first,
 * so the comparison is timing-safe whatever the length given. The token is never logged: the
 * request log writes no headers, and the logger drops req.headers.authorization anyway.
 */
export function bearerToken(token: string) {
  const expected = digest(token);
  return (req: Request, _res: Response, next: NextFunction): void => {
    const match = /^Bearer +(\S+) *$/i.exec(req.headers.authorization ?? '');
    if (!match || !timingSafeEqual(digest(match[1] as string), expected)) {
      next(new AppError('LOADTEST_TOKEN_INVALID'));
      return;
    }
    next();
  };
}
