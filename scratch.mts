import * as pkijs from 'pkijs';
import * as asn1js from 'asn1js';
import { webcrypto, createPrivateKey } from 'node:crypto';
const crypto = webcrypto as unknown as Crypto;
pkijs.setEngine('node', new pkijs.CryptoEngine({ name: 'node', crypto }));
const alg = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };
function name(parts: [string, string][]) {
  return new pkijs.RelativeDistinguishedNames({ typesAndValues: parts.map(([type, v]) => new pkijs.AttributeTypeAndValue({ type, value: new asn1js.Utf8String({ value: v }) })) });
}
async function makeCert(o: { serial: number; subject: [string,string][]; issuer: [string,string][]; notBefore: Date; notAfter: Date; pub: CryptoKey; signKey: CryptoKey; ca?: boolean }) {
  const c = new pkijs.Certificate();
  c.version = 2;
  c.serialNumber = new asn1js.Integer({ value: o.serial });
  c.issuer = name(o.issuer); c.subject = name(o.subject);
  c.notBefore.value = o.notBefore; c.notAfter.value = o.notAfter;
  c.extensions = [];
  if (o.ca) c.extensions.push(new pkijs.Extension({ extnID: '2.5.29.19', critical: true, extnValue: new pkijs.BasicConstraints({ cA: true }).toSchema().toBER(false) }));
  await c.subjectPublicKeyInfo.importKey(o.pub);
  await c.sign(o.signKey, 'SHA-256');
  return c;
}
let t = Date.now();
const caKeys = await crypto.subtle.generateKey(alg, true, ['sign', 'verify']) as CryptoKeyPair;
console.log('keygen', Date.now() - t);
const caName: [string,string][] = [['2.5.4.6','UZ'],['2.5.4.10','Kimoshdi'],['2.5.4.3','Kimoshdi Test CA']];
const ca = await makeCert({ serial: 1, subject: caName, issuer: caName, notBefore: new Date('2024-01-01'), notAfter: new Date('2036-01-01'), pub: caKeys.publicKey, signKey: caKeys.privateKey, ca: true });
const userKeys = await crypto.subtle.generateKey(alg, true, ['sign', 'verify']) as CryptoKeyPair;
const cert = await makeCert({ serial: 0x0a1b, subject: [['2.5.4.6','UZ'],['2.5.4.3','ALIYEV VALI'],['1.2.860.3.16.1.2','12345678901234']], issuer: caName, notBefore: new Date(Date.now()-1000), notAfter: new Date(Date.now()+365*86400e3), pub: userKeys.publicKey, signKey: caKeys.privateKey });
const pkcs8 = await crypto.subtle.exportKey('pkcs8', userKeys.privateKey);
const ko = createPrivateKey({ key: Buffer.from(pkcs8), format: 'der', type: 'pkcs8' });
const enc = ko.export({ format: 'pem', type: 'pkcs8', cipher: 'aes-256-cbc', passphrase: 'secret' });
try { createPrivateKey({ key: enc, format: 'pem', passphrase: 'wrong' }); } catch (e) { console.log('wrong pw', (e as Error).message, (e as any).code); }
const back = createPrivateKey({ key: enc, format: 'pem', passphrase: 'secret' });
const priv = await crypto.subtle.importKey('pkcs8', back.export({format:'der', type:'pkcs8'}), { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['sign']);
const text = new TextEncoder().encode('Ommaviy oferta matni');
const sd = new pkijs.SignedData({ version: 1, encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: '1.2.840.113549.1.7.1', eContent: new asn1js.OctetString({ valueHex: text }) }),
  signerInfos: [new pkijs.SignerInfo({ version: 1, sid: new pkijs.IssuerAndSerialNumber({ issuer: cert.issuer, serialNumber: cert.serialNumber }) })],
  certificates: [cert] });
const digest = await crypto.subtle.digest('SHA-256', text);
sd.signerInfos[0]!.signedAttrs = new pkijs.SignedAndUnsignedAttributes({ type: 0, attributes: [
  new pkijs.Attribute({ type: '1.2.840.113549.1.9.3', values: [new asn1js.ObjectIdentifier({ value: '1.2.840.113549.1.7.1' })] }),
  new pkijs.Attribute({ type: '1.2.840.113549.1.9.5', values: [new asn1js.UTCTime({ valueDate: new Date() })] }),
  new pkijs.Attribute({ type: '1.2.840.113549.1.9.4', values: [new asn1js.OctetString({ valueHex: digest })] }),
]});
await sd.sign(priv, 0, 'SHA-256');
const ci = new pkijs.ContentInfo({ contentType: pkijs.ContentInfo.SIGNED_DATA, content: sd.toSchema(true) });
const der = ci.toSchema().toBER(false);
const b64 = Buffer.from(der).toString('base64');
console.log('cms len', b64.length);
import { writeFileSync } from 'node:fs';
writeFileSync('/tmp/c.p7', Buffer.from(der)); writeFileSync('/tmp/ca.der', Buffer.from(ca.toSchema().toBER(false)));
const verify = async (bytes: Uint8Array, trusted: pkijs.Certificate[], checkDate?: Date) => {
  try { const sd2 = new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(bytes).content }); const r = await sd2.verify({ signer: 0, checkChain: true, trustedCerts: trusted, extendedMode: true, checkDate }); return [r.signatureVerified, r.code, r.message]; } catch (e: any) { return ['threw', e.code, e.message, e.signatureVerified]; }
};
console.log('ok', await verify(der as any, [ca]));
const der2 = new Uint8Array(der); const i = Buffer.from(der2).indexOf(Buffer.from('oferta')); der2[i] = 0x4f;
console.log('tampered', await verify(der2, [ca]));
console.log('noca', await verify(der as any, []));
console.log('date', await verify(der as any, [ca], new Date('2040-01-01')));
const parsed = pkijs.ContentInfo.fromBER(der); const sdp = new pkijs.SignedData({ schema: parsed.content });
const c0 = sdp.certificates![0] as pkijs.Certificate;
console.log(c0.subject.typesAndValues.map(tv => [tv.type, tv.value.valueBlock.value]));
