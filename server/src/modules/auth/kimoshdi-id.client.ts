import { isRole } from '@kimoshdi/shared/domain/user/roles';
import * as oidc from 'openid-client';
import { AFTER_SIGN_OUT_PATH, CALLBACK_PATH, type IdentityClient } from './identity-client';
import type { IdentityClaims } from '../user';

const ID_PATH = '/id';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The built-in provider, Kimoshdi ID, spoken to as any OpenID Connect provider: discovery, PKCE,
 * state and nonce, ID token checks, all by openid-client.
 */
export function createKimoshdiIdClient(clientId: string, clientSecret: string): IdentityClient {
  // One discovery per origin (the demo is reached as localhost, tests on random ports).
  const configurations = new Map<string, Promise<oidc.Configuration>>();

  function configuration(origin: string): Promise<oidc.Configuration> {
    let found = configurations.get(origin);
    if (!found) {
      found = oidc.discovery(
        new URL(`${origin}${ID_PATH}`),
        clientId,
        clientSecret,
        undefined,
        // The demo runs on plain http://localhost; production sets an https PUBLIC_URL.
        origin.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      found.catch(() => configurations.delete(origin));
      configurations.set(origin, found);
    }
    return found;
  }

  return {
    name: 'kimoshdi-id',

    async authorizationUrl(origin, flow) {
      return oidc.buildAuthorizationUrl(await configuration(origin), {
        redirect_uri: `${origin}${CALLBACK_PATH}`,
        scope: 'openid profile email phone',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
        // Our provider's pages take the site's language from it (http/language-param.ts).
        ...(flow.lang ? { ui_locales: flow.lang } : {}),
        // Our provider's extra parameter (http/id/provider.ts): start at registration.
        ...(flow.register ? { screen_hint: 'register' } : {}),
      });
    },

    async exchange(origin, callbackUrl, flow): Promise<IdentityClaims> {
      const tokens = await oidc.authorizationCodeGrant(await configuration(origin), callbackUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      return {
        subject: claims.sub,
        // The subject is an opaque id, never a name: a missing name stays missing for the person to fill.
        fullName: text(claims.name) ?? '',
        phone: text(claims.phone_number),
        email: text(claims.email),
        pinfl: text(claims.pinfl),
        stir: text(claims.stir),
        role: isRole(claims.role) && claims.role !== 'operator' ? claims.role : undefined,
        idToken: tokens.id_token,
      };
    },

    async endSessionUrl(origin, idToken) {
      const config = await configuration(origin);
      if (!config.serverMetadata().end_session_endpoint) return undefined;
      return oidc
        .buildEndSessionUrl(config, {
          post_logout_redirect_uri: `${origin}${AFTER_SIGN_OUT_PATH}`,
          ...(idToken ? { id_token_hint: idToken } : { client_id: clientId }),
        })
        .toString();
    },
  };
}
