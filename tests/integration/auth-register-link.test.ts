import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { CookieJar, followRedirects } from '../support/identity';
import { startTestServer } from '../support/test-server';

// The shop's "register" and "sign in" buttons both go through its login address; register=1 must
// land on Kimoshdi ID's registration page, the plain one on its sign-in form.
let server: Running;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function land(query: string) {
  const jar = new CookieJar();
  const landed = await followRedirects(jar, `${server.url}/api/shop/auth/login?${query}`);
  return { path: landed.url.pathname, status: landed.response?.status, html: await landed.response?.text() };
}

describe('the login address', () => {
  it('with register=1 opens the registration page of the same sign-in flow', async () => {
    const { path, status, html } = await land('return_to=%2Flot-list&register=1');
    expect(path).toMatch(/^\/id\/interaction\/[^/]+\/register$/);
    expect(status).toBe(200);
    expect(html).toContain(`action="${path}"`);
  });

  it('with register=1 keeps the flow on the pages after the form (no "page expired")', async () => {
    // Kimoshdi ID's interaction cookie is scoped to the address the flow starts at: started at
    // .../register, it was not sent to .../confirm, and the code page said the page had expired.
    const jar = new CookieJar();
    const landed = await followRedirects(
      jar,
      `${server.url}/api/shop/auth/login?return_to=%2Flot-list&register=1`,
    );
    const flow = landed.url.pathname.replace(/\/register$/, '');
    const confirm = await followRedirects(jar, `${server.url}${flow}/confirm`);
    // No registration is waiting yet: the code page sends back to the form of the same flow.
    expect(confirm.url.pathname).toBe(`${flow}/register`);
    expect(confirm.response?.status).toBe(200);
    // "I have an account" leads to the sign-in form, not back to the registration.
    const html = (await confirm.response?.text()) ?? '';
    expect(html).toContain(`href="${flow}/login"`);
    const login = await followRedirects(jar, `${server.url}${flow}/login`);
    expect(login.url.pathname).toBe(`${flow}/login`);
    expect(login.response?.status).toBe(200);
    expect(await login.response?.text()).toContain('type="password"');
  });

  it('without it opens the sign-in form', async () => {
    const { path, status, html } = await land('return_to=%2Flot-list');
    expect(path).toMatch(/^\/id\/interaction\/[^/]+$/);
    expect(status).toBe(200);
    expect(html).toContain(`href="${path}/register"`);
  });
});
