import { createHash, generateKeyPair, type JsonWebKey } from 'node:crypto';
import { promisify } from 'node:util';
import type { Database, Db } from '../../db/database';
import type { JsonObject } from '../../db/schema.generated';
import { activeJwks, insertSigningKey, lockKeyMaking } from './oidc-keys.repository';

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

async function activeKeys(db: Db): Promise<SigningJwk[]> {
  return (await activeJwks(db)) as unknown as SigningJwk[];
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
    await lockKeyMaking(trx);
    const raced = await activeKeys(trx);
    if (raced.length > 0) return raced;
    await insertSigningKey(trx, {
      kid: created.kid,
      alg: created.alg,
      jwk: created as unknown as JsonObject,
    });
    return [created];
  });
  return { keys };
}
