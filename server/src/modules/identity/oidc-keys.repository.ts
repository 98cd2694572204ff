/** Kimoshdi ID's signing keys (oidc_keys): the active ones, a new one, and the lock that makes one. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { JsonObject } from '../../db/schema.generated';

/** The private JWKs not retired, the newest first. */
export async function activeJwks(db: Db): Promise<JsonObject[]> {
  const rows = await db
    .selectFrom('oidc_keys')
    .select('private_jwk')
    .where('retired_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => row.private_jwk as JsonObject);
}

/** Held to the end of the transaction: two processes starting together make one key. */
export async function lockKeyMaking(trx: Db): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('kimoshdi-id signing keys'))`.execute(trx);
}

export async function insertSigningKey(
  db: Db,
  key: { kid: string; alg: string; jwk: JsonObject },
): Promise<void> {
  await db.insertInto('oidc_keys').values({ kid: key.kid, alg: key.alg, private_jwk: key.jwk }).execute();
}
