import { createHash, randomBytes } from 'node:crypto';
import { maskedIp } from '@kimoshdi/shared/domain/session/masked-ip';
import { isRole } from '@kimoshdi/shared/domain/user/roles';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../lib/caller';
import { deviceOf, type SessionDevice } from './device';
import type { EndedSessionsBus } from './ended-sessions.bus';
import {
  extendSession,
  findLiveSession,
  insertSession,
  listLiveSessions,
  revokeSession,
  revokeSessionsOfUser,
  sessionExpiry,
} from './session.repository';

/** A session lives a week from its last use. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
// "Last seen" (the cabinet's session list) and the expiry move together, written at most once a
// minute per session: a write on every request would be a write per request (issue 24).
const TOUCH_AFTER_MS = 60 * 1000;
// Sessions are read on every signed-in call: a short cache keeps that off PostgreSQL. A sign-out
// in another process is seen at the latest after this long.
const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 10_000;

/** The cookie carries the token; the database keeps only its hash. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** One row of the cabinet's active sessions. */
export interface ActiveSession {
  id: string;
  current: boolean;
  device: SessionDevice;
  /** The network it came from (shared/src/domain/session/masked-ip.ts), or null. */
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

interface CachedSession {
  user: SessionUser;
  cachedAt: number;
  expiresAt: number;
  seenAt: number;
}

export function createSessionService(
  db: Database,
  { bus, now = Date.now }: { bus?: EndedSessionsBus; now?: () => number } = {},
) {
  const cache = new Map<string, CachedSession>();
  const listeners = new Set<(sessionIds: string[]) => void>();

  function remember(id: string, entry: Omit<CachedSession, 'cachedAt'>) {
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(id, { ...entry, cachedAt: now() });
  }

  /** Ended here: forgotten at once, this process's sockets dropped, the other processes told. */
  async function announce(sessionIds: string[]) {
    if (sessionIds.length === 0) return;
    for (const id of sessionIds) cache.delete(id);
    for (const listener of listeners) listener(sessionIds);
    await bus?.publish(sessionIds);
  }

  /** Last seen and the expiry, at most once a minute (TOUCH_AFTER_MS). */
  async function touch(id: string, entry: Omit<CachedSession, 'cachedAt'>, at: number) {
    if (at - entry.seenAt <= TOUCH_AFTER_MS) return entry;
    const touched = { ...entry, seenAt: at, expiresAt: at + SESSION_TTL_MS };
    await extendSession(db, id, new Date(touched.expiresAt));
    return touched;
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
      if (cached && at - cached.cachedAt < CACHE_TTL_MS && at < cached.expiresAt) {
        if (at - cached.seenAt > TOUCH_AFTER_MS) {
          // Marked before the write: the session's other requests meanwhile do not write too.
          const touched = { ...cached, seenAt: at, expiresAt: at + SESSION_TTL_MS };
          cache.set(id, touched);
          await extendSession(db, id, new Date(touched.expiresAt));
        }
        return cached.user;
      }
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
      remember(
        id,
        await touch(id, { user, expiresAt: row.expiresAt.getTime(), seenAt: row.lastSeenAt.getTime() }, at),
      );
      return user;
    },

    /** When the session ends unless used again; a cookie written for it should end then too. */
    expiresAt(sessionId: string): Promise<Date | undefined> {
      return sessionExpiry(db, sessionId);
    },

    /** Ends a session; answers the provider's ID token it was started with, if any. */
    async end(sessionId: string): Promise<string | null> {
      const idToken = await revokeSession(db, sessionId);
      await announce([sessionId]);
      return idToken;
    },

    /** The cabinet's "end this one": a live session of this user, else NOT_FOUND. */
    async endOne(userId: string, sessionId: string): Promise<void> {
      const ended = await revokeSessionsOfUser(db, userId, { only: sessionId });
      if (ended.length === 0) throw new AppError('NOT_FOUND');
      await announce(ended);
    },

    /** Every other session of the user ("sign out everywhere", a password change); answers how many. */
    async endOthers(userId: string, keepSessionId: string): Promise<number> {
      const ended = await revokeSessionsOfUser(db, userId, { except: keepSessionId });
      await announce(ended);
      return ended.length;
    },

    /** The user's live sessions, the last used first, `current` marking the caller's. */
    async list(userId: string, currentSessionId: string): Promise<ActiveSession[]> {
      const rows = await listLiveSessions(db, userId);
      return rows.map((row) => ({
        id: row.id,
        current: row.id === currentSessionId,
        device: deviceOf(row.user_agent),
        ip: maskedIp(row.ip),
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
      }));
    },

    /**
     * Calls `onEnded` with the ids of sessions ended in any process (this one at once, others
     * through the bus), after they are forgotten here; answers the function that stops it.
     */
    async listen(onEnded: (sessionIds: string[]) => void): Promise<() => Promise<void>> {
      listeners.add(onEnded);
      const stop = await bus?.subscribe((sessionIds) => {
        for (const id of sessionIds) cache.delete(id);
        onEnded(sessionIds);
      });
      return async () => {
        listeners.delete(onEnded);
        await stop?.();
      };
    },

    /** Forget cached sessions of a user (role or name changed). */
    forgetUser(userId: string): void {
      for (const [id, entry] of cache) if (entry.user.id === userId) cache.delete(id);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
