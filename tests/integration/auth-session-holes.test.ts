import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { call } from '../support/http';
import { CookieJar, completeLogin, createIdAccount, followRedirects } from '../support/identity';
import { sessionFor, signIn, type TestUser } from '../support/session';
import { startTestServer } from '../support/test-server';

// Issue 24, sessions: the cabinet token bound to its browser, a password change and the cabinet's
// session list ending other sessions (HTTP and socket), logout ending Kimoshdi ID's session, and
// cookies marked Secure behind a TLS proxy.
let server: Running;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server.close());

const setCookies = (answer: { headers: Headers }) =>
  Object.fromEntries(
    answer.headers.getSetCookie().map((line) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), { value: decodeURIComponent(pair.slice(at + 1)), line }];
    }),
  );

const profileStatus = async (user: TestUser) =>
  (await call(server.url, '/api/shop/user/profile', { headers: user.headers })).status;

/** A socket of a session, connected; `ended` settles when the server disconnects it. */
async function socketOf(user: TestUser) {
  const socket = io(server.url, { transports: ['websocket'], extraHeaders: { cookie: user.cookie } });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const ended = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  return { socket, ended };
}

/** A shop user whose password is Kimoshdi ID's, with two sessions (two browsers). */
async function kimoshdiIdUserWithTwoSessions() {
  const { account } = await createIdAccount(server.deps.db);
  const row = await server.deps.db
    .insertInto('users')
    .values({
      user_name: `id-${account.id}`,
      full_name: 'Two Browsers',
      role: 'buyer',
      idp: 'kimoshdi-id',
      idp_subject: account.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: row.id, mine: await sessionFor(server, row.id), stolen: await sessionFor(server, row.id) };
}

describe('the cabinet token is bound to the browser that asked for it', () => {
  it("the attacker's token link opened in a signed-in victim's browser neither signs in nor replaces the session", async () => {
    const attacker = await signIn(server, { fullName: 'Attacker' });
    const victim = await signIn(server, { fullName: 'Victim' });
    const issued = await call<{ url: string }>(
      server.url,
      '/api/shop/auth/auth-token?target=refill-balance',
      {
        headers: attacker.headers,
      },
    );
    expect(issued.status).toBe(200);
    const link = new URL(issued.body.url);

    const opened = await call(server.url, link.pathname + link.search, {
      headers: { cookie: victim.cookie },
      redirect: 'manual',
    });
    expect(opened.status).toBe(401);
    expect(opened.body).toMatchObject({ ERROR: { code: 'TOKEN_INVALID' } });
    expect(setCookies(opened).sid).toBeUndefined();
    expect(setCookies(opened).user).toBeUndefined();
    const profile = await call<{ full_name: string }>(server.url, '/api/shop/user/profile', {
      headers: victim.headers,
    });
    expect(profile.body.full_name).toBe('Victim');
  });

  it('the browser that asked opens its cabinet; a live session of another account is kept, not replaced', async () => {
    const owner = await signIn(server, { fullName: 'Owner' });
    const issued = await fetch(`${server.url}/api/shop/auth/auth-token?target=profile`, {
      headers: owner.headers,
    });
    const nonce = setCookies(issued).cabinet_nonce;
    expect(nonce?.line).toMatch(/HttpOnly/i);
    expect(nonce?.line).toMatch(/Path=\/api\/shop\/auth\/cabinet/);
    const { url } = (await issued.json()) as { url: string };
    const link = new URL(url);
    const nonceCookie = `cabinet_nonce=${encodeURIComponent(nonce?.value ?? '')}`;

    // The same browser, meanwhile signed in as someone else: that session stays, nothing is asked silently.
    const other = await signIn(server, { fullName: 'Someone Else' });
    const kept = await call(server.url, link.pathname + link.search, {
      headers: { cookie: `${other.cookie}; ${nonceCookie}` },
      redirect: 'manual',
    });
    expect(kept.status).toBe(303);
    expect(kept.headers.get('location')).toBe('/home?signin=other_account');
    expect(setCookies(kept).sid).toBeUndefined();
    expect(await profileStatus(other)).toBe(200);

    // The browser that asked, signed out: signed in as the owner.
    const again = await call<{ url: string }>(server.url, '/api/shop/auth/auth-token?target=profile', {
      headers: owner.headers,
    });
    const second = new URL(again.body.url);
    const secondNonce = setCookies(again).cabinet_nonce?.value ?? '';
    const entry = await call(server.url, second.pathname + second.search, {
      headers: { cookie: `cabinet_nonce=${encodeURIComponent(secondNonce)}` },
      redirect: 'manual',
    });
    expect(entry.status).toBe(303);
    expect(entry.headers.get('location')).toBe('/profile');
    expect(JSON.parse(setCookies(entry).user?.value ?? '{}')).toMatchObject({ name: 'Owner' });
  });
});

describe('a password change ends the other sessions', () => {
  it("after a password change the other session's HTTP call is 401 and its socket is disconnected", async () => {
    const { mine, stolen } = await kimoshdiIdUserWithTwoSessions();
    const { socket, ended } = await socketOf(stolen);
    const changed = await call(server.url, '/api/shop/user/change-password', {
      method: 'POST',
      headers: { ...mine.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ new_password: 'yangiParol2026', repeat_password: 'yangiParol2026' }),
    });
    expect(changed.status).toBe(200);
    expect(await ended).toBe('io server disconnect');
    expect(await profileStatus(stolen)).toBe(401);
    expect(await profileStatus(mine)).toBe(200);
    socket.close();
  });
});

describe("the cabinet's active sessions", () => {
  it('lists the sessions with device, place and last seen; end-this-one ends one, socket included', async () => {
    const { mine, stolen } = await kimoshdiIdUserWithTwoSessions();
    await server.deps.db
      .updateTable('sessions')
      .set({
        user_agent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36',
        ip: '203.0.113.57',
      })
      .where('user_id', '=', stolen.userId)
      .where('id', '!=', (await currentSessionId(mine)) ?? '')
      .execute();
    const listed = await call<{
      sessions: {
        id: string;
        current: boolean;
        device: { browser: string; os: string; type: string };
        ip: string;
        last_seen_at: string;
      }[];
    }>(server.url, '/api/shop/user/sessions', { headers: mine.headers });
    expect(listed.status).toBe(200);
    expect(listed.body.sessions).toHaveLength(2);
    const current = listed.body.sessions.find((s) => s.current);
    const other = listed.body.sessions.find((s) => !s.current);
    expect(current).toBeDefined();
    expect(other).toMatchObject({
      device: { browser: 'Chrome', os: 'Android', type: 'mobile' },
      ip: '203.0.113.x',
      last_seen_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const { socket, ended } = await socketOf(stolen);
    const end = await call(server.url, '/api/shop/user/sessions/end', {
      method: 'POST',
      headers: { ...mine.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ id: other?.id }),
    });
    expect(end.status).toBe(200);
    expect(await ended).toBe('io server disconnect');
    expect(await profileStatus(stolen)).toBe(401);
    expect(await profileStatus(mine)).toBe(200);
    socket.close();

    // Another account's session, or one that does not exist: 404, nothing ended.
    const stranger = await signIn(server);
    const foreign = await call(server.url, '/api/shop/user/sessions/end', {
      method: 'POST',
      headers: { ...stranger.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ id: current?.id }),
    });
    expect(foreign.status).toBe(404);
    expect(await profileStatus(mine)).toBe(200);
    const bad = await call(server.url, '/api/shop/user/sessions/end', {
      method: 'POST',
      headers: { ...mine.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'not a session' }),
    });
    expect(bad.status).toBe(400);
  });

  it('sign out everywhere ends every other session and keeps this one', async () => {
    const { mine, stolen } = await kimoshdiIdUserWithTwoSessions();
    const third = await sessionFor(server, mine.userId);
    const { socket, ended } = await socketOf(third);
    const answer = await call<{ ended: number }>(server.url, '/api/shop/user/sessions/end-others', {
      method: 'POST',
      headers: mine.headers,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ended: 2 });
    expect(await ended).toBe('io server disconnect');
    expect(await profileStatus(stolen)).toBe(401);
    expect(await profileStatus(third)).toBe(401);
    expect(await profileStatus(mine)).toBe(200);
    socket.close();
  });
});

async function currentSessionId(user: TestUser): Promise<string | undefined> {
  const token = /(?:^|; )sid=([^;]+)/.exec(user.cookie)?.[1];
  const { sessionIdOf } = await import('../../server/src/modules/session/session.service');
  return token && sessionIdOf(token);
}

describe('logout ends the identity provider session too', () => {
  it('without a confirmation page: the next sign-in asks for the password again', async () => {
    const { login, password } = await createIdAccount(server.deps.db);
    const jar = new CookieJar();
    const start = await followRedirects(jar, `${server.url}/api/shop/auth/login?return_to=/profile`, {
      stopAt: (url) => /^\/id\/interaction\/[^/]+$/.test(url.pathname),
    });
    const callback = await completeLogin(jar, start.url, login, password);
    const back = await followRedirects(jar, callback);
    expect(back.url.pathname).toBe('/profile');

    const csrf = /(?:^|; )csrf=([^;]+)/.exec(jar.header(new URL('/api/shop/auth/logout', server.url)))?.[1];
    const out = await jar.fetch(`${server.url}/api/shop/auth/logout`, {
      method: 'POST',
      headers: { 'x-csrf-token': decodeURIComponent(csrf ?? '') },
    });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ redirect_url: '/home' });

    const next = await followRedirects(jar, `${server.url}/api/shop/auth/login?return_to=/profile`, {
      stopAt: (url) => url.pathname === '/api/shop/auth/callback',
    });
    expect(next.url.pathname).toMatch(/^\/id\/interaction\/[^/]+$/);
    // The interaction page is the login form, not a silent pass.
    expect(await next.response?.text()).toContain('name="password"');
  });
});

describe('cookies behind a TLS proxy', () => {
  it('the session, user, lang and csrf cookies are Secure when the proxy says https', async () => {
    const user = await signIn(server);
    const issued = await call<{ url: string }>(
      server.url,
      '/api/shop/auth/auth-token?target=profile&lang=ru',
      {
        headers: { ...user.headers, 'x-forwarded-proto': 'https' },
      },
    );
    const nonce = setCookies(issued).cabinet_nonce;
    expect(nonce?.line).toMatch(/;\s*Secure/i);
    const link = new URL(issued.body.url);
    const entry = await call(server.url, link.pathname + link.search, {
      headers: {
        cookie: `cabinet_nonce=${encodeURIComponent(nonce?.value ?? '')}`,
        'x-forwarded-proto': 'https',
      },
      redirect: 'manual',
    });
    expect(entry.status).toBe(303);
    const cookies = setCookies(entry);
    for (const name of ['sid', 'user', 'lang', 'csrf']) {
      expect(cookies[name]?.line, name).toMatch(/;\s*Secure/i);
    }
    const lang = await call(server.url, '/api/shop/common/date', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(setCookies(lang).csrf?.line).toMatch(/;\s*Secure/i);

    // Without the proxy's word (plain http in the demo), no Secure: the browser would drop them.
    const plain = await call(server.url, '/api/shop/common/date');
    expect(setCookies(plain).csrf?.line).not.toMatch(/;\s*Secure/i);
  });
});

// Kimoshdi ID's own sessions of the account already ended with a password change
// (modules/identity/passwords.ts): kept here so the shop's "sign in again" cannot undo the change.
describe("a password change ends the account's Kimoshdi ID sessions too", () => {
  it('a browser that signed in with the old password must type the new one to come back', async () => {
    const { login, password } = await createIdAccount(server.deps.db);
    const signInWith = async (jar: CookieJar) => {
      const start = await followRedirects(jar, `${server.url}/api/shop/auth/login?return_to=/profile`, {
        stopAt: (url) => /^\/id\/interaction\/[^/]+$/.test(url.pathname),
      });
      await followRedirects(jar, await completeLogin(jar, start.url, login, password));
    };
    const owner = new CookieJar();
    const intruder = new CookieJar();
    await signInWith(owner);
    await signInWith(intruder);

    const csrf = /(?:^|; )csrf=([^;]+)/.exec(
      owner.header(new URL('/api/shop/user/profile', server.url)),
    )?.[1];
    const changed = await owner.fetch(`${server.url}/api/shop/user/change-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf ?? '') },
      body: JSON.stringify({ new_password: 'yangiParol2026', repeat_password: 'yangiParol2026' }),
    });
    expect(changed.status).toBe(200);

    const silently = (jar: CookieJar) =>
      followRedirects(jar, `${server.url}/api/shop/auth/login?return_to=/profile`, {
        stopAt: (url) => url.pathname === '/api/shop/auth/callback',
      });
    // The intruder's provider session is gone: the login form, not a silent pass.
    expect((await silently(intruder)).url.pathname).toMatch(/^\/id\/interaction\/[^/]+$/);
  });
});

describe('across several web processes', () => {
  let other: Running;
  beforeAll(async () => {
    // A second web process on the same PostgreSQL and Redis, as behind the load balancer.
    other = await startTestServer({ TRUST_PROXY: '1' });
  });
  afterAll(() => other.close());

  it('a session ended in one process is refused at once in another, which drops its socket', async () => {
    const { mine, stolen } = await kimoshdiIdUserWithTwoSessions();
    // The other process knows the session (its cache holds it for 30 seconds) and holds its socket.
    const onOther = () => call(other.url, '/api/shop/user/profile', { headers: stolen.headers });
    expect((await onOther()).status).toBe(200);
    const socket = io(other.url, { transports: ['websocket'], extraHeaders: { cookie: stolen.cookie } });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const ended = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const answer = await call(server.url, '/api/shop/user/sessions/end-others', {
      method: 'POST',
      headers: mine.headers,
    });
    expect(answer.status).toBe(200);
    expect(await ended).toBe('io server disconnect');
    expect((await onOther()).status).toBe(401);
    socket.close();
  });
});
