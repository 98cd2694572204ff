import { describe, expect, it } from 'vitest';
import { openPage, useServerAndBrowser } from '../support/browser';
import { createIdAccount } from '../support/identity';

/**
 * Where signing in brings a person back (issue 9, B12): `return_to` is read the way the browser
 * will read it. A path that only looks like ours (`/ok/../..//evil.example` is `//evil.example`
 * once the dots are resolved) sends the person home; an ordinary one is kept, normalised.
 */
const site = useServerAndBrowser();

async function signInReturningTo(returnTo: string): Promise<URL> {
  const { login, password } = await createIdAccount(site.server.deps.db);
  const { context, page } = await openPage(site.browser, site.url);
  await page.goto(`/api/shop/auth/login?return_to=${encodeURIComponent(returnTo)}`);
  await page.waitForURL(/\/id\/interaction\//);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/id/') && !url.pathname.startsWith('/api/'));
  const landed = new URL(page.url());
  await context.close();
  return landed;
}

describe('signing in with a return path', () => {
  it.each([
    ['/ok/../..//evil.example', '/home'],
    ['/ok/%2e%2e/%2e%2e//evil.example', '/home'],
    ['/lot-list/../check-protocol', '/check-protocol'],
  ])('%s brings the person to %s on this site', async (returnTo, expected) => {
    const landed = await signInReturningTo(returnTo);
    expect(landed.origin).toBe(new URL(site.url).origin);
    expect(landed.pathname).toBe(expected);
  });
});
