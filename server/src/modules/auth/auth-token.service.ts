import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthTokenTarget } from '@kimoshdi/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { sessionIdOf } from '../session';
import { findShopUser, type ShopUser } from '../user';
import { consumeAuthToken, insertAuthToken } from './auth-token.repository';

/** Long enough for a redirect, too short to be worth stealing. */
export const AUTH_TOKEN_TTL_MS = 2 * 60 * 1000;

/** Where each target of the spec opens in the cabinet. */
export const CABINET_PAGES: Record<AuthTokenTarget, string> = {
  'refund-application': '/profile/refunding',
  'refill-balance': '/profile/top-up',
  profile: '/profile',
};

/**
 * The token's browser nonce: the browser that asks for a token gets this in a cookie, and the
 * token opens the cabinet only with it (issue 24: an attacker's own token link, sent to a victim,
 * must not sign the victim's browser into the attacker's account). An HMAC of the token under a
 * server secret, so nothing more is stored; another site cannot set our cookie in a browser.
 */
function nonceOf(secret: string, token: string): string {
  return createHmac('sha256', secret)
    .update(`cabinet-token:${sessionIdOf(token)}`)
    .digest('base64url');
}

export function createAuthTokenService(db: Database, secret: string, now: () => number = Date.now) {
  return {
    /** The nonce cookie's value for a token (see nonceOf). */
    browserNonce(token: string): string {
      return nonceOf(secret, token);
    },

    /** Whether a redemption comes from the browser the token was issued to. */
    fromIssuingBrowser(token: string, nonce: string | undefined): boolean {
      if (!nonce) return false;
      const expected = Buffer.from(nonceOf(secret, token));
      const given = Buffer.from(nonce);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    /** A single-use token for the user; only its hash is stored, like a session's. */
    async issue(userId: string, target: AuthTokenTarget, lang: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await insertAuthToken(db, {
        id: sessionIdOf(token),
        userId,
        target,
        lang,
        expiresAt: new Date(now() + AUTH_TOKEN_TTL_MS),
      });
      return token;
    },

    /** The user and target of a token, once; used, expired or unknown: TOKEN_INVALID. */
    async redeem(token: string): Promise<{ userId: string; target: AuthTokenTarget }> {
      const found = await consumeAuthToken(db, sessionIdOf(token));
      if (!found) throw new AppError('TOKEN_INVALID');
      return found;
    },

    /** The user a redeemed token signs in; an account gone since: TOKEN_INVALID. */
    async userToSignIn(userId: string): Promise<ShopUser> {
      const user = await findShopUser(db, userId);
      if (!user) throw new AppError('TOKEN_INVALID');
      return user;
    },
  };
}

export type AuthTokenService = ReturnType<typeof createAuthTokenService>;
