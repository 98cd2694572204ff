/**
 * Contracts of the public-offer consent (docs/decisions.md "The public-offer consent"). Times are
 * ISO UTC. Every call needs a session (a guest gets 401).
 *
 *   GET  consent/buyer/offer              the offer in force in the caller's language, and the caller's standing
 *   POST consent/buyer/agree {offer_version, cms}  the signed offer (CMS SignedData, base64, text attached)
 *   POST consent/buyer/disagree {}        withdraws the caller's consent (the history stays)
 *   GET  consent/buyer/signatures         the caller's signatures, newest first
 *   GET  consent/buyer/signature?id=      one of them with its signed text and its CMS (to view, download)
 *   GET  common/action/access             what the caller may do today, and why not
 *
 * Test mode only (ESIGN_MODE=test, never in production), outside /api: the development stand-in
 * for the E-IMZO program on the user's machine, which keeps test keys per signed-in user.
 *
 *   GET  /dev/e-imzo/keys                 the caller's test keys
 *   POST /dev/e-imzo/keys {password}      issues a test key (a certificate of the test CA naming the caller's PINFL/STIR)
 *   POST /dev/e-imzo/sign {key_id, password, text}  signs: ESIGN_WRONG_PASSWORD on a wrong password
 */
import { z } from 'zod';
import { ACCESS_REFUSALS, TRADE_ACTIONS } from '../../domain/consent/action-access';
import { ESIGN_PASSWORD_MAX, ESIGN_PASSWORD_MIN } from '../../domain/consent/signed-text';
import { CONSENT_REASONS } from '../../domain/consent/standing';
import { LANGUAGES } from '../../i18n/languages';
import { multilineText, text } from '../text';
import type { ApiGroup } from '../call';

export const ESIGN_MODES = ['test', 'eimzo'] as const;
export type EsignMode = (typeof ESIGN_MODES)[number];

/** A signed document is a few kilobytes (the text and one or two certificates); far below this. */
export const CMS_MAX_LENGTH = 200_000;

const standingFields = {
  consented: z.boolean(),
  /** Why not consented (null when consented). */
  reason: z.enum(CONSENT_REASONS).nullable(),
};

/** GET consent/buyer/offer */
export const offerAnswerSchema = z.object({
  version: z.string(),
  effective_at: z.string(),
  /** The language of `title` and `text`: the caller's. */
  lang: z.enum(LANGUAGES),
  title: z.string(),
  /** Exactly what the signer signs (the server compares it byte for byte). */
  text: z.string(),
  /** Which signer the client uses: the test stand-in or the E-IMZO program. */
  esign_mode: z.enum(ESIGN_MODES),
  ...standingFields,
});
export type OfferAnswer = z.infer<typeof offerAnswerSchema>;

/** POST consent/buyer/agree */
export const agreeBodySchema = z.object({
  /** The version the user read; a newer one published meanwhile is ESIGN_WRONG_DOCUMENT. */
  offer_version: text().min(1).max(32),
  cms: z
    .string()
    .min(1)
    .max(CMS_MAX_LENGTH)
    .regex(/^[A-Za-z0-9+/=\s]+$/),
});
export type AgreeBody = z.infer<typeof agreeBodySchema>;

/** POST consent/buyer/disagree: nothing to say but the call itself. */
export const disagreeBodySchema = z.object({}).strict();

/** One signature in the caller's history. */
export const consentSignatureSchema = z.object({
  id: z.string(),
  offer_version: z.string(),
  offer_title: z.string(),
  /** esign: signed with a key; seed: given by the demo without a signature (no document). */
  source: z.enum(['esign', 'seed']),
  lang: z.enum(LANGUAGES),
  cert_serial: z.string().nullable(),
  cert_subject: z.string().nullable(),
  cert_issuer: z.string().nullable(),
  pinfl: z.string().nullable(),
  stir: z.string().nullable(),
  signed_at: z.string(),
  withdrawn_at: z.string().nullable(),
  /** The signature that makes the caller consented today. */
  current: z.boolean(),
});
export type ConsentSignature = z.infer<typeof consentSignatureSchema>;

export const consentSignaturesAnswerSchema = z.object({
  ...standingFields,
  items: z.array(consentSignatureSchema),
});
export type ConsentSignaturesAnswer = z.infer<typeof consentSignaturesAnswerSchema>;

/** GET consent/buyer/signature?id= */
export const signatureQuerySchema = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/) });

export const signedDocumentSchema = consentSignatureSchema.extend({
  /** The signed text (the offer as the user read it). */
  text: z.string(),
  /** The CMS SignedData, base64 (DER); null for a seeded consent. */
  cms: z.string().nullable(),
});
export type SignedDocument = z.infer<typeof signedDocumentSchema>;

/** POST consent/buyer/agree and disagree answer the caller's standing and the signature touched. */
export const consentChangeAnswerSchema = z.object({
  ...standingFields,
  signature: consentSignatureSchema.nullable(),
});
export type ConsentChangeAnswer = z.infer<typeof consentChangeAnswerSchema>;

const verdictSchema = z.object({ allowed: z.boolean(), reason: z.enum(ACCESS_REFUSALS).nullable() });

/** GET common/action/access */
export const actionAccessAnswerSchema = z.object({
  ...standingFields,
  /** The version in force (null: none published). */
  offer_version: z.string().nullable(),
  /** A blacklist bar standing today: until (YYYY-MM-DD, included) and its lot. */
  barred: z.object({ until: z.string(), lot_number: z.string() }).nullable(),
  actions: z.object(
    Object.fromEntries(TRADE_ACTIONS.map((action) => [action, verdictSchema])) as Record<
      (typeof TRADE_ACTIONS)[number],
      typeof verdictSchema
    >,
  ),
});
export type ActionAccessAnswer = z.infer<typeof actionAccessAnswerSchema>;

/** A key as the signer lists it (E-IMZO: a PFX on disk or a token; test mode: a stored test key). */
export const signerKeySchema = z.object({
  id: z.string(),
  serial: z.string(),
  /** The holder's name as the certificate gives it (CN). */
  owner: z.string(),
  subject: z.string(),
  pinfl: z.string().nullable(),
  stir: z.string().nullable(),
  valid_from: z.string(),
  valid_to: z.string(),
});
export type SignerKey = z.infer<typeof signerKeySchema>;

export const testKeysAnswerSchema = z.object({ items: z.array(signerKeySchema) });

const passwordSchema = text().min(ESIGN_PASSWORD_MIN).max(ESIGN_PASSWORD_MAX);

/** POST /dev/e-imzo/keys */
export const issueTestKeyBodySchema = z.object({ password: passwordSchema });

/** POST /dev/e-imzo/sign */
export const testSignBodySchema = z.object({
  key_id: z.string().regex(/^[1-9][0-9]{0,17}$/),
  password: text().min(1).max(ESIGN_PASSWORD_MAX),
  text: multilineText().min(1).max(100_000),
});

export const testSignAnswerSchema = z.object({ cms: z.string() });

export const consentApi = {
  tag: 'consent',
  description: `The public-offer consent signed with an e-signature (docs/decisions.md "The public-offer consent"; the rules: \`shared/src/domain/consent/\`). A user has consented when they signed the offer version in force at or after \`CONSENT_CUTOFF\` (default 2024-07-23, Tashkent midnight) and have not withdrawn it. Until then:

- \`POST cabinet/my-application\` answers 403 \`CONSENT_REQUIRED\` (after the role and the bar) before anything is written, \`data: {reason: never_signed/withdrawn/outdated, offer_version}\`;
- a bid and setting an auto-bid (socket, \`POST game-view/bid\`, \`POST game-view/auto-bid\`, the fast path) answer the same 403; deleting an auto-bid stays allowed;
- the fixed-price purchase and sending an order call \`deps.services.consent.assertConsented(userId)\` (or \`assertConsented(db, userId, config.consentCutoff)\` from \`server/src/modules/consent/consent-state.ts\`, e.g. inside their transaction).

Every call needs a session, whatever the role (guests 401), and answers \`no-store\`. \`GET common/action/access\` tells what the caller may do today.

**Test mode** (\`ESIGN_MODE=test\`, the default outside production; refused in production): the stand-in for the E-IMZO program, outside \`/api\` and not in this document, same session and CSRF rules as the API: \`GET /dev/e-imzo/keys\` (the caller's test keys: \`{items: [{id, serial, owner, subject, pinfl, stir, valid_from, valid_to}]}\`), \`POST /dev/e-imzo/keys {password}\` (201, the new key: a certificate of the test CA naming the caller's PINFL (OID 1.2.860.3.16.1.2) and/or STIR (1.2.860.3.16.1.1); password 6 to 128 characters), \`POST /dev/e-imzo/sign {key_id, password, text}\` (\`{cms}\`; a wrong password: 400 \`ESIGN_WRONG_PASSWORD\`; another user's key: 404).`,
  calls: {
    'GET /api/shop/consent/buyer/offer': {
      summary: "The offer in force in the caller's language, and the caller's standing",
      description: `\`text\` is exactly what is signed (the server compares it byte for byte).`,
      auth: 'user',
      answer: offerAnswerSchema,
    },
    'POST /api/shop/consent/buyer/agree': {
      summary: 'Sign the offer: a CMS SignedData, base64, the text attached, one signer',
      description: `The version the user read; a newer one published meanwhile is \`ESIGN_WRONG_DOCUMENT\`. \`ESIGN_NO_TAX_ID\` 409: the profile has neither PINFL nor STIR.`,
      auth: 'user',
      body: agreeBodySchema,
      answer: consentChangeAnswerSchema,
      errors: [
        'ESIGN_NO_TAX_ID',
        'ESIGN_BAD_SIGNATURE',
        'ESIGN_CERT_EXPIRED',
        'ESIGN_UNKNOWN_CA',
        'ESIGN_WRONG_DOCUMENT',
        'ESIGN_WRONG_OWNER',
      ],
    },
    'POST /api/shop/consent/buyer/disagree': {
      summary: "Withdraw the caller's consent (the history stays)",
      description: `Every standing signature is stamped withdrawn (kept), the user's live auto-bids withdrawn; a second call changes nothing (\`signature: null\`).`,
      auth: 'user',
      body: disagreeBodySchema,
      answer: consentChangeAnswerSchema,
    },
    'GET /api/shop/consent/buyer/signatures': {
      summary: "The caller's signatures, newest first",
      auth: 'user',
      answer: consentSignaturesAnswerSchema,
    },
    'GET /api/shop/consent/buyer/signature': {
      summary: 'One signature with its signed text and its CMS (to view, download)',
      description: `\`cms\` is null for a seeded consent; another user's: 404.`,
      auth: 'user',
      query: signatureQuerySchema,
      answer: signedDocumentSchema,
      errors: ['NOT_FOUND'],
    },
  },
} satisfies ApiGroup;
