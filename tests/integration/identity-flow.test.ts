import { sql } from 'kysely';
import { formatPhone } from '@kimoshdi/shared/domain/identity/login';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { findAccountById } from '../../server/src/modules/identity/accounts.repository';
import {
  createOidcAdapterFactory,
  purgeExpiredIdentityRows,
} from '../../server/src/modules/identity/oidc-adapter.repository';
import {
  CookieJar,
  TEST_CLIENT,
  completeLogin,
  createIdAccount,
  exchangeCode,
  followRedirects,
  followToCallback,
  jwtPayload,
  readCode,
  startAuthorization,
  submitForm,
  uniquePhone,
  uniquePinfl,
  uniqueStir,
  verifyJwt,
} from '../support/identity';
import { startTestServer } from '../support/test-server';

let server: Running;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('Kimoshdi ID discovery', () => {
  it('names the issuer of the request origin and the code flow with PKCE', async () => {
    const response = await fetch(`${server.url}/id/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const meta = (await response.json()) as Record<string, unknown>;
    expect(meta.issuer).toBe(`${server.url}/id`);
    expect(meta.authorization_endpoint).toBe(`${server.url}/id/auth`);
    expect(meta.token_endpoint).toBe(`${server.url}/id/token`);
    expect(meta.userinfo_endpoint).toBe(`${server.url}/id/me`);
    expect(meta.end_session_endpoint).toBe(`${server.url}/id/session/end`);
    expect(meta.jwks_uri).toBe(`${server.url}/id/jwks`);
    expect(meta.response_types_supported).toEqual(['code']);
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'phone']));
    expect(meta.claims_supported).toEqual(expect.arrayContaining(['sub', 'name', 'pinfl', 'stir', 'role']));
  });

  it('refuses an authorization request without PKCE', async () => {
    const url = new URL('/id/auth', server.url);
    url.search = new URLSearchParams({
      client_id: TEST_CLIENT.id,
      response_type: 'code',
      redirect_uri: `${server.url}/api/shop/auth/callback`,
      scope: 'openid',
      state: 'abc',
    }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '', server.url);
    expect(location.pathname).toBe('/api/shop/auth/callback');
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('refuses a redirect URI that is not the shop callback, without redirecting there', async () => {
    const url = new URL('/id/auth', server.url);
    url.search = new URLSearchParams({
      client_id: TEST_CLIENT.id,
      response_type: 'code',
      redirect_uri: 'https://evil.example/callback',
      scope: 'openid',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('(invalid_redirect_uri)');
  });
});

describe('Kimoshdi ID signing keys', () => {
  it('are made once and kept: another process (or a restart) publishes the same keys', async () => {
    const jwks = async (url: string) =>
      (await (await fetch(`${url}/id/jwks`)).json()) as { keys: { kid: string }[] };
    const first = await jwks(server.url);
    const other = await startTestServer({ RUN_WORKER: 'false' });
    try {
      expect(await jwks(other.url)).toEqual(first);
    } finally {
      await other.close();
    }
    const stored = await server.deps.db.selectFrom('oidc_keys').select('kid').execute();
    expect(stored.map((row) => row.kid)).toEqual(first.keys.map((key) => key.kid));
  });
});

describe('Kimoshdi ID storage', () => {
  it('forgets expired provider rows, and codes a day after they expired', async () => {
    const db = server.deps.db;
    const tag = `purge-${Date.now()}`;
    await db
      .insertInto('oidc_payloads')
      .values([
        {
          model: 'Interaction',
          id: `${tag}-old`,
          payload: {},
          expires_at: sql<Date>`now() - interval '1 second'`,
        },
        {
          model: 'Interaction',
          id: `${tag}-live`,
          payload: {},
          expires_at: sql<Date>`now() + interval '1 hour'`,
        },
      ])
      .execute();
    const code = { purpose: 'register', channel: 'sms', code_hash: 'x', flow: tag } as const;
    await db
      .insertInto('id_codes')
      .values([
        { ...code, destination: `${tag}-old`, expires_at: sql<Date>`now() - interval '25 hours'` },
        { ...code, destination: `${tag}-recent`, expires_at: sql<Date>`now() - interval '1 hour'` },
      ])
      .execute();
    const adapter = createOidcAdapterFactory(db)('Interaction');
    expect(await adapter.find(`${tag}-old`)).toBeUndefined();

    await purgeExpiredIdentityRows(db);
    const payloads = await db
      .selectFrom('oidc_payloads')
      .select('id')
      .where('id', 'like', `${tag}%`)
      .execute();
    expect(payloads.map((row) => row.id)).toEqual([`${tag}-live`]);
    const codes = await db.selectFrom('id_codes').select('destination').where('flow', '=', tag).execute();
    expect(codes.map((row) => row.destination)).toEqual([`${tag}-recent`]);
  });
});

describe('registration through Kimoshdi ID', () => {
  it('registers by phone with a code, signs in and gives the shop an ID token with the claims', async () => {
    const phone = uniquePhone();
    const pinfl = uniquePinfl();
    const auth = await startAuthorization(server);

    const login = await auth.jar.fetch(auth.interactionUrl);
    expect(login.status).toBe(200);
    const loginHtml = await login.text();
    expect(loginHtml).toContain('<html lang="uz">');
    expect(loginHtml).toContain(`${auth.interactionUrl.pathname}/register`);

    const form = new URL(`${auth.interactionUrl.pathname}/register`, server.url);
    expect((await auth.jar.fetch(form)).status).toBe(200);
    const registered = await submitForm(auth.jar, form, {
      login: phone.replace('+998', ''),
      full_name: 'Alisher Navoiy',
      tax_id: pinfl,
      role: 'both',
      password: 'kitob2026',
      password_repeat: 'kitob2026',
    });
    expect(registered.status).toBe(303);
    const confirmUrl = new URL(registered.headers.get('location') ?? '', form);
    expect(confirmUrl.pathname).toBe(`${auth.interactionUrl.pathname}/confirm`);
    const confirmPage = await (await auth.jar.fetch(confirmUrl)).text();
    expect(confirmPage).toContain(formatPhone(phone));

    const sms = await server.deps.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('destination', '=', phone)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(sms.channel).toBe('sms');
    const code = await readCode(server, phone);
    expect(sms.body).toContain(code);
    // Only an HMAC of the code is kept, and the password is hashed before it waits for the code.
    const stored = await server.deps.db
      .selectFrom('id_codes')
      .selectAll()
      .where('destination', '=', phone)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
    expect(JSON.stringify(stored.payload)).not.toContain('kitob2026');

    const confirmed = await submitForm(auth.jar, confirmUrl, { code });
    expect(confirmed.status).toBe(303);
    const callback = await followToCallback(auth.jar, confirmed, confirmUrl);
    expect(callback.searchParams.get('state')).toBe(auth.state);
    expect(callback.searchParams.get('iss')).toBe(`${server.url}/id`);

    const tokens = await exchangeCode(server, auth, callback);
    expect(tokens.status).toBe(200);
    const jwks = (await (await fetch(`${server.url}/id/jwks`)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
    expect(jwks.keys.every((key) => !('d' in key))).toBe(true);
    const payload = await verifyJwt(server, tokens.body.id_token);
    expect(payload).toMatchObject({
      iss: `${server.url}/id`,
      aud: TEST_CLIENT.id,
      nonce: auth.nonce,
      name: 'Alisher Navoiy',
      phone_number: phone,
      phone_number_verified: true,
      pinfl,
      role: 'both',
    });
    expect(payload).not.toHaveProperty('stir');
    expect(payload).not.toHaveProperty('email');

    const account = await findAccountById(server.deps.db, String(payload.sub));
    expect(account).toMatchObject({ phone, pinfl, role: 'both', phoneVerified: true, emailVerified: false });

    // userinfo answers the same claims for the access token.
    const me = () =>
      fetch(`${server.url}/id/me`, { headers: { authorization: `Bearer ${tokens.body.access_token}` } });
    const info = await me();
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({
      sub: payload.sub,
      name: 'Alisher Navoiy',
      phone_number: phone,
      pinfl,
    });

    // The code is single-use: a second exchange fails and revokes what the first one gave.
    expect((await exchangeCode(server, auth, callback)).status).toBe(400);
    expect((await me()).status).toBe(401);
  });

  it('registers by e-mail with a STIR; the e-mail is stored in lower case', async () => {
    const email = `Buyer.${Date.now()}@Mail.UZ`;
    const stir = uniqueStir();
    const auth = await startAuthorization(server);
    const form = new URL(`${auth.interactionUrl.pathname}/register`, server.url);
    const registered = await submitForm(auth.jar, form, {
      login: email,
      full_name: 'Aziza Karimova',
      tax_id: stir,
      role: 'customer',
      password: 'Parol-2026',
      password_repeat: 'Parol-2026',
    });
    expect(registered.status).toBe(303);
    const message = await server.deps.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('destination', '=', email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(message.channel).toBe('email');
    expect(message.subject).toContain('Kimoshdi ID');

    const confirmUrl = new URL(`${auth.interactionUrl.pathname}/confirm`, server.url);
    const confirmed = await submitForm(auth.jar, confirmUrl, { code: await readCode(server, email) });
    const callback = await followToCallback(auth.jar, confirmed, confirmUrl);
    const tokens = await exchangeCode(server, auth, callback);
    expect(jwtPayload(tokens.body.id_token)).toMatchObject({
      email: email.toLowerCase(),
      email_verified: true,
      stir,
      role: 'customer',
    });
  });

  it('shows ALREADY_REGISTERED for a phone that has an account, and sends no code', async () => {
    const existing = await createIdAccount(server.deps.db);
    const auth = await startAuthorization(server);
    const form = new URL(`${auth.interactionUrl.pathname}/register`, server.url);
    const answer = await submitForm(auth.jar, form, {
      login: existing.login,
      full_name: 'Boshqa Odam',
      tax_id: uniquePinfl(),
      role: 'buyer',
      password: 'boshqa123',
      password_repeat: 'boshqa123',
    });
    expect(answer.status).toBe(409);
    const html = await answer.text();
    expect(html).toContain('Bu telefon raqami yoki e-mail bilan allaqachon ro&#39;yxatdan o&#39;tilgan.');
    expect(html).toContain(`value="${existing.login}"`);
    expect(html).not.toContain('boshqa123');
    const sent = await server.deps.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('destination', '=', existing.login)
      .execute();
    expect(sent).toHaveLength(0);
  });

  it('shows a taken PINFL on its field', async () => {
    const existing = await createIdAccount(server.deps.db);
    const auth = await startAuthorization(server);
    const form = new URL(`${auth.interactionUrl.pathname}/register`, server.url);
    const answer = await submitForm(auth.jar, form, {
      login: uniquePhone(),
      full_name: 'Boshqa Odam',
      tax_id: existing.account.pinfl ?? '',
      role: 'buyer',
      password: 'boshqa123',
      password_repeat: 'boshqa123',
    });
    expect(answer.status).toBe(409);
    expect(await answer.text()).toContain(
      'Bu JShShIR yoki STIR bilan allaqachon ro&#39;yxatdan o&#39;tilgan.',
    );
  });

  it('shows every mistake of the form in the chosen language', async () => {
    const jar = new CookieJar();
    jar.set('lang', 'ru');
    const auth = await startAuthorization(server, { jar });
    const form = new URL(`${auth.interactionUrl.pathname}/register`, server.url);
    const answer = await submitForm(auth.jar, form, {
      login: '12345',
      full_name: 'Ли',
      tax_id: '123',
      role: 'buyer',
      password: 'abcdefgh',
      password_repeat: 'abcdefgh',
    });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('Введите номер телефона (+998 90 123 45 67) или адрес e-mail.');
    expect(html).toContain('ПИНФЛ должен состоять из 14 цифр, ИНН из 9 цифр.');
    expect(html).toContain('Пароль должен');
  });

  it('switches the page language with a link and keeps it in the lang cookie', async () => {
    const auth = await startAuthorization(server);
    const answer = await auth.jar.fetch(`${auth.interactionUrl.href}?lang=en`);
    const html = await answer.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Phone number or e-mail');
    expect(answer.headers.getSetCookie().some((c) => c.startsWith('lang=en;'))).toBe(true);
    const cyrillic = await (await auth.jar.fetch(`${auth.interactionUrl.href}?lang=uz-Cyrl`)).text();
    expect(cyrillic).toContain('<html lang="uz-Cyrl">');
    expect(cyrillic).toContain('Телефон рақами ёки e-mail');
  });
});

describe('login through Kimoshdi ID', () => {
  it('signs in with the right password by phone in any usual form', async () => {
    const { account, password } = await createIdAccount(server.deps.db, { role: 'customer' });
    const auth = await startAuthorization(server);
    const typed = `${account.phone?.slice(4, 6)} ${account.phone?.slice(6)}`;
    const callback = await completeLogin(auth.jar, auth.interactionUrl, typed, password);
    const tokens = await exchangeCode(server, auth, callback);
    expect(tokens.status).toBe(200);
    expect(jwtPayload(tokens.body.id_token)).toMatchObject({ sub: account.id, role: 'customer' });
  });

  it('answers INVALID_CREDENTIALS alike for a wrong password and an unknown login', async () => {
    const { login } = await createIdAccount(server.deps.db);
    const auth = await startAuthorization(server);
    const url = new URL(`${auth.interactionUrl.pathname}/login`, server.url);
    const wrong = await submitForm(auth.jar, url, { login, password: 'notmypassword1' });
    const unknown = await submitForm(auth.jar, url, { login: uniquePhone(), password: 'notmypassword1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const message = 'Login yoki parol noto&#39;g&#39;ri.';
    const [wrongHtml, unknownHtml] = [await wrong.text(), await unknown.text()];
    expect(wrongHtml).toContain(message);
    expect(unknownHtml).toContain(message);
    expect(wrongHtml).not.toContain('notmypassword1');
  });

  it('does not ask again while the provider session lasts, and ends it at logout', async () => {
    const { login, password } = await createIdAccount(server.deps.db);
    const first = await startAuthorization(server);
    const callback = await completeLogin(first.jar, first.interactionUrl, login, password);
    const tokens = await exchangeCode(server, first, callback);

    // A second sign-in from the same browser goes straight back to the shop.
    const again = new URL('/id/auth', server.url);
    again.search = new URLSearchParams({
      client_id: TEST_CLIENT.id,
      response_type: 'code',
      redirect_uri: first.redirectUri,
      scope: 'openid',
      state: 'second',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    const silent = await followRedirects(first.jar, again, {
      stopAt: (url) => url.pathname === '/api/shop/auth/callback',
    });
    expect(silent.url.searchParams.get('code')).toBeTruthy();

    // Logout: the provider's confirmation page, its form, then back to the shop's /home.
    const end = new URL('/id/session/end', server.url);
    end.search = new URLSearchParams({
      id_token_hint: tokens.body.id_token,
      post_logout_redirect_uri: `${server.url}/home`,
    }).toString();
    const confirm = await first.jar.fetch(end);
    expect(confirm.status).toBe(200);
    const page = await confirm.text();
    expect(page).toContain('data-auto-click');
    expect(page).not.toMatch(/<script>/);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const done = await submitForm(first.jar, new URL('/id/session/end/confirm', server.url), {
      xsrf,
      logout: 'yes',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${server.url}/home`);

    // Signed out: the next authorization asks for the password again.
    const afterLogout = await followRedirects(first.jar, again, {
      stopAt: (url) => url.pathname === '/api/shop/auth/callback',
    });
    expect(afterLogout.url.pathname).toMatch(/^\/id\/interaction\//);
  });

  it('never shows a consent page to the shop, even when asked with prompt=consent', async () => {
    const { login, password } = await createIdAccount(server.deps.db);
    const first = await startAuthorization(server);
    await completeLogin(first.jar, first.interactionUrl, login, password);
    const url = new URL('/id/auth', server.url);
    url.search = new URLSearchParams({
      client_id: TEST_CLIENT.id,
      response_type: 'code',
      redirect_uri: first.redirectUri,
      scope: 'openid profile',
      prompt: 'consent',
      state: 'consent',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    const hops: string[] = [];
    const end = await followRedirects(first.jar, url, {
      stopAt: (next) => {
        hops.push(next.pathname);
        return next.pathname === '/api/shop/auth/callback';
      },
    });
    expect(hops.some((path) => path.startsWith('/id/interaction/'))).toBe(true);
    expect(end.url.searchParams.get('code')).toBeTruthy();
    expect(end.url.searchParams.get('state')).toBe('consent');
  });

  it('returns access_denied to the shop when the person cancels', async () => {
    const auth = await startAuthorization(server);
    const cancel = new URL(`${auth.interactionUrl.pathname}/abort`, server.url);
    const end = await followRedirects(auth.jar, cancel, {
      stopAt: (url) => url.pathname === '/api/shop/auth/callback',
    });
    expect(end.url.searchParams.get('error')).toBe('access_denied');
    expect(end.url.searchParams.get('state')).toBe(auth.state);
  });

  it('shows an out-of-date page for an interaction of another browser', async () => {
    const auth = await startAuthorization(server);
    const stranger = new CookieJar();
    const answer = await stranger.fetch(auth.interactionUrl);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('Kirish sahifasining muddati tugagan');
    const post = await submitForm(stranger, new URL(`${auth.interactionUrl.pathname}/login`, server.url), {
      login: '901234567',
      password: 'whatever1',
    });
    expect(post.status).toBe(400);
  });
});
