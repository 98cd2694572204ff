/** Contracts of `api/shop/auth/*`: sign-in and sign-out, and single sign-on into the cabinet. */
import { z } from 'zod';
import { PICKER_LANGUAGES } from '../../i18n/languages';
import { text } from '../text';
import type { ApiGroup } from '../call';
import { AUTH_TOKEN_TARGETS } from '../../domain/session/auth-token-targets';

export { AUTH_TOKEN_TARGETS, type AuthTokenTarget } from '../../domain/session/auth-token-targets';

/** GET auth/auth-token?target=...&lang=... */
export const authTokenQuerySchema = z.object({
  target: z.enum(AUTH_TOKEN_TARGETS),
  lang: z.enum(PICKER_LANGUAGES).default('uz'),
});
/** The token and the cabinet address it opens (the token and the language appended). */
export const authTokenAnswerSchema = z.object({ token: z.string(), url: z.string() });
export type AuthTokenAnswer = z.infer<typeof authTokenAnswerSchema>;

/** GET auth/cabinet?token=...&lang=...: the cabinet's side of the single sign-on. */
export const cabinetEntryQuerySchema = z.object({
  token: text().min(20).max(100),
  lang: z.enum(PICKER_LANGUAGES).default('uz'),
});

/** POST auth/logout: where the browser goes next (the provider's sign-out, then /home). */
export const logoutAnswerSchema = z.object({ redirect_url: z.string() });
export type LogoutAnswer = z.infer<typeof logoutAnswerSchema>;

/** POST user/change-password (docs/product.md section 5). */
export const changePasswordSchema = z
  .object({ new_password: text().min(1).max(200), repeat_password: text().min(1).max(200) })
  .refine((value) => value.new_password === value.repeat_password, {
    path: ['repeat_password'],
    message: 'PASSWORDS_DO_NOT_MATCH',
  });
export const changePasswordAnswerSchema = z.object({ changed: z.literal(true) });
export type ChangePasswordAnswer = z.infer<typeof changePasswordAnswerSchema>;

/**
 * GET auth/login and auth/callback read their query as it comes (auth/login.ts: `return_to` is
 * normalised by safeReturnPath, anything else leads home; openid-client checks `code` and `state`
 * against the stored flow), so these two schemas only describe it for the API document.
 */
export const loginQuerySchema = z.object({
  return_to: z.string().optional().meta({ description: 'A path of ours to come back to (else /home).' }),
  lang: z
    .enum(PICKER_LANGUAGES)
    .optional()
    .meta({ description: "The site's language, passed on as ui_locales." }),
  register: z.literal('1').optional().meta({ description: 'Open the registration page instead of sign-in.' }),
});
export const callbackQuerySchema = z.object({ code: z.string(), state: z.string() });

export const authApi = {
  tag: 'auth',
  description: `Sign-in through Kimoshdi ID, sign-out, and single sign-on into the cabinet. State-changing calls under \`/api/shop\` need the \`x-csrf-token\` header equal to the \`csrf\` cookie (403 \`CSRF_INVALID\` otherwise). Signed-in calls carry the \`sid\` cookie; without a valid one they answer 401 \`UNAUTHORIZED\`, and for the wrong role 403 \`FORBIDDEN\`.

### Kimoshdi ID (\`/id\`)

The built-in identity provider: OpenID Connect (oidc-provider) served by the same process, outside \`/api\` (not in this document: the provider describes itself at \`/id/.well-known/openid-configuration\`). The issuer is \`PUBLIC_URL\` + \`/id\`, or, when \`PUBLIC_URL\` is unset, the origin of the request + \`/id\` (the demo on localhost, tests on random ports). One client, the shop: \`ID_CLIENT_ID\` (\`kimoshdi-shop\`) with \`ID_CLIENT_SECRET\` sent as \`client_secret_post\`, redirect URI \`<origin>/api/shop/auth/callback\`, post-logout redirect \`<origin>/home\`. Authorization code only, PKCE S256 required, no consent page (the shop is first-party).

| endpoint | what it is |
| --- | --- |
| \`GET id/.well-known/openid-configuration\` | discovery |
| \`GET id/auth\` | authorization endpoint: \`response_type=code\`, \`code_challenge\` (S256), \`state\`, \`nonce\` |
| \`POST id/token\` | token endpoint: the code, \`code_verifier\`, \`redirect_uri\`, \`client_id\`, \`client_secret\` |
| \`GET id/me\` | userinfo (Bearer access token): the same claims as the ID token |
| \`GET id/jwks\` | the public signing keys (RS256; made once at first start, kept in \`oidc_keys\`) |
| \`GET id/session/end\` | logout (\`id_token_hint\`, \`post_logout_redirect_uri=<origin>/home\`): ends the provider session |
| \`GET id/interaction/{uid}\` | the sign-in page the authorization endpoint sends the browser to (HTML, see below) |

Scopes \`openid profile email phone\`; claims (in the ID token and at userinfo): \`sub\` (the account's UUID), \`name\`, \`phone_number\` + \`phone_number_verified\`, \`email\` + \`email_verified\` (whichever the account has), \`pinfl\` or \`stir\`, and \`role\` (\`buyer\`, \`customer\` or \`both\`).

The flow: the shop redirects to \`id/auth\`; the provider sends the browser to \`id/interaction/{uid}\`, a login form (phone or e-mail and password). "Register" leads to \`.../register\` (phone or e-mail, full name, PINFL or STIR, role, password twice); a 6-digit code goes by SMS or e-mail, valid 3 minutes, and \`.../confirm\` takes it (\`.../resend\` sends a new one after 60 s). A correct password or code signs the person in at the provider, and the browser returns to the shop's callback with \`code\` and \`state\`. Forms post to the same origin and work without JavaScript; they answer in the \`lang\` cookie's language (links \`?lang=uz|ru|uz-Cyrl|en\` set it). Errors are shown on the form: \`INVALID_CREDENTIALS\` (never which part), \`ALREADY_REGISTERED\`, \`WEAK_PASSWORD\`, \`PASSWORDS_DO_NOT_MATCH\`, \`CODE_INVALID\` (tries left), \`CODE_EXPIRED\`, \`CODE_LOCKED\` (the fifth wrong try), \`RATE_LIMITED\` (with the seconds to wait). Limits (no lockout): after 4 failed logins of one login from one address that address waits 1, 2, 4 ... 300 s (\`RATE_LIMITED\`); after 5 failures of a login from anywhere in 15 minutes a stranger must solve a proof-of-work challenge (\`CHALLENGE_REQUIRED\` 428, \`CHALLENGE_FAILED\` 400), while the owner's browser (device cookie) and past sign-in addresses skip it; 100 failures per address per hour. Codes: 5 per destination, 3 a minute and 60 an hour per address, 30 SMS per phone range an hour and a platform budget an hour (\`CODE_SENDING_PAUSED\` 429); after an address's first code of the hour each further one needs the challenge (the page solves it in the background). 60 code checks per address per 10 minutes. "Cancel" returns \`error=access_denied\` to the shop.

The site's language travels with the person to pages outside the shop: \`auth/login?lang=\` passes it to Kimoshdi ID as \`ui_locales\`, \`gateway/top-up {.., lang}\` puts it in the test page's address, and every page under \`/id\` and \`/pay/test\` takes \`?lang=\` (or \`?ui_locales=\`) over the \`lang\` cookie, falling back to the cookie and then to the browser's \`Accept-Language\`.

### The outbox (\`/dev\`, outside production)

\`GET /dev/outbox\` (a page) and \`GET /dev/outbox.json?to=<phone or e-mail>\` (\`{"messages": [{id, channel, destination, subject, body, created_at, status, attempts, provider, provider_message_id, last_error, sent_at, delivered_at}]}\`, newest first) show the SMS and e-mails the platform sent: with the default transports (\`SMS_TRANSPORT\`, \`MAIL_TRANSPORT\` = \`outbox\`) they go nowhere else and are \`delivered\` there at once; through a configured SMS gateway or mail server the row shows their delivery (\`queued\`, \`sending\`, \`sent\`, \`delivered\`, \`failed\`; docs/decisions.md "Messages that really leave").`,
  calls: {
    'GET /api/shop/auth/login': {
      summary: "Off to the identity provider's sign-in page",
      description: `303 to the identity provider's authorization page (PKCE, state, nonce); \`return_to\` must stay a path of ours once normalised (else \`/home\`). \`register=1\` (the "register" buttons) passes \`screen_hint=register\` to Kimoshdi ID, which then opens its registration page of the same flow instead of the sign-in form.`,
      auth: 'guest',
      query: loginQuerySchema,
      answer: { redirect: "The provider's authorization page." },
    },
    'GET /api/shop/auth/callback': {
      summary: "The provider's return: the session starts",
      description: `A session starts (\`sid\`, \`user\` and a fresh \`csrf\` cookie) and the browser goes to \`return_to\`; a failed, expired or replayed sign-in goes to \`/home?signin=failed\`.`,
      auth: 'guest',
      query: callbackQuerySchema,
      answer: { redirect: '`return_to`, or `/home?signin=failed`.' },
    },
    'POST /api/shop/auth/logout': {
      summary: 'Sign out',
      description: `Ends the session, clears the cookies; answers where to go: the provider's sign-out (which returns to \`/home\`) or \`/home\`.`,
      auth: 'guest',
      answer: logoutAnswerSchema,
    },
    'GET /api/shop/auth/auth-token': {
      summary: 'A single-use token that opens a cabinet page',
      description: `A token valid 2 minutes and the cabinet address with it.`,
      auth: 'user',
      query: authTokenQuerySchema,
      answer: authTokenAnswerSchema,
    },
    'GET /api/shop/auth/cabinet': {
      summary: 'Redeem a cabinet token: signs the browser in and opens the page',
      description: `Accepts a token once; used, expired or unknown: 401 \`TOKEN_INVALID\`.`,
      auth: 'guest',
      query: cabinetEntryQuerySchema,
      answer: { redirect: 'The cabinet page the token names.' },
      errors: ['TOKEN_INVALID'],
    },
  },
} satisfies ApiGroup;
