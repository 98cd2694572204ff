import { createHash, randomBytes } from 'node:crypto';
import { isRole } from '@kimoshdi/shared/domain/user/roles';
import type { Database } from '../../db/database';
import type { SessionUser } from '../../lib/caller';
import { extendSession, findLiveSession, insertSession, revokeSession } from './session.repository';

/** A session lives a week from its last use. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
// Extending the expiry on every request would write on every request; once in a while is enough.
const EXTEND_AFTER_MS = 10 * 60 * 1000;
// Sessions are read on every signed-in call: a short cache keeps that off PostgreSQL. A sign-out
// in another process is seen at the latest after this long.
const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 10_000;

/** The cookie carries the token; the database keeps only its hash. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSessionService(db: Database, now: () => number = Date.now) {
  const cache = new Map<string, { user: SessionUser; cachedAt: number; expiresAt: number }>();

  function remember(id: string, user: SessionUser, expiresAt: number) {
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(id, { user, cachedAt: now(), expiresAt });
  }

  return {
    /** Starts a session for a user who just signed in; a fresh id every time (no fixation). */
    async start(
      userId: string,
      meta: { userAgent?: string; ip?: string; idToken?: string },
    ): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now() + SESSION_TTL_MS);
      await insertSession(db, {
        id: sessionIdOf(token),
        userId,
        expiresAt,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
        ip: meta.ip ?? null,
        idToken: meta.idToken ?? null,
      });
      return { token, expiresAt };
    },

    /** The user of a session token, or undefined when it is unknown, revoked or expired. */
    async resolve(token: string): Promise<SessionUser | undefined> {
      const id = sessionIdOf(token);
      const cached = cache.get(id);
      const at = now();
      if (cached && at - cached.cachedAt < CACHE_TTL_MS && at < cached.expiresAt) return cached.user;
      cache.delete(id);
      const row = await findLiveSession(db, id);
      if (!row || !isRole(row.role)) return undefined;
      const user: SessionUser = {
        id: row.userId,
        role: row.role,
        userName: row.userName,
        fullName: row.fullName,
        sessionId: id,
      };
      let expiresAt = row.expiresAt.getTime();
      if (at - row.lastSeenAt.getTime() > EXTEND_AFTER_MS) {
        expiresAt = at + SESSION_TTL_MS;
        await extendSession(db, id, new Date(expiresAt));
      }
      remember(id, user, expiresAt);
      return user;
    },

    /** Ends a session; answers the provider's ID token it was started with, if any. */
    async end(sessionId: string): Promise<string | null> {
      cache.delete(sessionId);
      return revokeSession(db, sessionId);
    },

    /** Forget cached sessions of a user (role or name changed). */
    forgetUser(userId: string): void {
      for (const [id, entry] of cache) if (entry.user.id === userId) cache.delete(id);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
