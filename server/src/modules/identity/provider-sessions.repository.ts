import { sql } from 'kysely';
import type { Database, Db } from '../../db/database';

/**
 * Ends Kimoshdi ID's own session in the browser signing out of the shop, server-side (issue 24):
 * the shop's sign-out no longer depends on the provider's logout page being opened and its button
 * pressed (or pressed by a script). The browser sends the provider's session cookie along (its id,
 * the Session row of oidc-adapter.repository.ts); only a session of the shop user's own Kimoshdi ID account
 * is ended, so a made-up cookie value can end nothing else. Without the row the provider's cookie
 * opens nothing, and the next sign-in asks for the password. Answers whether one was ended.
 */
export async function endProviderSession(
  db: Database,
  shopUserId: string,
  providerSessionId: string,
): Promise<boolean> {
  const ended = await db
    .deleteFrom('oidc_payloads')
    .where('model', '=', 'Session')
    .where('id', '=', providerSessionId)
    .where(
      sql<boolean>`payload ->> 'accountId' = (
        SELECT idp_subject FROM users WHERE id = ${shopUserId} AND idp = 'kimoshdi-id'
      )`,
    )
    .executeTakeFirst();
  return ended.numDeletedRows > 0n;
}

/** Ends every Kimoshdi ID sign-in session of the account (a new password); the shop's are its own. */
export async function endSessionsOfAccount(db: Db, accountId: string): Promise<void> {
  await db
    .deleteFrom('oidc_payloads')
    .where('model', '=', 'Session')
    .where(sql<string>`payload->>'accountId'`, '=', accountId)
    .execute();
}
