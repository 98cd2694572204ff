/**
 * Signs a text into a CMS SignedData (RFC 5652), the text attached, with the signing time, the
 * content type and the message digest as signed attributes and the signer's certificate inside:
 * what E-IMZO's create_pkcs7 makes. `openssl cms -verify -inform DER` reads it.
 */
import { asn1js, crypto, HASH, pkijs, type CryptoKey } from './pki';

const DATA = '1.2.840.113549.1.7.1';
const CONTENT_TYPE = '1.2.840.113549.1.9.3';
const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
export const SIGNING_TIME = '1.2.840.113549.1.9.5';

/** Base64 of the DER-encoded ContentInfo. */
export async function signText(
  text: string,
  signer: { certificate: pkijs.Certificate; privateKey: CryptoKey },
  signingTime: Date = new Date(),
): Promise<string> {
  const content = new TextEncoder().encode(text);
  const { certificate } = signer;
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: DATA,
      eContent: new asn1js.OctetString({ valueHex: content }),
    }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: certificate.issuer,
          serialNumber: certificate.serialNumber,
        }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({
              type: CONTENT_TYPE,
              values: [new asn1js.ObjectIdentifier({ value: DATA })],
            }),
            new pkijs.Attribute({
              type: SIGNING_TIME,
              values: [new asn1js.UTCTime({ valueDate: signingTime })],
            }),
            new pkijs.Attribute({
              type: MESSAGE_DIGEST,
              values: [new asn1js.OctetString({ valueHex: await crypto.subtle.digest(HASH, content) })],
            }),
          ],
        }),
      }),
    ],
    certificates: [certificate],
  });
  await signedData.sign(signer.privateKey, 0, HASH);
  const info = new pkijs.ContentInfo({
    contentType: pkijs.ContentInfo.SIGNED_DATA,
    content: signedData.toSchema(true),
  });
  return Buffer.from(info.toSchema().toBER(false)).toString('base64');
}
