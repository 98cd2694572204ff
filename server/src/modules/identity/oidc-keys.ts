import { createHash, generateKeyPair, type JsonWebKey } from 'node:crypto';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { JsonObject } from '../../db/schema.generated';

const generateKeyPairAsync = promisify(generateKeyPair);

/** ID tokens are signed RS256, the algorithm every OpenID Connect client must accept. */
export const SIGNING_ALG = 'RS256';

export interface SigningJwk extends JsonWebKey {
  kid: string;
  alg: string;
  use: 'sig';
}

/** RFC 7638 thumbprint of an RSA key: a stable kid derived from the public part. */
function thumbprint(jwk: JsonWebKey): string {
  const canonical = JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n });
  return createHash('sha256').update(canonical).digest('base64url');
}

async function newSigningKey(): Promise<SigningJwk> {
  const { privateKey } = await generateKeyPairAsync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { ...jwk, kid: thumbprint(jwk), alg: SIGNING_ALG, use: 'sig' };
}

async function activeKeys(db: Database): Promise<SigningJwk[]> {
  const rows = await db
    .selectFrom('oidc_keys')
    .select('private_jwk')
    .where('retired_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => row.private_jwk as unknown as SigningJwk);
}

/**
 * The provider's signing keys (a private JWKS). Made at the very first start and stored, so a
 * restart or a second process signs with the same key and earlier tokens still verify. Two
 * processes starting together agree on one key: the first to take the lock makes it.
 */
export async function loadSigningKeys(db: Database): Promise<{ keys: SigningJwk[] }> {
  const existing = await activeKeys(db);
  if (existing.length > 0) return { keys: existing };
  const created = await newSigningKey();
  const keys = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('kimoshdi-id signing keys'))`.execute(trx);
    const raced = await activeKeys(trx);
    if (raced.length > 0) return raced;
    await trx
      .insertInto('oidc_keys')
      .values({ kid: created.kid, alg: created.alg, private_jwk: created as unknown as JsonObject })
      .execute();
    return [created];
  });
  return { keys };
}
