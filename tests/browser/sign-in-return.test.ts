import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Running } from '../../server/src/boot';
import { launchBrowser, openPage } from '../support/browser';
import { createIdAccount } from '../support/identity';
import { startTestServer } from '../support/test-server';

/**
 * Where signing in brings a person back (issue 9, B12): `return_to` is read the way the browser
 * will read it. A path that only looks like ours (`/ok/../..//evil.example` is `//evil.example`
 * once the dots are resolved) sends the person home; an ordinary one is kept, normalised.
 */
let server: Running;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function signInReturningTo(returnTo: string): Promise<URL> {
  const { login, password } = await createIdAccount(server.deps.db);
  const { context, page } = await openPage(browser, server.url);
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
    expect(landed.origin).toBe(new URL(server.url).origin);
    expect(landed.pathname).toBe(expected);
  });
});
