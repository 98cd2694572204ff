/**
 * Driving Kimoshdi ID the way a browser does: a cookie jar that honours paths, redirects followed
 * by hand (so a test sees every hop), the PKCE authorization request, the forms, the development
 * outbox and the token exchange.
 *
 * Quickest login for a test: `createIdAccount(server.deps.db)` puts an account in the database
 * (no code, no registration pages), then `completeLogin(jar, interactionUrl, login, password)`
 * signs in on the interaction page the shop redirected to and returns the callback URL.
 */
import { createHash, createPublicKey, randomBytes, randomInt, verify, type JsonWebKey } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { Running } from '../../server/src/boot';
import type { Database } from '../../server/src/db/database';
import type { IdRole } from '@kimoshdi/shared/domain/user/roles';
import { insertAccount, type IdAccount } from '../../server/src/modules/identity/accounts.repository';
import { hashPassword } from '../../server/src/modules/identity/passwords';

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** Cookies of one origin, sent by path prefix as a browser sends them (no domains, no expiry). */
export class CookieJar {
  private cookies = new Map<string, StoredCookie>();

  store(response: Response, url: URL): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const attribute = (key: string) =>
        attributes
          .map((a) => a.trim())
          .find((a) => a.toLowerCase().startsWith(`${key}=`))
          ?.slice(key.length + 1);
      const path = attribute('path') || url.pathname.replace(/\/[^/]*$/, '') || '/';
      const expires = attribute('expires');
      const maxAge = attribute('max-age');
      const key = `${name}\0${path}`;
      if ((expires && Date.parse(expires) < Date.now()) || maxAge === '0' || value === '')
        this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  header(url: URL): string {
    return [...this.cookies.values()]
      .filter(
        (c) =>
          url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
      )
      .sort((a, b) => b.path.length - a.path.length)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  /** Sets a cookie by hand (the `lang` cookie of a test, a session made in the database). */
  set(name: string, value: string, path = '/'): void {
    this.cookies.set(`${name}\0${path}`, { name, value, path });
  }

  /** One request with the jar's cookies; never follows a redirect. */
  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookie = this.header(target);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    this.store(response, target);
    return response;
  }
}

export interface Hop {
  url: URL;
  response: Response;
}

/**
 * Follows redirects from `url` (a GET) until an answer that is not a redirect, or until the next
 * location satisfies `stopAt` (then that location is returned unfetched).
 */
export async function followRedirects(
  jar: CookieJar,
  start: string | URL,
  { stopAt, first }: { stopAt?: (url: URL) => boolean; first?: Response } = {},
): Promise<{ url: URL; response?: Response }> {
  let url = new URL(start);
  let response = first ?? (await jar.fetch(url));
  for (let hops = 0; hops < 20; hops += 1) {
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return { url, response };
    url = new URL(location, url);
    if (stopAt?.(url)) return { url };
    response = await jar.fetch(url);
  }
  throw new Error(`too many redirects, last at ${url.href}`);
}

/** POSTs a form (urlencoded) like a browser, without following the answer's redirect. */
export function submitForm(
  jar: CookieJar,
  url: string | URL,
  fields: Record<string, string>,
): Promise<Response> {
  return jar.fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

export const TEST_CLIENT = { id: 'kimoshdi-shop', secret: 'development-only-client-secret' };

export interface Authorization {
  jar: CookieJar;
  verifier: string;
  state: string;
  nonce: string;
  redirectUri: string;
  /** /id/interaction/<uid> on the server. */
  interactionUrl: URL;
}

/** Starts the shop's side by hand: the PKCE authorization request, followed to the login page. */
export async function startAuthorization(
  server: Running,
  { jar = new CookieJar(), scope = 'openid profile email phone' }: { jar?: CookieJar; scope?: string } = {},
): Promise<Authorization> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(12).toString('base64url');
  const nonce = randomBytes(12).toString('base64url');
  const redirectUri = `${server.url}/api/shop/auth/callback`;
  const url = new URL('/id/auth', server.url);
  url.search = new URLSearchParams({
    client_id: TEST_CLIENT.id,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope,
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  const landed = await followRedirects(jar, url);
  if (!/^\/id\/interaction\/[^/]+$/.test(landed.url.pathname)) {
    throw new Error(`expected the login page, landed on ${landed.url.href} (${landed.response?.status})`);
  }
  return { jar, verifier, state, nonce, redirectUri, interactionUrl: landed.url };
}

/** From an interaction answer (a 303 back to the provider) on to the shop's callback URL. */
export async function followToCallback(jar: CookieJar, from: Response, at: URL): Promise<URL> {
  const end = await followRedirects(jar, at, {
    first: from,
    stopAt: (url) => url.pathname === '/api/shop/auth/callback',
  });
  if (end.url.pathname !== '/api/shop/auth/callback') {
    throw new Error(`expected the shop's callback, stopped at ${end.url.href} (${end.response?.status})`);
  }
  return end.url;
}

/** Signs in on an interaction page; the answer is the callback URL (with code and state). */
export async function completeLogin(
  jar: CookieJar,
  interactionUrl: URL,
  login: string,
  password: string,
): Promise<URL> {
  const target = new URL(`${interactionUrl.pathname}/login`, interactionUrl);
  const answer = await submitForm(jar, target, { login, password });
  if (answer.status !== 303) throw new Error(`login refused: ${answer.status}`);
  return followToCallback(jar, answer, target);
}

export interface TokenAnswer {
  access_token: string;
  id_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

/** The shop's back-channel step: code + PKCE verifier + client secret at the token endpoint. */
export async function exchangeCode(server: Running, auth: Authorization, callback: URL) {
  const code = callback.searchParams.get('code') ?? '';
  const response = await fetch(new URL('/id/token', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: auth.redirectUri,
      code_verifier: auth.verifier,
      client_id: TEST_CLIENT.id,
      client_secret: TEST_CLIENT.secret,
    }).toString(),
  });
  return { status: response.status, body: (await response.json()) as TokenAnswer & { error?: string } };
}

/** The payload of a JWT without checking it (see verifyJwt). */
export function jwtPayload(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Checks an RS256 JWT against the provider's published JWKS and answers its payload. */
export async function verifyJwt(server: Running, token: string): Promise<Record<string, unknown>> {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const { kid, alg } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as {
    kid: string;
    alg: string;
  };
  if (alg !== 'RS256') throw new Error(`unexpected alg ${alg}`);
  const { keys } = (await (await fetch(new URL('/id/jwks', server.url))).json()) as { keys: JsonWebKey[] };
  const jwk = keys.find((key) => (key as { kid?: string }).kid === kid);
  if (!jwk) throw new Error(`no published key ${kid}`);
  const valid = verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    createPublicKey({ key: jwk, format: 'jwk' }),
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('bad signature');
  return jwtPayload(token);
}

/** The newest code sent to a destination, read from the development outbox page. */
export async function readCode(server: Running, destination: string): Promise<string> {
  const response = await fetch(new URL(`/dev/outbox.json?to=${encodeURIComponent(destination)}`, server.url));
  const { messages } = (await response.json()) as { messages: { body: string; notice: boolean }[] };
  // The newest code: a notice (of what an earlier code confirmed) may have come after it.
  const code = /\b(\d{6})\b/.exec(messages.find((message) => !message.notice)?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${destination}`);
  return code;
}

// Each test file loads this module afresh: a random base per file, a sequence within it.
const base = randomInt(0, 9_000_000);
let sequence = 0;
function next(): number {
  sequence += 1;
  return base + sequence;
}

/** A phone number no other test of this run uses (+99899 and 7 digits). */
export function uniquePhone(): string {
  return `+99899${String(next() % 10_000_000).padStart(7, '0')}`;
}

/** A PINFL (14 digits) no other test of this run uses. */
export function uniquePinfl(): string {
  return `3${String(next()).padStart(13, '0')}`;
}

/** A STIR (9 digits) no other test of this run uses. */
export function uniqueStir(): string {
  return `4${String(next() % 100_000_000).padStart(8, '0')}`;
}

export interface TestIdAccount {
  account: IdAccount;
  /** What to type in the login field. */
  login: string;
  password: string;
}

/** An account made directly in the database: the quickest way to a Kimoshdi ID login. */
export async function createIdAccount(
  db: Database,
  {
    phone,
    email,
    fullName = 'Test Foydalanuvchi',
    role = 'buyer',
    password = 'parol1234',
  }: { phone?: string; email?: string; fullName?: string; role?: IdRole; password?: string } = {},
): Promise<TestIdAccount> {
  const login = email
    ? { kind: 'email' as const, email }
    : { kind: 'phone' as const, phone: phone ?? uniquePhone() };
  const account = await insertAccount(db, {
    login,
    fullName,
    taxId: { kind: 'pinfl', pinfl: uniquePinfl() },
    role,
    passwordHash: await hashPassword(password),
  });
  return { account, login: login.kind === 'email' ? login.email : login.phone, password };
}

/** Fills Kimoshdi ID's registration form in a browser with a new person; returns its phone. */
export async function fillRegistrationForm(page: Page): Promise<string> {
  const phone = uniquePhone();
  await page.locator('#f-login').fill(phone);
  await page.locator('#f-full_name').fill('Dilnoza Karimova');
  await page.locator('#f-tax_id').fill(uniquePinfl());
  await page.locator('#f-password').fill('Parol12345');
  await page.locator('#f-password_repeat').fill('Parol12345');
  return phone;
}
