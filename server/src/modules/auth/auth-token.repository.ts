import { sql } from 'kysely';
import type { AuthTokenTarget } from '@kimoshdi/shared';
import type { Database } from '../../db/database';

export async function insertAuthToken(
  db: Database,
  token: { id: string; userId: string; target: AuthTokenTarget; lang: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('auth_tokens')
    .values({
      id: token.id,
      user_id: token.userId,
      target: token.target,
      lang: token.lang,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** Uses a token up: one statement, so two concurrent uses cannot both succeed. */
export async function consumeAuthToken(
  db: Database,
  id: string,
): Promise<{ userId: string; target: AuthTokenTarget } | undefined> {
  const row = await db
    .updateTable('auth_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'target'])
    .executeTakeFirst();
  return row && { userId: row.user_id, target: row.target as AuthTokenTarget };
}
