/**
 * The e-signature program as the app sees it (docs/decisions.md "The public-offer consent"): it
 * lists the user's keys and signs a text into a CMS SignedData with the text attached (base64).
 * Two programs stand behind it, chosen by the server's ESIGN_MODE (consent/buyer/offer says which):
 * E-IMZO on the user's machine (eimzo-signer.ts) and the development stand-in (test-signer.ts).
 */
import type { SignerKey } from '@kimoshdi/shared/api/shop/consent';

export type { SignerKey };

export interface Signer {
  mode: 'test' | 'eimzo';
  /**
   * Whether the app asks the key's password. E-IMZO asks it in its own window, so the app never
   * sees it; the test stand-in takes it with the call.
   */
  asksPassword: boolean;
  /** The user's keys the program sees. */
  listKeys(): Promise<SignerKey[]>;
  /** Base64 CMS of `text`, signed with the key. A wrong password: ApiError ESIGN_WRONG_PASSWORD. */
  sign(keyId: string, password: string, text: string): Promise<string>;
  /** Test mode only: a key of the test CA for the signed-in user, protected by `password`. */
  createTestKey?(password: string): Promise<SignerKey>;
}
