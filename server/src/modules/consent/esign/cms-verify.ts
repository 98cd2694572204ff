/**
 * Checks a signed offer as the server receives it (consent/buyer/agree): a CMS SignedData with the
 * text attached and one signer, whose signature verifies over the text, whose certificate was
 * valid at the signing time and chains to a trusted root. Each failure is its own error, so the
 * user learns what to fix; the caller then checks the text and the holder.
 */
import { AppError } from '../../../lib/app-error';
import { SIGNING_TIME } from './cms-sign';
import { certificateFacts, pkijs, type CertificateFacts } from './pki';

export interface VerifiedDocument {
  /** The signed text. */
  text: string;
  certificate: CertificateFacts;
  /** The signing time the signer claims (signed attribute), if any. */
  claimedSigningTime: Date | null;
  /** The CMS as stored: base64 without whitespace. */
  cms: string;
}

const bad = (why: string) => new AppError('ESIGN_BAD_SIGNATURE', { why });

function parse(cms: string): { signedData: pkijs.SignedData; compact: string } {
  const compact = cms.replace(/\s+/g, '');
  try {
    const info = pkijs.ContentInfo.fromBER(Buffer.from(compact, 'base64'));
    if (info.contentType !== pkijs.ContentInfo.SIGNED_DATA) throw new Error('not SignedData');
    return { signedData: new pkijs.SignedData({ schema: info.content }), compact };
  } catch {
    throw bad('unreadable');
  }
}

function attachedText(signedData: pkijs.SignedData): string {
  const content = signedData.encapContentInfo.eContent;
  if (!content) throw bad('detached');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content.getValue());
  } catch {
    throw bad('not_utf8');
  }
}

function claimedSigningTime(signerInfo: pkijs.SignerInfo): Date | null {
  const attribute = signerInfo.signedAttrs?.attributes.find((item) => item.type === SIGNING_TIME);
  const value = attribute?.values[0] as { toDate?: () => Date } | undefined;
  const date = value?.toDate?.();
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date : null;
}

const within = (facts: CertificateFacts, at: Date) =>
  facts.validFrom.getTime() <= at.getTime() && at.getTime() <= facts.validTo.getTime();

export async function verifySignedDocument(
  cms: string,
  options: { roots: readonly pkijs.Certificate[]; now: Date },
): Promise<VerifiedDocument> {
  const { signedData, compact } = parse(cms);
  if (signedData.signerInfos.length !== 1) throw bad('signers');
  const text = attachedText(signedData);

  let signer: pkijs.Certificate | undefined;
  try {
    const result = await signedData.verify({ signer: 0, checkChain: false, extendedMode: true });
    if (!result.signatureVerified) throw new Error(result.message);
    signer = result.signerCertificate ?? undefined;
  } catch {
    throw bad('signature');
  }
  if (!signer) throw bad('no_certificate');

  const certificate = certificateFacts(signer);
  const claimed = claimedSigningTime(signedData.signerInfos[0] as pkijs.SignerInfo);
  // The server's receipt is the signing time we vouch for; a claimed time must fall in too.
  if (!within(certificate, options.now) || (claimed !== null && !within(certificate, claimed))) {
    throw new AppError('ESIGN_CERT_EXPIRED', {
      valid_from: certificate.validFrom.toISOString(),
      valid_to: certificate.validTo.toISOString(),
    });
  }

  const chain = new pkijs.CertificateChainValidationEngine({
    trustedCerts: [...options.roots],
    certs: [
      ...(signedData.certificates ?? []).filter(
        (item): item is pkijs.Certificate => item instanceof pkijs.Certificate,
      ),
      signer,
    ],
    checkDate: options.now,
  });
  const verdict = await chain.verify().catch(() => ({ result: false }));
  if (!verdict.result) throw new AppError('ESIGN_UNKNOWN_CA', { issuer: certificate.issuer });

  return { text, certificate, claimedSigningTime: claimed, cms: compact };
}
