/** The test certificate authority's one row (esign_test_ca): its certificate and private key. */
import type { Db } from '../../../db/database';

export async function findTestCa(db: Db) {
  return db
    .selectFrom('esign_test_ca')
    .select(['certificate', 'private_key'])
    .where('id', '=', 1)
    .executeTakeFirst();
}

/** Stores the test CA unless one is there: of two made at once, the first insert wins. */
export async function insertTestCa(db: Db, ca: { certificate: Buffer; privateKey: Buffer }): Promise<void> {
  await db
    .insertInto('esign_test_ca')
    .values({ id: 1, certificate: ca.certificate, private_key: ca.privateKey })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
