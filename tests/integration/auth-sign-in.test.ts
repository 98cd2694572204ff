import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { CookieJar, completeLogin, createIdAccount, followRedirects } from '../support/identity';
import { startTestServer } from '../support/test-server';

// The shop signing a person in through Kimoshdi ID, as a browser would: the shop's login sends
// the browser to the provider, the person signs in there, the callback starts a shop session.
let server: Running;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Signs in through the shop's own login address; answers the jar and the final redirect. */
async function signInThroughShop(login: string, password: string, returnTo = '/profile/payments') {
  const jar = new CookieJar();
  const landed = await followRedirects(
    jar,
    `${server.url}/api/shop/auth/login?return_to=${encodeURIComponent(returnTo)}`,
  );
  expect(landed.url.pathname).toMatch(/^\/id\/interaction\//);
  const callback = await completeLogin(jar, landed.url, login, password);
  const answer = await jar.fetch(callback);
  return { jar, answer };
}

async function shopCall(jar: CookieJar, path: string, init: RequestInit = {}) {
  const url = new URL(path, server.url);
  const csrf = /(?:^|; )csrf=([^;]+)/.exec(jar.header(url))?.[1];
  const headers = new Headers(init.headers);
  if (csrf) headers.set('x-csrf-token', decodeURIComponent(csrf));
  if (init.body) headers.set('content-type', 'application/json');
  return jar.fetch(url, { ...init, headers });
}

describe('sign-in through Kimoshdi ID', () => {
  it("leaves an operator's stored user complete: the prompt to fill a profile for trading is not theirs", async () => {
    // Operators are made by the platform (the demo's, the console's), not by sign-up: an account
    // signed in once and then made an operator, as registered (60 for a buyer).
    const { account, login, password } = await createIdAccount(server.deps.db, {
      fullName: 'Nodira Operator',
    });
    await signInThroughShop(login, password);
    await server.deps.db
      .updateTable('users')
      .set({ role: 'operator' })
      .where('idp_subject', '=', account.id)
      .execute();
    const { jar } = await signInThroughShop(login, password, '/profile/operator/orders');
    const cookies = jar.header(new URL('/', server.url));
    const stored = JSON.parse(decodeURIComponent(/user=([^;]+)/.exec(cookies)?.[1] ?? '{}')) as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({ name: 'Nodira Operator', percentage: 100 });
    const profile = await shopCall(jar, '/api/shop/user/profile');
    expect(((await profile.json()) as { percentage: number }).percentage).toBe(100);
  });

  it('starts a shop session, fills the stored user and returns to the page asked for', async () => {
    const { account, login, password } = await createIdAccount(server.deps.db, {
      fullName: 'Ali Valiyev',
      role: 'both',
    });
    const { jar, answer } = await signInThroughShop(login, password);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/profile/payments');
    const cookies = jar.header(new URL('/', server.url));
    expect(cookies).toMatch(/sid=[\w-]{40,}/);
    const stored = JSON.parse(decodeURIComponent(/user=([^;]+)/.exec(cookies)?.[1] ?? '{}')) as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({ name: 'Ali Valiyev', percentage: expect.any(Number) });

    const user = await server.deps.db
      .selectFrom('users')
      .select(['id', 'role', 'full_name', 'idp', 'idp_subject', 'phone'])
      .where('idp_subject', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'both', full_name: 'Ali Valiyev', idp: 'kimoshdi-id', phone: login });

    const balance = await shopCall(jar, '/api/shop/user/balance');
    expect(balance.status).toBe(200);
    expect(await balance.json()).toEqual({ balance: '0', blocked: '0' });
    const log = await server.deps.db
      .selectFrom('action_log')
      .select('action_type')
      .where('user_id', '=', user.id)
      .execute();
    expect(log.map((row) => row.action_type)).toContain('sign-in');
  });

  it('keeps what the person filled on the personal-info page when the provider has none of it', async () => {
    const { account, login, password } = await createIdAccount(server.deps.db, {
      fullName: 'Nodira Qosimova',
    });
    await signInThroughShop(login, password);
    const { db } = server.deps;
    const email = `filled-${account.id.slice(0, 8)}@example.uz`;
    await db.updateTable('users').set({ email }).where('idp_subject', '=', account.id).execute();
    // The provider's name is blank now (say, cleared there): the shop keeps the name it has.
    await db.updateTable('id_accounts').set({ full_name: ' ' }).where('id', '=', account.id).execute();

    const { jar } = await signInThroughShop(login, password);
    const user = await db
      .selectFrom('users')
      .select(['full_name', 'email', 'phone', 'user_name'])
      .where('idp_subject', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ full_name: 'Nodira Qosimova', email, phone: login });
    const stored = decodeURIComponent(/user=([^;]+)/.exec(jar.header(new URL('/', server.url)))?.[1] ?? '');
    expect(stored).toContain('"name":"Nodira Qosimova"');
    expect(stored).not.toContain(`"name":"${user.user_name}"`);
  });

  it('signs the same person in as the same shop user, with a new session each time', async () => {
    const { login, password } = await createIdAccount(server.deps.db);
    const first = await signInThroughShop(login, password);
    const second = await signInThroughShop(login, password);
    const sid = (jar: CookieJar) => /sid=([^;]+)/.exec(jar.header(new URL('/', server.url)))?.[1];
    expect(sid(first.jar)).not.toBe(sid(second.jar));
    const users = await server.deps.db.selectFrom('users').select('id').where('phone', '=', login).execute();
    expect(users).toHaveLength(1);
  });

  it('never returns to another site after signing in', async () => {
    const { login, password } = await createIdAccount(server.deps.db);
    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const { answer } = await signInThroughShop(login, password, returnTo);
      expect(answer.headers.get('location'), returnTo).toBe('/home');
    }
  });
});

describe('POST user/change-password', () => {
  it('changes the Kimoshdi ID password: the old one stops working, the new one signs in', async () => {
    const { login, password } = await createIdAccount(server.deps.db, { password: 'eskiParol123' });
    const { jar } = await signInThroughShop(login, password);

    const weak = await shopCall(jar, '/api/shop/user/change-password', {
      method: 'POST',
      body: JSON.stringify({ new_password: 'short', repeat_password: 'short' }),
    });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ ERROR: { code: 'WEAK_PASSWORD' } });

    const mismatch = await shopCall(jar, '/api/shop/user/change-password', {
      method: 'POST',
      body: JSON.stringify({ new_password: 'yangiParol456', repeat_password: 'yangiParol457' }),
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({
      ERROR: { code: 'VALIDATION', data: { fields: [{ path: 'repeat_password' }] } },
    });

    const changed = await shopCall(jar, '/api/shop/user/change-password', {
      method: 'POST',
      body: JSON.stringify({ new_password: 'yangiParol456', repeat_password: 'yangiParol456' }),
    });
    expect(changed.status).toBe(200);

    await expect(signInThroughShop(login, 'eskiParol123')).rejects.toThrow(/login refused: 401/);
    const again = await signInThroughShop(login, 'yangiParol456');
    expect(again.answer.status).toBe(303);
  });

  it('is refused for a guest and without the CSRF token', async () => {
    const guest = await fetch(`${server.url}/api/shop/user/change-password`, { method: 'POST' });
    expect(guest.status).toBe(403);
    const { login, password } = await createIdAccount(server.deps.db);
    const { jar } = await signInThroughShop(login, password);
    const forged = await jar.fetch(new URL('/api/shop/user/change-password', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ new_password: 'yangiParol456', repeat_password: 'yangiParol456' }),
    });
    expect(forged.status).toBe(403);
  });
});
