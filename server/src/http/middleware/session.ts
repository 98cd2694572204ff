import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { SessionService } from '../../modules/session/session.service';

export const SESSION_COOKIE = 'sid';

/** Sets req.user from the session cookie; a stale cookie is cleared, and the call goes on as a guest. */
export function loadSession(sessions: SessionService): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = (req.cookies as Record<string, string | undefined>)[SESSION_COOKIE];
    if (!token) {
      next();
      return;
    }
    try {
      req.user = await sessions.resolve(token);
      if (!req.user) {
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
    secure: req.secure || req.app.get('env') === 'production',
    path: '/',
    expires: expiresAt,
  });
}
