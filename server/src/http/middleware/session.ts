import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { resolveCaller, SESSION_COOKIE, type Cookies, type SessionResolver } from '../../lib/caller';
import { secureCookie } from '../secure-cookie';

/**
 * Sets req.user (and req.lang, as the language middleware did) from the cookies (lib/caller.ts, as
 * the fast path and sockets do); a stale session cookie is cleared, and the call goes on as a guest.
 */
export function loadCaller(sessions: SessionResolver): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const cookies = (req.cookies ?? {}) as Cookies;
    // A guest (most calls): nothing to look up, and no promise to wait for on this hot path.
    if (!cookies[SESSION_COOKIE]) {
      next();
      return;
    }
    try {
      const caller = await resolveCaller(sessions, cookies, req.get('accept-language'));
      req.lang = caller.lang;
      req.user = caller.user;
      if (caller.token && !caller.user) {
        // Gone or expired: forget it for this request too, so the CSRF token is bound to a guest.
        res.clearCookie(SESSION_COOKIE, { path: '/' });
        delete (req.cookies as Record<string, string | undefined>)[SESSION_COOKIE];
        // The CSRF token was bound to that session: the CSRF middleware gives a new one.
        res.locals.sessionDropped = true;
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

export function setSessionCookie(req: Request, res: Response, token: string, expiresAt: Date): void {
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(req),
    path: '/',
    expires: expiresAt,
  });
}
