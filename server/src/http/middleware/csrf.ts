import { doubleCsrf } from 'csrf-csrf';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from '../../lib/app-error';
import { SESSION_COOKIE } from '../../lib/caller';
import { secureCookie } from '../secure-cookie';

export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface Csrf {
  /** Checks state-changing calls, and makes sure every answer leaves a token cookie behind. */
  protect: RequestHandler;
  /** A fresh token after sign-in or sign-out, when the session it is bound to changes. */
  rotate(req: Request, res: Response): void;
  /** Whether a request's header token matches its cookie and session (the bid fast path's check). */
  valid(req: { cookies: Record<string, string | undefined>; headers: Request['headers'] }): boolean;
  /** The token for a session started outside a request (the load-test accounts, http/loadtest). */
  forSession(sessionToken: string): string;
}

/**
 * Double-submit CSRF protection for every state-changing /api/shop call, guests' included (the
 * contact form, the language choice). The token is an HMAC bound to the session cookie, kept in a
 * cookie the client can read and must echo in the x-csrf-token header; a site that cannot read our
 * cookies cannot send it.
 */
export function createCsrf(secret: string, production: boolean): Csrf {
  const { generateCsrfToken, doubleCsrfProtection, validateRequest } = doubleCsrf({
    getSecret: () => secret,
    getSessionIdentifier: (req) => (req.cookies as Record<string, string | undefined>)[SESSION_COOKIE] ?? '',
    cookieName: CSRF_COOKIE,
    // Only the token's shape matters here: every cookie is set by the calls below, Secure as the
    // request asks (http/secure-cookie.ts).
    cookieOptions: { httpOnly: false, sameSite: 'lax', secure: production, path: '/' },
    getCsrfTokenFromRequest: (req) => req.headers[CSRF_HEADER],
  });
  const cookieOptions = (req: Request) =>
    ({ httpOnly: false, sameSite: 'lax', secure: secureCookie(req), path: '/' }) as const;
  // generateCsrfToken sets the cookie itself; we set it only when it changes (an unchanged
  // Set-Cookie on every answer would make cacheable answers uncacheable).
  const noCookie = { cookie: () => undefined } as unknown as Response;
  return {
    protect(req: Request, res: Response, next: NextFunction) {
      const cookies = req.cookies as Record<string, string | undefined>;
      // Reads change nothing: a present token is checked when it is used, not on every read.
      // It is replaced when missing, or when the session it was bound to just ended.
      if (SAFE_METHODS.has(req.method)) {
        if (!cookies[CSRF_COOKIE] || res.locals.sessionDropped)
          res.cookie(CSRF_COOKIE, generateCsrfToken(req, noCookie, { overwrite: true }), cookieOptions(req));
        next();
        return;
      }
      doubleCsrfProtection(req, res, (error?: unknown) => {
        if (error) {
          // A fresh token with the refusal, so the person's next try (or a reload) goes through.
          res.cookie(CSRF_COOKIE, generateCsrfToken(req, noCookie, { overwrite: true }), cookieOptions(req));
          next(new AppError('CSRF_INVALID'));
          return;
        }
        next();
      });
    },
    rotate(req, res) {
      res.cookie(CSRF_COOKIE, generateCsrfToken(req, noCookie, { overwrite: true }), cookieOptions(req));
    },
    valid(req) {
      return validateRequest(req as Request);
    },
    forSession(sessionToken) {
      const req = { cookies: { [SESSION_COOKIE]: sessionToken }, headers: {} } as unknown as Request;
      return generateCsrfToken(req, noCookie, { overwrite: true });
    },
  };
}
