import { CALLBACK_PATH, type IdentityClient } from './identity-client';
import type { IdentityClaims } from '../user';

/**
 * OneID (the state's single sign-on, sso.egov.uz) speaks its own variant of the authorization-code
 * flow: one endpoint, Authorization.do, takes `response_type=one_code` in the browser and then,
 * server to server, `grant_type=one_authorization_code` (code for an access token) and
 * `grant_type=one_access_token_identify` (token for the person's data). No PKCE and no ID token:
 * the state parameter and the server-to-server secret protect the exchange.
 */
export interface OneIdSettings {
  url: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}

/** The part of OneID's identify answer we use (it sends more: passport data, legal entities...). */
export interface OneIdIdentity {
  valid?: string | boolean;
  pin?: string;
  tin?: string;
  user_id?: string;
  full_name?: string;
  first_name?: string;
  sur_name?: string;
  mid_name?: string;
  email?: string;
  mob_phon_no?: string;
  user_type?: string;
}

const ENDPOINT = '/sso/oauth/Authorization.do';

function digits(value: string | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** Maps OneID's identify answer to our claims; pure, so its rules are tested on their own. */
export function claimsFromOneId(identity: OneIdIdentity): IdentityClaims {
  if (identity.valid !== undefined && String(identity.valid) !== 'true') {
    throw new Error('OneID says the identity is not valid');
  }
  const pinfl = digits(identity.pin).length === 14 ? digits(identity.pin) : undefined;
  const stir = digits(identity.tin).length === 9 ? digits(identity.tin) : undefined;
  // The PINFL names a person for life; OneID's user id is the fallback for accounts without one.
  const subject = pinfl ?? identity.user_id;
  if (!subject) throw new Error('OneID sent no personal id');
  const phone = digits(identity.mob_phon_no);
  const fullName =
    identity.full_name?.trim() ||
    [identity.sur_name, identity.first_name, identity.mid_name].filter(Boolean).join(' ').trim() ||
    subject;
  return {
    subject,
    fullName,
    pinfl,
    stir,
    // OneID writes Uzbek numbers with or without the country code.
    phone:
      phone.length === 9
        ? `+998${phone}`
        : phone.length === 12 && phone.startsWith('998')
          ? `+${phone}`
          : undefined,
    email: identity.email?.trim().toLowerCase() || undefined,
  };
}

export function createOneIdClient(settings: OneIdSettings, fetchImpl: typeof fetch = fetch): IdentityClient {
  const endpoint = new URL(ENDPOINT, settings.url).toString();

  async function post(form: Record<string, string>): Promise<Record<string, unknown>> {
    const answer = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
    });
    if (!answer.ok) throw new Error(`OneID answered ${answer.status}`);
    return (await answer.json()) as Record<string, unknown>;
  }

  return {
    name: 'oneid',

    async authorizationUrl(origin, flow) {
      const url = new URL(endpoint);
      url.search = new URLSearchParams({
        response_type: 'one_code',
        client_id: settings.clientId,
        redirect_uri: `${origin}${CALLBACK_PATH}`,
        scope: settings.scope,
        state: flow.state,
      }).toString();
      return url;
    },

    async exchange(origin, callbackUrl, flow) {
      if (callbackUrl.searchParams.get('state') !== flow.state) throw new Error('state mismatch');
      const code = callbackUrl.searchParams.get('code');
      if (!code) throw new Error('no code in the callback');
      const token = await post({
        grant_type: 'one_authorization_code',
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        redirect_uri: `${origin}${CALLBACK_PATH}`,
      });
      if (typeof token.access_token !== 'string') throw new Error('OneID gave no access token');
      const identity = await post({
        grant_type: 'one_access_token_identify',
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        access_token: token.access_token,
        scope: settings.scope,
      });
      return claimsFromOneId(identity as OneIdIdentity);
    },

    // OneID's sign-out is a server call with the access token; the shop does not keep it, so
    // signing out of the shop leaves the person's OneID session to OneID.
    async endSessionUrl() {
      return undefined;
    },
  };
}
