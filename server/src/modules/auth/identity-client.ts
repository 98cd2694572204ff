import type { Language } from '@kimoshdi/shared';
import type { IdentityClaims } from '../user';

/** What the shop keeps between sending a person to sign in and their coming back. */
export interface SignInFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** A path of ours to return to, e.g. /lot-view/15. */
  returnTo: string;
  /** The language picked on the site: the provider's pages should speak it. */
  lang?: Language;
  /** The person asked to register: the provider opens its registration page, not the sign-in. */
  register?: boolean;
}

/**
 * The shop's side of an OAuth2 authorization-code sign-in, one implementation per provider
 * (Kimoshdi ID, OneID). `origin` is the platform's own address (PUBLIC_URL or the request's).
 */
export interface IdentityClient {
  readonly name: 'kimoshdi-id' | 'oneid';
  authorizationUrl(origin: string, flow: SignInFlow): Promise<URL>;
  /** Exchanges the code of the callback for the person's claims; throws if anything is off. */
  exchange(origin: string, callbackUrl: URL, flow: SignInFlow): Promise<IdentityClaims>;
  /** Where to send the browser to end the provider's session too, if it has one. */
  endSessionUrl(origin: string, idToken: string | undefined): Promise<string | undefined>;
}

export const CALLBACK_PATH = '/api/shop/auth/callback';
export const AFTER_SIGN_OUT_PATH = '/home';
