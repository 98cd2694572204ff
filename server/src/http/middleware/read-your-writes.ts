import type { Request, RequestHandler } from 'express';
import type { Deps } from '../../deps';
import { secureCookie } from '../secure-cookie';

/** The cookie that says its browser wrote in the last seconds; its value means nothing. */
export const WROTE_COOKIE = 'kim_wrote';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read-your-writes with read replicas (docs/scaling.md): a request that may write (any method but
 * GET, HEAD and OPTIONS) leaves a cookie for `windowMs`, and that request and every request
 * carrying the cookie read from the primary (db/read-your-writes.ts). The window is as long as a
 * replica in use may be behind, so the page right after an action shows it. The cookie is not
 * signed: forging it only sends one's own reads to the primary. Mounted only with replicas.
 */
export function readYourWrites({ ownWritesMs: windowMs, readOwnWrites }: Deps['reads']): RequestHandler {
  return (req, res, next) => {
    const writes = !SAFE_METHODS.has(req.method);
    if (writes) {
      res.cookie(WROTE_COOKIE, '1', {
        maxAge: windowMs,
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie(req as Request),
        path: '/',
      });
    }
    if (writes || req.cookies?.[WROTE_COOKIE] !== undefined) readOwnWrites(next);
    else next();
  };
}
