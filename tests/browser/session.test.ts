import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { localeText, openPage, openPageAs, storedUser, useServerAndBrowser } from '../support/browser';
import { signIn as startSession } from '../support/session';

/**
 * Signed-in navbar, logout and session expiry: a real session and balance for the navbar and the
 * logout; for the expiry, a planted `user` cookie and a 401 answered by the test (page.route),
 * since what is checked is how the shell reacts.
 */
const site = useServerAndBrowser();

const uz = (key: string) => localeText('uz', 'common', key);
const USER = { name: 'Aziz Karimov', user_name: 'aziz', percentage: 100 };

async function signIn(context: BrowserContext) {
  await context.addCookies([
    { name: 'user', value: encodeURIComponent(JSON.stringify(USER)), url: site.url },
  ]);
}

async function hasUserCookie(context: BrowserContext): Promise<boolean> {
  return (await context.cookies(site.url)).some((cookie) => cookie.name === 'user');
}

describe('signed in', () => {
  it('shows favourites and the account menu with the balance, and logs out after a yes', async () => {
    const user = await startSession(site.server, { fullName: USER.name });
    await topUp(site.server.deps.db, {
      userId: user.userId,
      amount: 1_250_000_000n,
      businessKey: `session-test-${user.userId}`,
    });
    const { context, page } = await openPageAs(site.browser, site.url, user, storedUser(USER.name));
    await page.goto('/contact');

    expect(await page.getByRole('link', { name: uz('user.login') }).count()).toBe(0);
    await page
      .getByRole('banner')
      .getByRole('link', { name: uz('nav.favourites') })
      .waitFor();
    await page.getByRole('button', { name: USER.name }).click();
    // In the open account menu (the bar shows the balance too, issue 24).
    await page.locator('.user-menu__balance').getByText('12 500 000 UZS').waitFor();
    expect(await page.getByRole('link', { name: uz('user.cabinet') }).isVisible()).toBe(true);

    await page.getByRole('button', { name: uz('user.logout') }).click();
    const dialog = page.getByRole('alertdialog', { name: uz('dialogs.logout.title') });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: uz('dialogs.no') }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await hasUserCookie(context)).toBe(true);

    await page.getByRole('button', { name: USER.name }).click();
    await page.getByRole('button', { name: uz('user.logout') }).click();
    await dialog.getByRole('button', { name: uz('dialogs.yes') }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await page
      .getByRole('banner')
      .getByRole('link', { name: uz('user.login') })
      .waitFor();
    expect(await hasUserCookie(context)).toBe(false);
    await context.close();
  });

  it('opens the session-expired dialog on a 401; Sign in returns to the page, Close forgets the user', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await signIn(context);
    await page.route('**/api/shop/user/balance', (route) =>
      route.fulfill({
        status: 401,
        json: { ERROR: { code: 'UNAUTHORIZED', message: 'Sessiya muddati tugadi.' } },
      }),
    );
    await page.goto('/contact');
    const dialog = page.getByRole('alertdialog', { name: uz('dialogs.sessionExpired.title') });
    await dialog.waitFor();
    const signInLink = dialog.getByRole('link', { name: uz('dialogs.sessionExpired.signIn') });
    const href = new URL((await signInLink.getAttribute('href')) ?? '', site.url);
    expect(href.pathname).toBe('/api/shop/auth/login');
    expect(href.searchParams.get('return_to')).toBe('/contact');

    // "Close" stays on the page as a guest (session-holes.test.ts: it does not come back).
    await dialog.getByRole('button', { name: uz('dialogs.sessionExpired.close') }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/contact');
    expect(await hasUserCookie(context)).toBe(false);
    await page
      .getByRole('banner')
      .getByRole('link', { name: uz('user.login') })
      .waitFor();
    await context.close();
  });
});
