/** The test E-IMZO's keys (esign_test_keys) and what a key is issued from (the holder's profile). */
import type { Db } from '../../../db/database';

export async function testKeysOf(db: Db, userId: string) {
  return db
    .selectFrom('esign_test_keys')
    .select(['id', 'certificate'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

/** The name and tax ids a key names its holder by. */
export async function keyHolder(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['full_name', 'pinfl', 'stir'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function insertTestKey(
  db: Db,
  key: {
    userId: string;
    serial: string;
    subject: string;
    certificate: Buffer;
    encryptedKey: string;
    validFrom: Date;
    validTo: Date;
  },
) {
  return db
    .insertInto('esign_test_keys')
    .values({
      user_id: key.userId,
      serial: key.serial,
      subject: key.subject,
      certificate: key.certificate,
      encrypted_key: key.encryptedKey,
      valid_from: key.validFrom,
      valid_to: key.validTo,
    })
    .returning(['id', 'certificate'])
    .executeTakeFirstOrThrow();
}

/** One of the user's keys; another's key is none. */
export async function ownTestKey(db: Db, userId: string, keyId: string) {
  return db
    .selectFrom('esign_test_keys')
    .select(['certificate', 'encrypted_key'])
    .where('id', '=', keyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
