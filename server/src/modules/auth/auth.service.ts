import { isLanguage } from '@kimoshdi/shared';
import { normaliseReturnPath } from '@kimoshdi/shared/domain/navigation/return-path';
import { randomNonce, randomPKCECodeVerifier, randomState } from 'openid-client';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import type { Redis } from '../../redis/connection';
import type { Keys } from '../../redis/keys';
import { logAction } from '../action-log';
import { endProviderSession } from '../identity';
import type { SessionService } from '../session';
import { upsertUserFromIdentity, type ShopUser } from '../user';
import { saveFlow, takeFlow } from './auth-flow.redis';
import type { IdentityClient } from './identity-client';
import { createKimoshdiIdClient } from './kimoshdi-id.client';
import { createOneIdClient } from './oneid.client';

/** Only our own paths: an open redirect would turn the sign-in into a phishing tool. */
export function safeReturnPath(value: unknown): string {
  return normaliseReturnPath(value) ?? '/home';
}

export class SignInFailed extends Error {}

interface AuthDeps {
  config: Config;
  db: Database;
  redis: Redis;
  keys: Keys;
  sessions: SessionService;
  logger: Logger;
}

export function createAuthService({ config, db, redis, keys, sessions, logger }: AuthDeps) {
  const identity: IdentityClient =
    config.IDP === 'oneid'
      ? createOneIdClient({
          url: config.ONEID_URL,
          clientId: config.ONEID_CLIENT_ID,
          clientSecret: config.ONEID_CLIENT_SECRET,
          scope: config.ONEID_SCOPE,
        })
      : createKimoshdiIdClient(config.ID_CLIENT_ID, config.ID_CLIENT_SECRET);

  return {
    /** Where to send a person who wants to sign in, remembering where they were. */
    async begin(
      origin: string,
      returnTo: unknown,
      options: { lang?: unknown; register?: boolean } = {},
    ): Promise<URL> {
      const flow = {
        state: randomState(),
        nonce: randomNonce(),
        codeVerifier: randomPKCECodeVerifier(),
        returnTo: safeReturnPath(returnTo),
        ...(isLanguage(options.lang) ? { lang: options.lang } : {}),
        ...(options.register ? { register: true } : {}),
      };
      await saveFlow(redis, keys, flow);
      return identity.authorizationUrl(origin, flow);
    },

    /** The provider sent the person back: check everything, then start a shop session. */
    async complete(
      origin: string,
      callbackUrl: URL,
      meta: { lang: string; userAgent?: string; ip?: string },
    ): Promise<{ user: ShopUser; token: string; expiresAt: Date; returnTo: string }> {
      const state = callbackUrl.searchParams.get('state');
      const flow = state ? await takeFlow(redis, keys, state) : undefined;
      if (!flow) throw new SignInFailed('unknown or expired sign-in');
      let claims;
      try {
        claims = await identity.exchange(origin, callbackUrl, flow);
      } catch (error) {
        logger.warn({ err: error }, 'sign-in callback refused');
        throw new SignInFailed('the provider did not confirm the sign-in', { cause: error });
      }
      const user = await upsertUserFromIdentity(db, identity.name, claims, meta.lang);
      const session = await sessions.start(user.id, { ...meta, idToken: claims.idToken });
      await logAction(db, {
        userId: user.id,
        type: 'auth',
        actionType: 'sign-in',
        result: 'success',
        ip: meta.ip,
      });
      return { user, ...session, returnTo: flow.returnTo };
    },

    /** Ends the shop session and Kimoshdi ID's; for OneID, answers where to end its session too. */
    async signOut(
      origin: string,
      caller: { userId: string; sessionId: string; ip?: string; providerSessionId?: string },
    ): Promise<string | undefined> {
      const { userId, sessionId, ip } = caller;
      const idToken = await sessions.end(sessionId);
      await logAction(db, { userId, type: 'auth', actionType: 'sign-out', result: 'success', ip });
      // Kimoshdi ID is ours: its session ends here, with no page to pass through (issue 24).
      if (identity.name === 'kimoshdi-id') {
        if (caller.providerSessionId) await endProviderSession(db, userId, caller.providerSessionId);
        return undefined;
      }
      try {
        return await identity.endSessionUrl(origin, idToken ?? undefined);
      } catch (error) {
        logger.warn({ err: error }, 'could not build the provider sign-out address');
        return undefined;
      }
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
