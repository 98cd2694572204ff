import type { Request, RequestHandler } from 'express';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../config';
import type { Logger } from '../../lib/logger';
import { publicOrigin } from '../../lib/origin';
import type { ProviderStore } from '../../modules/identity';
import { trustedHtml } from '../../lib/html';
import { logoutPage, messagePage } from './pages/message';
import { pageContext } from './pages/page-context';

/** Kimoshdi ID's session cookie (its value is the Session row's id); the shop's sign-out reads it. */
export const ID_SESSION_COOKIE = 'id_session';

/** Where the provider is mounted in the app; the issuer is `<origin>/id`. */
export const ID_MOUNT_PATH = '/id';
/** The shop's OAuth2 redirect URI and where it lands after signing out, below the origin. */
export const SHOP_CALLBACK_PATH = '/api/shop/auth/callback';
export const SHOP_AFTER_LOGOUT_PATH = '/home';
/** Everything the shop (a first-party client) may ask for; it is granted without a consent page. */
export const ID_SCOPES = ['openid', 'profile', 'email', 'phone'] as const;
/** Claims per scope; `pinfl`, `stir` and `role` are ours, the rest are OpenID Connect's. */
export const ID_CLAIMS = {
  openid: ['sub'],
  profile: ['name', 'pinfl', 'stir', 'role'],
  email: ['email', 'email_verified'],
  phone: ['phone_number', 'phone_number_verified'],
};

/** Seconds each artefact lives. The shop keeps its own session; ours only spares a second login. */
const TTL = {
  AuthorizationCode: 60,
  AccessToken: 10 * 60,
  IdToken: 60 * 60,
  Interaction: 60 * 60,
  Session: 24 * 60 * 60,
  Grant: 24 * 60 * 60,
};

/** How many origins may each have a provider (PUBLIC_URL unset: localhost, 127.0.0.1, a LAN name). */
const MAX_ORIGINS = 16;
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export interface IdentityProviderDeps {
  config: Config;
  logger: Logger;
  /** Its storage, accounts and signing keys in PostgreSQL (modules/identity/provider-store.ts). */
  store: ProviderStore;
}

export interface IdentityProvider {
  /** Express handler for every /id path the interaction pages do not answer (mount at /id). */
  handler: RequestHandler;
  /** The provider of this request's origin, built on first use. */
  forRequest(req: Request): Promise<Provider>;
  /** `<origin>/id`: what discovery and the ID tokens name as issuer. */
  issuerFor(req: Request): string;
}

function pageFor(ctx: KoaContextWithOIDC, origin: string) {
  const req = ctx.req as unknown as Request;
  return pageContext(req.lang ?? 'uz', `${origin}${SHOP_AFTER_LOGOUT_PATH}`);
}

/**
 * Kimoshdi ID as an OpenID Connect provider (oidc-provider): authorization code flow with PKCE
 * (S256) for its one client, the shop; storage in PostgreSQL; signing keys made once and kept.
 * The issuer is PUBLIC_URL + /id, or, when PUBLIC_URL is unset, the origin of the request, so the
 * demo and tests on random ports work: one provider per origin, built on its first request.
 */
export function createIdentityProvider({ config, logger, store }: IdentityProviderDeps): IdentityProvider {
  const { adapter } = store;
  const cookieKeys = config.ID_COOKIE_KEYS.split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  let signingKeys: ReturnType<ProviderStore['signingKeys']> | undefined;
  const providers = new Map<string, Promise<{ provider: Provider; callback: RequestHandler }>>();

  function originOf(req: Request): string {
    if (!config.PUBLIC_URL && !HOST.test(req.get('host') ?? '')) {
      throw Object.assign(new Error('bad Host header'), { status: 400 });
    }
    return publicOrigin(req, config);
  }

  function configuration(
    origin: string,
    jwks: Awaited<ReturnType<ProviderStore['signingKeys']>>,
  ): Configuration {
    const issuerPath = new URL(`${origin}${ID_MOUNT_PATH}`).pathname;
    return {
      adapter,
      jwks,
      clients: [
        {
          client_id: config.ID_CLIENT_ID,
          client_secret: config.ID_CLIENT_SECRET,
          redirect_uris: [`${origin}${SHOP_CALLBACK_PATH}`],
          post_logout_redirect_uris: [`${origin}${SHOP_AFTER_LOGOUT_PATH}`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          // openid-client's default for a client with a secret.
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      responseTypes: ['code'],
      pkce: { methods: ['S256'], required: () => true },
      scopes: [...ID_SCOPES],
      claims: ID_CLAIMS,
      // The shop reads everything from the ID token; userinfo answers the same claims.
      conformIdTokenClaims: false,
      allowOmittingSingleRegisteredRedirectUri: false,
      findAccount: (_ctx, sub) => store.findAccount(sub),
      // The shop is first-party: it gets every scope without a consent page.
      async loadExistingGrant(ctx) {
        const { client, session } = ctx.oidc;
        if (!client || !session?.accountId) return undefined;
        const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
        const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
        if (existing || client.clientId !== config.ID_CLIENT_ID) return existing;
        const grant = new ctx.oidc.provider.Grant({
          clientId: client.clientId,
          accountId: session.accountId,
        });
        grant.addOIDCScope(ID_SCOPES.join(' '));
        await grant.save();
        return grant;
      },
      // The shop's "register" asks with screen_hint=register; the interaction's landing page
      // forwards it to the registration form. The flow itself always starts at the interaction's
      // root: oidc-provider scopes the interaction cookie to that address, and one started at
      // .../register never reached .../confirm ("page expired" after the form).
      extraParams: ['screen_hint'],
      interactions: {
        url: (_ctx, interaction) => `${issuerPath}/interaction/${interaction.uid}`,
      },
      cookies: {
        keys: cookieKeys,
        names: { session: ID_SESSION_COOKIE, interaction: 'id_interaction', resume: 'id_interaction_resume' },
        // Lax everywhere: every step is a top-level navigation on this one site, and a cross-site
        // POST cannot reach an interaction (the login CSRF defence of the interaction pages).
        long: { signed: true, httpOnly: true, sameSite: 'lax' },
        short: { signed: true, httpOnly: true, sameSite: 'lax' },
      },
      features: {
        devInteractions: { enabled: false },
        rpInitiatedLogout: {
          enabled: true,
          logoutSource(ctx, form) {
            ctx.type = 'html';
            ctx.body = logoutPage(pageFor(ctx, origin), {
              form: trustedHtml(form),
              autoSubmit: ctx.oidc.client?.clientId === config.ID_CLIENT_ID,
            });
          },
          postLogoutSuccessSource(ctx) {
            const page = pageFor(ctx, origin);
            ctx.type = 'html';
            ctx.body = messagePage(page, { title: page.t('title.logged_out'), text: page.t('logout.done') });
          },
        },
      },
      renderError(ctx, out) {
        const page = pageFor(ctx, origin);
        ctx.type = 'html';
        ctx.body = messagePage(page, {
          title: page.t('title.error'),
          text: `${page.t('error.provider')} (${out.error})`,
          kind: 'error',
        });
      },
      ttl: TTL,
    };
  }

  async function build(origin: string) {
    signingKeys ??= store.signingKeys().catch((error: unknown) => {
      signingKeys = undefined;
      throw error;
    });
    const provider = new Provider(`${origin}${ID_MOUNT_PATH}`, configuration(origin, await signingKeys));
    if (config.TRUST_PROXY > 0) {
      provider.proxy = true;
      provider.app.maxIpsCount = config.TRUST_PROXY;
    }
    provider.on('server_error', (_ctx, error) => logger.error({ err: error }, 'identity provider failure'));
    return { provider, callback: provider.callback() as unknown as RequestHandler };
  }

  function get(req: Request) {
    const origin = originOf(req);
    let found = providers.get(origin);
    if (!found) {
      if (providers.size >= MAX_ORIGINS) {
        // The oldest goes; a provider holds no state of its own, so rebuilding it loses nothing.
        const oldest = providers.keys().next().value;
        if (oldest !== undefined) providers.delete(oldest);
      }
      found = build(origin);
      found.catch(() => providers.delete(origin));
      providers.set(origin, found);
    }
    return found;
  }

  return {
    async handler(req, res, next) {
      try {
        const { callback } = await get(req);
        await callback(req, res, next);
      } catch (error) {
        next(error);
      }
    },
    async forRequest(req) {
      return (await get(req)).provider;
    },
    issuerFor(req) {
      return `${originOf(req)}${ID_MOUNT_PATH}`;
    },
  };
}
