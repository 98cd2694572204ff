/**
 * The public-offer consent (docs/decisions.md "The public-offer consent"): the offer in force, the
 * signed offer checked and kept (agree), the consent withdrawn (disagree), the user's signatures,
 * and what the user may do today (common/action/access).
 */
import type { Language } from '@kimoshdi/shared';
import type {
  ActionAccessAnswer,
  AgreeBody,
  ConsentChangeAnswer,
  ConsentSignature,
  ConsentSignaturesAnswer,
  OfferAnswer,
  SignedDocument,
} from '@kimoshdi/shared/api/shop/consent';
import { actionAccess } from '@kimoshdi/shared/domain/consent/action-access';
import { isLanguage } from '@kimoshdi/shared';
import type { Role } from '@kimoshdi/shared/domain/user/roles';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { standingBarOf } from '../blacklist';
import {
  insertSignature,
  offerInForce,
  offerTexts,
  offerTitle,
  signaturesOf,
  signatureWithDocument,
  withdrawSignatures,
  type OfferRow,
  type SignatureRow,
} from './consent.repository';
import { assertConsented, consentState, type ConsentState } from './consent-state';
import { acceptSignedText, signerIds } from './esign/signed-text';
import type { TrustedRoots } from './esign/trusted-roots';

export interface ConsentServiceOptions {
  db: Db;
  cutoff: Date;
  esignMode: 'test' | 'eimzo';
  roots: TrustedRoots;
  /**
   * After a withdrawal: the auction withdraws the user's live auto-bids (they would otherwise go on
   * bidding for somebody who may no longer take part). Errors are the caller's to log.
   */
  onWithdrawn?: (userId: string) => Promise<void>;
  now?: () => Date;
}

const language = (value: string): Language => (isLanguage(value) ? value : 'uz');

function toSignature(row: SignatureRow, lang: Language, current: ConsentState, currentId: string | null) {
  const item: ConsentSignature = {
    id: row.id,
    offer_version: row.version,
    offer_title: offerTitle(row, lang),
    source: row.source === 'seed' ? 'seed' : 'esign',
    lang: language(row.lang),
    cert_serial: row.cert_serial,
    cert_subject: row.cert_subject,
    cert_issuer: row.cert_issuer,
    pinfl: row.pinfl,
    stir: row.stir,
    signed_at: row.signed_at.toISOString(),
    withdrawn_at: row.withdrawn_at?.toISOString() ?? null,
    current: current.consented && row.id === currentId,
  };
  return item;
}

/** The newest standing signature of the version in force: the one that makes the user consented. */
function currentSignatureId(rows: readonly SignatureRow[], offer: OfferRow | undefined, cutoff: Date) {
  const row = rows.find(
    (item) => item.offer_version_id === offer?.id && item.withdrawn_at === null && item.signed_at >= cutoff,
  );
  return row?.id ?? null;
}

export function createConsentService(options: ConsentServiceOptions) {
  const { db, cutoff, esignMode, roots, onWithdrawn, now = () => new Date() } = options;

  async function inForce(): Promise<OfferRow> {
    const offer = await offerInForce(db, now());
    if (!offer) throw new AppError('NOT_FOUND', { offer: 'none published' });
    return offer;
  }

  async function history(userId: string, lang: Language) {
    const [rows, state, offer] = await Promise.all([
      signaturesOf(db, userId),
      consentState(db, userId, cutoff, now()),
      offerInForce(db, now()),
    ]);
    const currentId = currentSignatureId(rows, offer, cutoff);
    return { rows, state, items: rows.map((row) => toSignature(row, lang, state, currentId)) };
  }

  return {
    /** The offer in force in the caller's language, and whether the caller has signed it. */
    async offer(userId: string, lang: Language): Promise<OfferAnswer> {
      const offer = await inForce();
      const state = await consentState(db, userId, cutoff, now());
      return {
        version: offer.version,
        effective_at: offer.effective_at.toISOString(),
        lang,
        title: offerTitle(offer, lang),
        text: offerTexts(offer)[lang],
        esign_mode: esignMode,
        consented: state.consented,
        reason: state.reason,
      };
    },

    /**
     * The signed offer: the profile must name the signer (PINFL or STIR), the CMS must verify
     * (cms-verify.ts: signature, validity, chain), its text must be the version in force in one of
     * the languages, and its certificate must name the user. Then it is kept, with what the
     * certificate says; the trigger tells every process.
     */
    async agree(userId: string, body: AgreeBody, lang: Language): Promise<ConsentChangeAnswer> {
      const ids = await signerIds(db, userId);
      const offer = await inForce();
      const wrongDocument = { offer_version: offer.version };
      if (body.offer_version !== offer.version) throw new AppError('ESIGN_WRONG_DOCUMENT', wrongDocument);
      const signed = await acceptSignedText({
        cms: body.cms,
        texts: offerTexts(offer),
        ids,
        roots,
        now: now(),
        wrongDocument,
      });
      const id = await insertSignature(db, {
        userId,
        offerVersionId: offer.id,
        source: 'esign',
        lang: signed.lang,
        cms: signed.cms,
        cert: signed.certificate,
      });
      const { state, items } = await history(userId, lang);
      return {
        consented: state.consented,
        reason: state.reason,
        signature: items.find((i) => i.id === id) ?? null,
      };
    },

    /**
     * Withdraws the user's consent: every standing signature is stamped withdrawn (none is
     * deleted). Withdrawing twice changes nothing the second time.
     */
    async disagree(userId: string, lang: Language): Promise<ConsentChangeAnswer> {
      const withdrawn = await withdrawSignatures(db, userId);
      if (withdrawn > 0) await onWithdrawn?.(userId);
      const { state, items } = await history(userId, lang);
      return {
        consented: state.consented,
        reason: state.reason,
        signature: withdrawn > 0 ? (items.find((item) => item.withdrawn_at !== null) ?? null) : null,
      };
    },

    async signatures(userId: string, lang: Language): Promise<ConsentSignaturesAnswer> {
      const { state, items } = await history(userId, lang);
      return { consented: state.consented, reason: state.reason, items };
    },

    /** One of the user's signatures with the text signed and its CMS (another user's: 404). */
    async document(userId: string, id: string, lang: Language): Promise<SignedDocument> {
      const row = await signatureWithDocument(db, userId, id);
      if (!row) throw new AppError('NOT_FOUND');
      const { items } = await history(userId, lang);
      const item = items.find((candidate) => candidate.id === id);
      if (!item) throw new AppError('NOT_FOUND');
      const texts = {
        uz: row.body_uz,
        ru: row.body_ru,
        'uz-Cyrl': row.body_uz_cyrl,
        en: row.body_en,
      } satisfies Record<Language, string>;
      return { ...item, text: texts[language(row.lang)], cms: row.cms };
    },

    /** What the user may do today and why not (the order the actions check in). */
    async access(user: { id: string; role: Role }): Promise<ActionAccessAnswer> {
      const [state, bar] = await Promise.all([
        consentState(db, user.id, cutoff, now()),
        standingBarOf(db, user.id, now()),
      ]);
      return {
        consented: state.consented,
        reason: state.reason,
        offer_version: state.offerVersion,
        barred: bar ? { until: bar.end_date, lot_number: bar.lot_number } : null,
        actions: actionAccess({ role: user.role, consented: state.consented, barred: bar !== null }),
      };
    },

    /** CONSENT_REQUIRED unless the user has consented (for apply, the fixed-price buy, orders). */
    assertConsented(userId: string): Promise<void> {
      return assertConsented(db, userId, cutoff, now());
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;

/** What a command that acts for a user needs of the consent: applying, buying, sending an order. */
export type ConsentCheck = Pick<ConsentService, 'assertConsented'>;
