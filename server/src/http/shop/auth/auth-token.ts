import { authTokenQuerySchema, cabinetEntryQuerySchema, type AuthTokenAnswer } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { Config } from '../../../config';
import { publicOrigin } from '../../../lib/origin';
import { AUTH_TOKEN_TTL_MS, CABINET_PAGES, type AuthTokenService } from '../../../modules/auth';
import type { SessionService } from '../../../modules/session';
import { AppError } from '../../../lib/app-error';
import { setSignedInCookies } from './signed-in-cookies';
import { currentUser } from '../../middleware/auth';
import type { Csrf } from '../../middleware/csrf';
import { parse } from '../../../lib/parse';
import { secureCookie } from '../../secure-cookie';

/** The browser nonce of the last token this browser asked for, sent only to auth/cabinet. */
const NONCE_COOKIE = 'cabinet_nonce';
const NONCE_PATH = '/api/shop/auth/cabinet';

/**
 * GET auth/auth-token?target=&lang=: a single-use token for the cabinet (spec: appended with the
 * language to the cabinet's address). The cabinet is ours, at auth/cabinet.
 */
export function getAuthToken(tokens: AuthTokenService, config: Config): RequestHandler {
  return async (req, res) => {
    const { target, lang } = parse(authTokenQuerySchema, req.query);
    const token = await tokens.issue(currentUser(req).id, target, lang);
    res.cookie(NONCE_COOKIE, tokens.browserNonce(token), {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie(req),
      path: NONCE_PATH,
      maxAge: AUTH_TOKEN_TTL_MS,
    });
    const url = new URL('/api/shop/auth/cabinet', publicOrigin(req, config));
    url.search = new URLSearchParams({ token, lang }).toString();
    const body: AuthTokenAnswer = { token, url: url.toString() };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  };
}

/**
 * GET auth/cabinet?token=&lang=: accepts a token once, from the browser that asked for it only,
 * signs the browser in and opens the target page. A browser signed in already keeps its session:
 * the same account goes on to the page; another account is not replaced (issue 24: a token link
 * must never turn someone's session into another account's) and is told so on the home page.
 */
export function getCabinetEntry(
  tokens: AuthTokenService,
  sessions: SessionService,
  csrf: Csrf,
): RequestHandler {
  return async (req, res) => {
    const { token, lang } = parse(cabinetEntryQuerySchema, req.query);
    const nonce = (req.cookies as Record<string, string | undefined>)[NONCE_COOKIE];
    // Another browser's link (an attacker's own token sent to a victim): refused, token unused.
    if (!tokens.fromIssuingBrowser(token, nonce)) throw new AppError('TOKEN_INVALID');
    const { userId, target } = await tokens.redeem(token);
    res.clearCookie(NONCE_COOKIE, { path: NONCE_PATH });
    res.setHeader('Cache-Control', 'no-store');
    if (req.user && req.user.id !== userId) {
      res.redirect(303, '/home?signin=other_account');
      return;
    }
    if (!req.user) {
      const user = await tokens.userToSignIn(userId);
      const session = await sessions.start(userId, { userAgent: req.get('user-agent'), ip: req.ip });
      setSignedInCookies(req, res, csrf, { user, ...session });
    }
    res.cookie('lang', lang, { sameSite: 'lax', secure: secureCookie(req), path: '/' });
    res.redirect(303, CABINET_PAGES[target]);
  };
}
