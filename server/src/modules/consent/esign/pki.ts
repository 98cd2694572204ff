/**
 * X.509 and CMS with pkijs over Node's WebCrypto (pure JavaScript, no native build; docs/decisions.md
 * "The public-offer consent" says why this library). Keys are RSA 2048 with SHA-256, which every
 * CMS reader (OpenSSL, E-IMZO's verifiers) accepts.
 */
import { webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { PINFL_OID, STIR_OID } from '@kimoshdi/shared/domain/consent/certificate-owner';

export type CryptoKey = webcrypto.CryptoKey;
export type CryptoKeyPair = webcrypto.CryptoKeyPair;

export const crypto = webcrypto;
pkijs.setEngine('node', new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as never }));

export const KEY_ALGORITHM: webcrypto.RsaHashedKeyGenParams = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
  publicExponent: new Uint8Array([1, 0, 1]),
  modulusLength: 2048,
};
export const HASH = 'SHA-256';

/** The attribute types a subject name is written with, and how it is printed. */
const NAME_LABELS: Record<string, string> = {
  '2.5.4.6': 'C',
  '2.5.4.8': 'ST',
  '2.5.4.7': 'L',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.12': 'T',
  '2.5.4.3': 'CN',
  '2.5.4.4': 'SN',
  '2.5.4.42': 'G',
  '0.9.2342.19200300.100.1.1': 'UID',
};

/** A name from its attributes, in order: `[['2.5.4.3', 'ALIYEV VALI'], [PINFL_OID, '...']]`. */
export function distinguishedName(
  parts: readonly (readonly [string, string])[],
): pkijs.RelativeDistinguishedNames {
  return new pkijs.RelativeDistinguishedNames({
    typesAndValues: parts.map(
      ([type, value]) =>
        new pkijs.AttributeTypeAndValue({
          type,
          // Country is a PrintableString by X.520; everything else UTF-8 (Uzbek letters, Cyrillic).
          value:
            type === '2.5.4.6' ? new asn1js.PrintableString({ value }) : new asn1js.Utf8String({ value }),
        }),
    ),
  });
}

function attributeValue(value: pkijs.AttributeTypeAndValue['value']): string {
  const block = (value as { valueBlock?: { value?: unknown } }).valueBlock;
  return typeof block?.value === 'string' ? block.value : '';
}

/** The value of one attribute of a name (the first), or null. */
export function nameField(name: pkijs.RelativeDistinguishedNames, type: string): string | null {
  const found = name.typesAndValues.find((item) => item.type === type);
  return found ? attributeValue(found.value) : null;
}

/** A name printed as `CN=ALIYEV VALI, 1.2.860.3.16.1.2=12345678901234, C=UZ`. */
export function nameText(name: pkijs.RelativeDistinguishedNames): string {
  return name.typesAndValues
    .map((item) => `${NAME_LABELS[item.type] ?? item.type}=${attributeValue(item.value)}`)
    .join(', ');
}

/** The serial number in upper-case hex, as certificate viewers show it. */
export function serialHex(certificate: pkijs.Certificate): string {
  return Buffer.from(certificate.serialNumber.valueBlock.valueHexView).toString('hex').toUpperCase();
}

export interface CertificateFacts {
  serial: string;
  subject: string;
  issuer: string;
  /** The holder's name (CN). */
  owner: string;
  pinfl: string | null;
  stir: string | null;
  validFrom: Date;
  validTo: Date;
}

export function certificateFacts(certificate: pkijs.Certificate): CertificateFacts {
  const pinfl = nameField(certificate.subject, PINFL_OID);
  const stir = nameField(certificate.subject, STIR_OID);
  return {
    serial: serialHex(certificate),
    subject: nameText(certificate.subject),
    issuer: nameText(certificate.issuer),
    owner: nameField(certificate.subject, '2.5.4.3') ?? '',
    pinfl: pinfl !== null && /^[0-9]{14}$/.test(pinfl) ? pinfl : null,
    stir: stir !== null && /^[0-9]{9}$/.test(stir) ? stir : null,
    validFrom: certificate.notBefore.value,
    validTo: certificate.notAfter.value,
  };
}

export function certificateFromDer(der: Uint8Array): pkijs.Certificate {
  return pkijs.Certificate.fromBER(new Uint8Array(der));
}

export function certificateDer(certificate: pkijs.Certificate): Buffer {
  return Buffer.from(certificate.toSchema().toBER(false));
}

/** Every certificate of a PEM text (a bundle of roots, say). */
export function certificatesFromPem(pem: string): pkijs.Certificate[] {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  return blocks.map((block) =>
    certificateFromDer(Buffer.from(block.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, ''), 'base64')),
  );
}

export function certificatePem(certificate: pkijs.Certificate): string {
  const base64 = certificateDer(certificate).toString('base64');
  return `-----BEGIN CERTIFICATE-----\n${base64.replace(/(.{64})/g, '$1\n').trimEnd()}\n-----END CERTIFICATE-----\n`;
}

export { asn1js, pkijs };
