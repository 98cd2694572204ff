import type {
  ActionAccessAnswer,
  ConsentChangeAnswer,
  ConsentSignaturesAnswer,
  OfferAnswer,
  SignedDocument,
} from '@kimoshdi/shared/api/shop/consent';
import { api } from '../../../lib/api-client';

/** GET consent/buyer/offer: the offer in force in the interface language, and the caller's standing. */
export function getOffer(): Promise<OfferAnswer> {
  return api.get('consent/buyer/offer');
}

/** POST consent/buyer/agree: the signed offer (base64 CMS). */
export function agree(offerVersion: string, cms: string): Promise<ConsentChangeAnswer> {
  return api.post('consent/buyer/agree', { offer_version: offerVersion, cms });
}

/** POST consent/buyer/disagree: withdraws the consent. */
export function disagree(): Promise<ConsentChangeAnswer> {
  return api.post('consent/buyer/disagree');
}

export function getSignatures(): Promise<ConsentSignaturesAnswer> {
  return api.get('consent/buyer/signatures');
}

export function getSignedDocument(id: string): Promise<SignedDocument> {
  return api.get('consent/buyer/signature', { query: { id } });
}

/** GET common/action/access: what the caller may do today, and why not. */
export function getActionAccess(): Promise<ActionAccessAnswer> {
  return api.get('common/action/access');
}
