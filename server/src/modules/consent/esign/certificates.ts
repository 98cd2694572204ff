/**
 * Issuing certificates: the test CA's own and the test keys it gives users (test mode), and, in
 * tests, certificates a test needs (an expired one, one of a foreign CA). Subjects are written the
 * way E-IMZO certificates are: the holder's name, their PINFL under 1.2.860.3.16.1.2 and a
 * company's STIR under 1.2.860.3.16.1.1.
 */
import { randomBytes } from 'node:crypto';
import { PINFL_OID, STIR_OID } from '@kimoshdi/shared/domain/consent/certificate-owner';
import {
  asn1js,
  crypto,
  distinguishedName,
  HASH,
  KEY_ALGORITHM,
  pkijs,
  type CryptoKey,
  type CryptoKeyPair,
} from './pki';

export interface Issuer {
  certificate: pkijs.Certificate;
  privateKey: CryptoKey;
}

export function generateKeyPair(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey(KEY_ALGORITHM, true, ['sign', 'verify']);
}

/** A positive random serial of 16 bytes (RFC 5280 allows up to 20). */
function randomSerial(): asn1js.Integer {
  const bytes = randomBytes(16);
  bytes[0] = ((bytes[0] ?? 0) & 0x7f) | 0x10;
  return new asn1js.Integer({ valueHex: bytes });
}

function extension(extnID: string, critical: boolean, value: { toSchema(): asn1js.AsnType }) {
  return new pkijs.Extension({ extnID, critical, extnValue: value.toSchema().toBER(false) });
}

/** Key usage bits (RFC 5280 4.2.1.3), first bit the highest of the first byte. */
function keyUsage(bits: number): asn1js.BitString {
  return new asn1js.BitString({ valueHex: new Uint8Array([bits]).buffer, unusedBits: 1 });
}
const DIGITAL_SIGNATURE_NON_REPUDIATION = 0xc0;
const KEY_CERT_SIGN_CRL_SIGN = 0x06;

async function build(options: {
  subject: readonly (readonly [string, string])[];
  issuer: pkijs.RelativeDistinguishedNames | null;
  publicKey: CryptoKey;
  signingKey: CryptoKey;
  validFrom: Date;
  validTo: Date;
  ca: boolean;
}): Promise<pkijs.Certificate> {
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  certificate.serialNumber = randomSerial();
  certificate.subject = distinguishedName(options.subject);
  certificate.issuer = options.issuer ?? distinguishedName(options.subject);
  certificate.notBefore.value = options.validFrom;
  certificate.notAfter.value = options.validTo;
  certificate.extensions = [
    extension('2.5.29.19', true, new pkijs.BasicConstraints({ cA: options.ca })),
    new pkijs.Extension({
      extnID: '2.5.29.15',
      critical: true,
      extnValue: keyUsage(options.ca ? KEY_CERT_SIGN_CRL_SIGN : DIGITAL_SIGNATURE_NON_REPUDIATION).toBER(
        false,
      ),
    }),
  ];
  await certificate.subjectPublicKeyInfo.importKey(options.publicKey);
  await certificate.sign(options.signingKey, HASH);
  return certificate;
}

/** A self-signed CA (the test CA; a "foreign" CA in tests). */
export async function createCa(name: string, validFrom: Date, validTo: Date): Promise<Issuer> {
  const keys = await generateKeyPair();
  const certificate = await build({
    subject: [
      ['2.5.4.6', 'UZ'],
      ['2.5.4.10', 'Kimoshdi'],
      ['2.5.4.3', name],
    ],
    issuer: null,
    publicKey: keys.publicKey,
    signingKey: keys.privateKey,
    validFrom,
    validTo,
    ca: true,
  });
  return { certificate, privateKey: keys.privateKey };
}

export interface Holder {
  /** The holder's full name (CN). */
  name: string;
  pinfl: string | null;
  stir: string | null;
}

/** A signing certificate for a new key pair of the holder, issued by `issuer`. */
export async function issueCertificate(
  issuer: Issuer,
  holder: Holder,
  validFrom: Date,
  validTo: Date,
): Promise<{ certificate: pkijs.Certificate; privateKey: CryptoKey }> {
  const keys = await generateKeyPair();
  const subject: [string, string][] = [
    ['2.5.4.6', 'UZ'],
    ['2.5.4.3', holder.name.toUpperCase()],
  ];
  if (holder.stir !== null) subject.push([STIR_OID, holder.stir]);
  if (holder.pinfl !== null) subject.push([PINFL_OID, holder.pinfl]);
  const certificate = await build({
    subject,
    issuer: issuer.certificate.subject,
    publicKey: keys.publicKey,
    signingKey: issuer.privateKey,
    validFrom,
    validTo,
    ca: false,
  });
  return { certificate, privateKey: keys.privateKey };
}
