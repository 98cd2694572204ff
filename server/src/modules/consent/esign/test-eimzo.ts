/**
 * The development stand-in for E-IMZO (test mode only; /dev/e-imzo): the program on the user's
 * machine that lists their keys and signs with them. Here the "machine" is the signed-in user:
 * their test keys are certificates of the test CA naming their PINFL or STIR, each private key
 * kept encrypted with the password they chose (PKCS#8, PBES2 with AES-256-CBC, by Node's crypto).
 * A wrong password cannot open the key: ESIGN_WRONG_PASSWORD, the spec's "wrong e-signature
 * password".
 */
import { createPrivateKey } from 'node:crypto';
import type { SignerKey } from '@kimoshdi/shared/api/shop/consent';
import type { Db } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { issueCertificate } from './certificates';
import { signText } from './cms-sign';
import { certificateDer, certificateFacts, certificateFromDer, crypto, KEY_ALGORITHM } from './pki';
import { testCa } from './test-ca';
import { insertTestKey, keyHolder, ownTestKey, testKeysOf } from './test-eimzo.repository';

/** E-IMZO keys are issued for two years. */
const VALID_MS = 2 * 365 * 24 * 3600 * 1000;

function toKey(row: { id: string; certificate: Buffer }): SignerKey {
  const facts = certificateFacts(certificateFromDer(row.certificate));
  return {
    id: row.id,
    serial: facts.serial,
    owner: facts.owner,
    subject: facts.subject,
    pinfl: facts.pinfl,
    stir: facts.stir,
    valid_from: facts.validFrom.toISOString(),
    valid_to: facts.validTo.toISOString(),
  };
}

export async function listTestKeys(db: Db, userId: string): Promise<SignerKey[]> {
  return (await testKeysOf(db, userId)).map(toKey);
}

/**
 * Issues the user a test key: the holder's name and ids come from their profile (a key of the
 * person the platform knows; ESIGN_NO_TAX_ID when the profile has neither id). `validity` lets
 * tests make an expired one.
 */
export async function issueTestKey(
  db: Db,
  userId: string,
  password: string,
  validity?: { from: Date; to: Date },
): Promise<SignerKey> {
  const user = await keyHolder(db, userId);
  if (user.pinfl === null && user.stir === null) throw new AppError('ESIGN_NO_TAX_ID');
  const now = Date.now();
  const { certificate, privateKey } = await issueCertificate(
    await testCa(db),
    { name: user.full_name, pinfl: user.pinfl, stir: user.stir },
    validity?.from ?? new Date(now - 60_000),
    validity?.to ?? new Date(now + VALID_MS),
  );
  const pkcs8 = Buffer.from(await crypto.subtle.exportKey('pkcs8', privateKey));
  const encrypted = createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' }).export({
    format: 'pem',
    type: 'pkcs8',
    cipher: 'aes-256-cbc',
    passphrase: password,
  }) as string;
  const facts = certificateFacts(certificate);
  const row = await insertTestKey(db, {
    userId,
    serial: facts.serial,
    subject: facts.subject,
    certificate: certificateDer(certificate),
    encryptedKey: encrypted,
    validFrom: facts.validFrom,
    validTo: facts.validTo,
  });
  return toKey(row);
}

/** Signs `text` with one of the user's test keys: base64 CMS, the text attached. */
export async function signWithTestKey(
  db: Db,
  userId: string,
  input: { keyId: string; password: string; text: string },
): Promise<string> {
  const row = await ownTestKey(db, userId, input.keyId);
  if (!row) throw new AppError('NOT_FOUND', { key_id: input.keyId });
  let pkcs8: Buffer;
  try {
    pkcs8 = createPrivateKey({ key: row.encrypted_key, format: 'pem', passphrase: input.password }).export({
      format: 'der',
      type: 'pkcs8',
    });
  } catch {
    throw new AppError('ESIGN_WRONG_PASSWORD');
  }
  const privateKey = await crypto.subtle.importKey('pkcs8', pkcs8, KEY_ALGORITHM, false, ['sign']);
  return signText(input.text, { certificate: certificateFromDer(row.certificate), privateKey });
}
