import { randomBytes } from 'node:crypto';
import type { AuthTokenTarget } from '@kimoshdi/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { sessionIdOf } from '../session/session.service';
import { consumeAuthToken, insertAuthToken } from './auth-token.repository';

/** Long enough for a redirect, too short to be worth stealing. */
export const AUTH_TOKEN_TTL_MS = 2 * 60 * 1000;

/** Where each target of the spec opens in the cabinet. */
export const CABINET_PAGES: Record<AuthTokenTarget, string> = {
  'refund-application': '/profile/refunding',
  'refill-balance': '/profile/top-up',
  profile: '/profile',
};

export function createAuthTokenService(db: Database, now: () => number = Date.now) {
  return {
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
  };
}

export type AuthTokenService = ReturnType<typeof createAuthTokenService>;
