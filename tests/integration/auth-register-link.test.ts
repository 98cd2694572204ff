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

  it('without it opens the sign-in form', async () => {
    const { path, status, html } = await land('return_to=%2Flot-list');
    expect(path).toMatch(/^\/id\/interaction\/[^/]+$/);
    expect(status).toBe(200);
    expect(html).toContain(`href="${path}/register"`);
  });
});
