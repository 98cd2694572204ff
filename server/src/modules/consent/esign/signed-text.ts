/**
 * A signed text as the server accepts it, for every document people sign with their e-signature:
 * the public offer (consent/buyer/agree) and the customer's service contract
 * (modules/service-contract). One set of checks, in one order, each failure its own error
 * (docs/decisions.md "The public-offer consent"): the profile must name the signer (PINFL or STIR:
 * ESIGN_NO_TAX_ID), the CMS must verify (cms-verify.ts: signature, validity, chain), its text must
 * be the version in force in one of the languages (ESIGN_WRONG_DOCUMENT), and its certificate must
 * name the user (ESIGN_WRONG_OWNER).
 */
import type { Language } from '@kimoshdi/shared';
import { certificateNamesUser } from '@kimoshdi/shared/domain/consent/certificate-owner';
import { signedLanguage } from '@kimoshdi/shared/domain/consent/signed-text';
import type { Db } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { userTaxIds } from '../consent.repository';
import { verifySignedDocument } from './cms-verify';
import type { TrustedRoots } from './trusted-roots';

export interface SignerIds {
  pinfl: string | null;
  stir: string | null;
}

/** What the server keeps of the signer's certificate. */
export interface SignerCertificate {
  serial: string;
  subject: string;
  issuer: string;
  validFrom: Date;
  validTo: Date;
  pinfl: string | null;
  stir: string | null;
}

export interface AcceptedSignature {
  /** The language whose text was signed. */
  lang: Language;
  /** The CMS as stored: base64 without whitespace. */
  cms: string;
  certificate: SignerCertificate;
}

/** The user's PINFL and STIR from the profile; ESIGN_NO_TAX_ID when it has neither. */
export async function signerIds(db: Db, userId: string): Promise<SignerIds> {
  const ids = await userTaxIds(db, userId);
  if (ids.pinfl === null && ids.stir === null) throw new AppError('ESIGN_NO_TAX_ID');
  return ids;
}

/**
 * Verifies `cms` and that it is `texts` (in one of the languages) signed by the holder of `ids`;
 * the document's own data for ESIGN_WRONG_DOCUMENT (which version is in force) comes with it.
 */
export async function acceptSignedText(input: {
  cms: string;
  texts: Record<Language, string>;
  ids: SignerIds;
  roots: TrustedRoots;
  now: Date;
  wrongDocument: Record<string, unknown>;
}): Promise<AcceptedSignature> {
  const document = await verifySignedDocument(input.cms, {
    roots: await input.roots.roots(),
    now: input.now,
  });
  const lang = signedLanguage(input.texts, document.text);
  if (lang === null) throw new AppError('ESIGN_WRONG_DOCUMENT', input.wrongDocument);
  const { certificate } = document;
  if (!certificateNamesUser(certificate, input.ids)) {
    throw new AppError('ESIGN_WRONG_OWNER', { serial: certificate.serial });
  }
  return {
    lang,
    cms: document.cms,
    certificate: {
      serial: certificate.serial,
      subject: certificate.subject,
      issuer: certificate.issuer,
      validFrom: certificate.validFrom,
      validTo: certificate.validTo,
      pinfl: certificate.pinfl,
      stir: certificate.stir,
    },
  };
}
