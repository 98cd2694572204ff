import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { call } from '../support/http';
import { guestHeaders, signIn } from '../support/session';
import { startTestServer } from '../support/test-server';

// The shop's sessions, sign-out and the cabinet's single sign-on. (The sign-in through Kimoshdi
// ID is walked end to end in identity-*.test.ts and the browser tests.)
let server: Running;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const cookiesOf = (answer: { headers: Headers }) =>
  Object.fromEntries(
    answer.headers.getSetCookie().map((line) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))];
    }),
  );

describe('sessions', () => {
  it('a signed-in call knows its user; a guest, a forged or a revoked session is refused', async () => {
    const user = await signIn(server);
    expect(
      (await call(server.url, '/api/shop/auth/auth-token?target=profile', { headers: user.headers })).status,
    ).toBe(200);

    const guest = await call(server.url, '/api/shop/auth/auth-token?target=profile');
    expect(guest.status).toBe(401);
    expect(guest.body).toMatchObject({ ERROR: { code: 'UNAUTHORIZED' } });

    const forged = await call(server.url, '/api/shop/auth/auth-token?target=profile', {
      headers: { cookie: 'sid=not-a-session' },
    });
    expect(forged.status).toBe(401);
    expect(cookiesOf(forged).sid).toBe('');

    await server.deps.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', user.userId)
      .execute();
    server.deps.services.sessions.forgetUser(user.userId);
    expect(
      (await call(server.url, '/api/shop/auth/auth-token?target=profile', { headers: user.headers })).status,
    ).toBe(401);
  });

  it('an expired session is refused', async () => {
    const user = await signIn(server);
    await server.deps.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.userId)
      .execute();
    server.deps.services.sessions.forgetUser(user.userId);
    expect(
      (await call(server.url, '/api/shop/auth/auth-token?target=profile', { headers: user.headers })).status,
    ).toBe(401);
  });
});

describe('sign-out', () => {
  it('ends the session, clears the cookies and logs the action', async () => {
    const user = await signIn(server);
    const answer = await call(server.url, '/api/shop/auth/logout', { method: 'POST', headers: user.headers });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ redirect_url: expect.any(String) });
    const cookies = cookiesOf(answer);
    expect(cookies.sid).toBe('');
    expect(cookies.user).toBe('');
    expect(cookies.csrf).toBeTruthy();
    expect(
      (await call(server.url, '/api/shop/auth/auth-token?target=profile', { headers: user.headers })).status,
    ).toBe(401);
    const log = await server.deps.db
      .selectFrom('action_log')
      .select(['action_type', 'result'])
      .where('user_id', '=', user.userId)
      .execute();
    expect(log).toContainEqual({ action_type: 'sign-out', result: 'success' });
  });

  it('needs the CSRF token, so another site cannot sign a person out', async () => {
    const user = await signIn(server);
    const answer = await call(server.url, '/api/shop/auth/logout', {
      method: 'POST',
      headers: { cookie: user.cookie },
    });
    expect(answer.status).toBe(403);
    expect(
      (await call(server.url, '/api/shop/auth/auth-token?target=profile', { headers: user.headers })).status,
    ).toBe(200);
  });
});

describe('sign-in callback', () => {
  it('sends an unknown or replayed sign-in home with signin=failed', async () => {
    for (const query of ['', '?state=nope&code=x', '?error=access_denied&state=nope']) {
      const answer = await call(server.url, `/api/shop/auth/callback${query}`, { redirect: 'manual' });
      expect(answer.status, query).toBe(303);
      expect(answer.headers.get('location')).toBe('/home?signin=failed');
      expect(cookiesOf(answer).sid).toBeUndefined();
    }
  });
});

describe('auth-token and the cabinet single sign-on', () => {
  it('gives a single-use token that signs a browser into the cabinet page once', async () => {
    const user = await signIn(server, { fullName: 'Dilnoza Karimova' });
    const answer = await call<{ token: string; url: string }>(
      server.url,
      '/api/shop/auth/auth-token?target=refund-application&lang=ru',
      { headers: user.headers },
    );
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.url);
    expect(url.pathname).toBe('/api/shop/auth/cabinet');
    expect(url.searchParams.get('token')).toBe(answer.body.token);
    expect(url.searchParams.get('lang')).toBe('ru');

    // Opened in the browser that asked (its nonce cookie; auth-session-holes.test.ts: without it).
    const nonce = `cabinet_nonce=${cookiesOf(answer).cabinet_nonce ?? ''}`;
    const entry = await call(server.url, url.pathname + url.search, {
      headers: { cookie: nonce },
      redirect: 'manual',
    });
    expect(entry.status).toBe(303);
    expect(entry.headers.get('location')).toBe('/profile/refunding');
    const cookies = cookiesOf(entry);
    expect(cookies.sid).toMatch(/^[\w-]{40,}$/);
    expect(JSON.parse(cookies.user ?? '{}')).toMatchObject({ name: 'Dilnoza Karimova' });
    expect(cookies.lang).toBe('ru');

    const again = await call(server.url, url.pathname + url.search, {
      headers: { cookie: nonce },
      redirect: 'manual',
    });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ ERROR: { code: 'TOKEN_INVALID' } });
  });

  it('refuses an expired token, a bad target and a made-up token', async () => {
    const user = await signIn(server);
    const issued = await call<{ url: string }>(server.url, '/api/shop/auth/auth-token?target=profile', {
      headers: user.headers,
    });
    await server.deps.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.userId)
      .execute();
    const url = new URL(issued.body.url);
    expect((await call(server.url, url.pathname + url.search, { redirect: 'manual' })).status).toBe(401);

    const badTarget = await call(server.url, '/api/shop/auth/auth-token?target=admin', {
      headers: user.headers,
    });
    expect(badTarget.status).toBe(400);
    const madeUp = await call(server.url, `/api/shop/auth/cabinet?token=${'x'.repeat(43)}`, {
      redirect: 'manual',
    });
    expect(madeUp.status).toBe(401);
  });

  it("a guest's sign-out changes nothing and sends home", async () => {
    const headers = await guestHeaders(server);
    const answer = await call(server.url, '/api/shop/auth/logout', { method: 'POST', headers });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ redirect_url: '/home' });
  });
});

describe('CSRF tokens', () => {
  it('are set once, not on every read, and replaced when the session they belong to ends', async () => {
    const user = await signIn(server);
    const read = await call(server.url, '/api/shop/common/date', { headers: user.headers });
    expect(cookiesOf(read).csrf).toBeUndefined();

    await server.deps.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', user.userId)
      .execute();
    server.deps.services.sessions.forgetUser(user.userId);
    const afterEnd = await call(server.url, '/api/shop/common/date', { headers: user.headers });
    expect(cookiesOf(afterEnd).sid).toBe('');
    expect(cookiesOf(afterEnd).csrf).toMatch(/.{20,}/);
  });

  it('a refused token comes back with a fresh one that works', async () => {
    const guest = await guestHeaders(server);
    const refused = await call(server.url, '/api/shop/common/lang/ru', {
      method: 'POST',
      headers: { cookie: guest.cookie ?? '', 'x-csrf-token': 'stale' },
    });
    expect(refused.status).toBe(403);
    const fresh = cookiesOf(refused).csrf ?? '';
    expect(fresh).toMatch(/.{20,}/);
    const retried = await call(server.url, '/api/shop/common/lang/ru', {
      method: 'POST',
      headers: { cookie: `csrf=${encodeURIComponent(fresh)}`, 'x-csrf-token': fresh },
    });
    expect(retried.status).toBe(200);
  });
});
