/**
 * The test certificate authority of test mode (ESIGN_MODE=test): made once, on first use, and kept
 * in the database (esign_test_ca), so every web process, and every restart, trusts the same root
 * and the keys it issued keep working. Two processes making it at once: the first insert wins and
 * both read that one.
 */
import type { Db } from '../../../db/database';
import { createCa, type Issuer } from './certificates';
import { certificateDer, certificateFromDer, crypto, KEY_ALGORITHM } from './pki';
import { findTestCa, insertTestCa } from './test-ca.repository';

export const TEST_CA_NAME = 'Kimoshdi TEST CA (not for real signatures)';
const YEAR_MS = 365 * 24 * 3600 * 1000;

async function read(db: Db): Promise<Issuer | undefined> {
  const row = await findTestCa(db);
  if (!row) return undefined;
  return {
    certificate: certificateFromDer(row.certificate),
    privateKey: await crypto.subtle.importKey('pkcs8', row.private_key, KEY_ALGORITHM, false, ['sign']),
  };
}

async function create(db: Db): Promise<void> {
  const now = Date.now();
  const ca = await createCa(TEST_CA_NAME, new Date(now - 24 * 3600 * 1000), new Date(now + 20 * YEAR_MS));
  const key = Buffer.from(await crypto.subtle.exportKey('pkcs8', ca.privateKey));
  await insertTestCa(db, { certificate: certificateDer(ca.certificate), privateKey: key });
}

/** The test CA (created if missing). */
export async function testCa(db: Db): Promise<Issuer> {
  const found = await read(db);
  if (found) return found;
  await create(db);
  const made = await read(db);
  if (!made) throw new Error('the test CA could not be stored');
  return made;
}
