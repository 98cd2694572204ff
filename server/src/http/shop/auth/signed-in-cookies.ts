import type { Request, Response } from 'express';
import type { ShopUser } from '../../../modules/user';
import type { Csrf } from '../../middleware/csrf';
import { SESSION_COOKIE } from '../../../lib/caller';
import { setSessionCookie } from '../../middleware/session';
import { secureCookie } from '../../secure-cookie';

/** The spec's stored user (name, user_name, percentage), readable by the client for its navbar. */
export const USER_COOKIE = 'user';

/** After a sign-in: the session, the stored user, and a CSRF token bound to the new session. */
export function setSignedInCookies(
  req: Request,
  res: Response,
  csrf: Csrf,
  signedIn: { user: ShopUser; token: string; expiresAt: Date },
): void {
  setSessionCookie(req, res, signedIn.token, signedIn.expiresAt);
  res.cookie(
    USER_COOKIE,
    JSON.stringify({
      name: signedIn.user.fullName,
      user_name: signedIn.user.userName,
      percentage: signedIn.user.percentage,
    }),
    { httpOnly: false, sameSite: 'lax', secure: secureCookie(req), path: '/', expires: signedIn.expiresAt },
  );
  (req.cookies as Record<string, string>)[SESSION_COOKIE] = signedIn.token;
  csrf.rotate(req, res);
}

export function clearSignedInCookies(req: Request, res: Response, csrf: Csrf): void {
  res.clearCookie(SESSION_COOKIE, { path: '/' });
  res.clearCookie(USER_COOKIE, { path: '/' });
  delete (req.cookies as Record<string, string | undefined>)[SESSION_COOKIE];
  csrf.rotate(req, res);
}
