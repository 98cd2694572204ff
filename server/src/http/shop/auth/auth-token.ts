import { authTokenQuerySchema, cabinetEntryQuerySchema, type AuthTokenAnswer } from '@kimoshdi/shared';
import type { RequestHandler } from 'express';
import type { Config } from '../../../config';
import { publicOrigin } from '../../../lib/origin';
import { CABINET_PAGES, type AuthTokenService } from '../../../modules/auth/auth-token.service';
import type { SessionService } from '../../../modules/session/session.service';
import { findShopUser } from '../../../modules/user/user.repository';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { setSignedInCookies } from './signed-in-cookies';
import { currentUser } from '../../middleware/auth';
import type { Csrf } from '../../middleware/csrf';
import { parse } from '../../../lib/parse';

/**
 * GET auth/auth-token?target=&lang=: a single-use token for the cabinet (spec: appended with the
 * language to the cabinet's address). The cabinet is ours, at auth/cabinet.
 */
export function getAuthToken(tokens: AuthTokenService, config: Config): RequestHandler {
  return async (req, res) => {
    const { target, lang } = parse(authTokenQuerySchema, req.query);
    const token = await tokens.issue(currentUser(req).id, target, lang);
    const url = new URL('/api/shop/auth/cabinet', publicOrigin(req, config));
    url.search = new URLSearchParams({ token, lang }).toString();
    const body: AuthTokenAnswer = { token, url: url.toString() };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  };
}

/** GET auth/cabinet?token=&lang=: accepts a token once, signs the browser in, opens the target page. */
export function getCabinetEntry(
  tokens: AuthTokenService,
  sessions: SessionService,
  db: Database,
  csrf: Csrf,
): RequestHandler {
  return async (req, res) => {
    const { token, lang } = parse(cabinetEntryQuerySchema, req.query);
    const { userId, target } = await tokens.redeem(token);
    const user = await findShopUser(db, userId);
    if (!user) throw new AppError('TOKEN_INVALID');
    const session = await sessions.start(userId, { userAgent: req.get('user-agent'), ip: req.ip });
    setSignedInCookies(req, res, csrf, { user, ...session });
    res.cookie('lang', lang, { sameSite: 'lax', secure: req.secure, path: '/' });
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, CABINET_PAGES[target]);
  };
}
