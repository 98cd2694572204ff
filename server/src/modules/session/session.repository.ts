import { sql } from 'kysely';
import type { Database } from '../../db/database';

export interface SessionRow {
  id: string;
  userId: string;
  expiresAt: Date;
  lastSeenAt: Date;
  role: string;
  userName: string;
  fullName: string;
}

export async function insertSession(
  db: Database,
  session: {
    id: string;
    userId: string;
    expiresAt: Date;
    userAgent: string | null;
    ip: string | null;
    idToken: string | null;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      expires_at: session.expiresAt,
      user_agent: session.userAgent,
      ip: session.ip,
      id_token: session.idToken,
    })
    .execute();
}

/** When a session ends unless it is used again (its cookie should end then too). */
export async function sessionExpiry(db: Database, id: string): Promise<Date | undefined> {
  const row = await db.selectFrom('sessions').select('expires_at').where('id', '=', id).executeTakeFirst();
  return row?.expires_at;
}

/** A session that is neither revoked nor expired, with the user it belongs to. */
export async function findLiveSession(db: Database, id: string): Promise<SessionRow | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.expires_at',
      'sessions.last_seen_at',
      'users.role',
      'users.user_name',
      'users.full_name',
    ])
    .where('sessions.id', '=', id)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      userId: row.user_id,
      expiresAt: row.expires_at,
      lastSeenAt: row.last_seen_at,
      role: row.role,
      userName: row.user_name,
      fullName: row.full_name,
    }
  );
}

export async function extendSession(db: Database, id: string, expiresAt: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: sql<Date>`now()`, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

/** Ends a session; answers the ID token it was started with (to end the provider's session too). */
export async function revokeSession(db: Database, id: string): Promise<string | null> {
  const row = await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .returning('id_token')
    .executeTakeFirst();
  return row?.id_token ?? null;
}

/** The user's live sessions for the cabinet's list, the last used first. */
export async function listLiveSessions(db: Database, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'user_agent', 'ip'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Ends the user's live sessions, all or but one; answers the ids it ended. */
export async function revokeSessionsOfUser(
  db: Database,
  userId: string,
  { except, only }: { except?: string; only?: string } = {},
): Promise<string[]> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`);
  if (except) query = query.where('id', '!=', except);
  if (only) query = query.where('id', '=', only);
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}
