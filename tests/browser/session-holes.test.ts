import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  localeText,
  openPage,
  openPageAs,
  plantSession,
  storedUser,
  useServerAndBrowser,
  waitForLanguage,
} from '../support/browser';
import { call } from '../support/http';
import { createIdAccount } from '../support/identity';
import { sessionFor, signIn } from '../support/session';

/**
 * Issue 24 in the browser: the session-expired dialog after a session ended elsewhere (Sign in
 * comes back to the same page; Close forgets the name and does not come back), the cabinet's
 * active sessions page (end this one, sign out everywhere else), and a cabinet link of another
 * account opened where someone is signed in (kept, and told so once).
 */
const site = useServerAndBrowser();

const common = (key: string, lang = 'uz') => localeText(lang, 'common', key);
const cabinet = (key: string) => localeText('uz', 'cabinet', key);

/** Signs in through Kimoshdi ID's real form in this page; answers the shop user's id. */
async function signInThroughKimoshdiId(page: Page, returnTo: string): Promise<string> {
  const { login, password, account } = await createIdAccount(site.server.deps.db, {
    fullName: 'Malika Yusupova',
  });
  await page.goto(`/api/shop/auth/login?return_to=${encodeURIComponent(returnTo)}`);
  await page.waitForURL(/\/id\/interaction\//);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === returnTo);
  const user = await site.server.deps.db
    .selectFrom('users')
    .select('id')
    .where('idp_subject', '=', account.id)
    .executeTakeFirstOrThrow();
  return user.id;
}

/** Ends every session of the user, as a password change in another browser would. */
async function endSessionsElsewhere(userId: string): Promise<void> {
  await site.server.deps.services.sessions.endOthers(userId, 'none');
}

describe('the session-expired dialog', () => {
  it('after the session is ended elsewhere, offers Sign in, which comes back to the same page', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    const userId = await signInThroughKimoshdiId(page, '/profile/personal-info');
    await page.getByRole('button', { name: 'Malika Yusupova' }).waitFor();

    await endSessionsElsewhere(userId);
    await page.reload();
    const dialog = page.getByRole('alertdialog', { name: common('dialogs.sessionExpired.title') });
    await dialog.waitFor();
    await dialog.getByRole('link', { name: common('dialogs.sessionExpired.signIn') }).click();
    // Kimoshdi ID still knows the browser: straight back, signed in, on the same page.
    await page.waitForURL((url) => url.pathname === '/profile/personal-info' && !url.search);
    await page.getByRole('button', { name: 'Malika Yusupova' }).waitFor();
    expect(await dialog.isVisible()).toBe(false);
    await context.close();
  });

  it('Close forgets the name in the header and the dialog does not reopen on the next pages', async () => {
    const user = await signIn(site.server, { fullName: 'Sardor Aliyev' });
    const { context, page } = await openPageAs(site.browser, site.url, user, storedUser('Sardor Aliyev'));
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Sardor Aliyev' }).waitFor();

    await endSessionsElsewhere(user.userId);
    // The next call of a signed-in page: the cabinet's messages.
    await page.goto('/profile/messages');
    const dialog = page.getByRole('alertdialog', { name: common('dialogs.sessionExpired.title') });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: common('dialogs.sessionExpired.close') }).click();
    await dialog.waitFor({ state: 'hidden' });
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: common('user.login') }).waitFor();
    expect(await page.getByRole('button', { name: 'Sardor Aliyev' }).count()).toBe(0);
    expect((await context.cookies(site.url)).some((cookie) => cookie.name === 'user')).toBe(false);

    // Other pages, in the app and loaded afresh: no dialog again.
    for (const path of ['/home', '/contact', '/lot-list']) {
      await page.goto(path);
      await header.getByRole('link', { name: common('user.login') }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await dialog.count(), path).toBe(0);
    }
    await context.close();
  });
});

describe("the cabinet's active sessions", () => {
  it('lists this and the other devices, ends one, then signs out everywhere else', async () => {
    const me = await signIn(site.server, { fullName: 'Nodira Qodirova' });
    const phone = await sessionFor(site.server, me.userId);
    const laptop = await sessionFor(site.server, me.userId);
    await site.server.deps.db
      .updateTable('sessions')
      .set({
        user_agent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        ip: '198.51.100.23',
      })
      .where('user_id', '=', me.userId)
      .where('created_at', '>=', new Date(Date.now() - 60_000))
      .where('user_agent', '=', 'tests')
      .execute();

    const { context, page } = await openPageAs(site.browser, site.url, me, storedUser('Nodira Qodirova'));
    await page.goto('/profile');
    await page
      .getByRole('navigation', { name: cabinet('menu.label') })
      .getByRole('link', { name: cabinet('menu.sessions') })
      .click();
    await page.waitForURL((url) => url.pathname === '/profile/sessions');
    const list = page.getByRole('list', { name: cabinet('sessions.title') });
    const cards = list.getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(3);
    await list.getByText(cabinet('sessions.current')).waitFor();
    await list.getByText('198.51.100.x').first().waitFor();

    const other = cards.filter({ hasNot: page.getByText(cabinet('sessions.current')) }).first();
    await other.getByRole('button', { name: cabinet('sessions.end') }).click();
    await expect.poll(() => cards.count()).toBe(2);
    const stillUp = await Promise.all(
      [phone, laptop].map(async (session) => {
        const answer = await call(site.url, '/api/shop/user/profile', { headers: session.headers });
        return answer.status;
      }),
    );
    expect(stillUp.sort()).toEqual([200, 401]);

    await page.getByRole('button', { name: cabinet('sessions.endOthers') }).click();
    await expect.poll(() => cards.count()).toBe(1);
    for (const session of [phone, laptop]) {
      expect((await call(site.url, '/api/shop/user/profile', { headers: session.headers })).status).toBe(401);
    }
    expect((await call(site.url, '/api/shop/user/profile', { headers: me.headers })).status).toBe(200);
    expect(await page.getByRole('button', { name: cabinet('sessions.endOthers') }).isDisabled()).toBe(true);
    await context.close();
  });
});

/**
 * Asks for a cabinet link from the page, with the browser's session, as the API is called: the
 * answer's Set-Cookie leaves the token's nonce in this browser (HttpOnly, sent to auth/cabinet only).
 */
async function askForCabinetLink(page: Page, lang: string): Promise<string> {
  await page.goto('/home');
  const answer = await page.evaluate(
    async (query) => {
      const response = await fetch(`/api/shop/auth/auth-token?${query}`);
      return { status: response.status, body: (await response.json()) as { url?: string } };
    },
    new URLSearchParams({ target: 'profile', lang }).toString(),
  );
  expect(answer.status).toBe(200);
  const link = new URL(answer.body.url ?? '');
  return link.pathname + link.search;
}

/** The full name of the account the browser's session belongs to, asked from the page. */
function signedInAs(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/api/shop/user/profile');
    return ((await response.json()) as { full_name: string }).full_name;
  });
}

describe('a cabinet link of another account, opened where someone is signed in', () => {
  it.each(['uz', 'ru'])(
    'keeps the signed-in account, says so once in %s, and not again after a reload',
    async (lang) => {
      const owner = await signIn(site.server, { fullName: 'Bobur Toshmatov' });
      const signedIn = await signIn(site.server, { fullName: 'Aziza Rahimova' });
      const { context, page } = await openPageAs(
        site.browser,
        site.url,
        owner,
        storedUser('Bobur Toshmatov'),
      );
      await context.addCookies([{ name: 'lang', value: lang, url: site.url }]);
      const link = await askForCabinetLink(page, lang);
      // The same browser, meanwhile signed in as someone else (a shared computer): the nonce stays.
      await plantSession(context, site.url, signedIn, storedUser('Aziza Rahimova'));

      await page.goto(link);
      const notice = page.getByRole('status').filter({ hasText: common('user.otherAccount', lang) });
      await notice.waitFor();
      await waitForLanguage(page, lang);
      await page.waitForURL((url) => url.pathname === '/home' && !url.searchParams.has('signin'));
      await page.getByRole('button', { name: 'Aziza Rahimova' }).waitFor();
      expect(await signedInAs(page)).toBe('Aziza Rahimova');

      await page.reload();
      await page.getByRole('button', { name: 'Aziza Rahimova' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByText(common('user.otherAccount', lang)).count()).toBe(0);
      await context.close();
    },
  );

  it("the browser that asked, its session gone, is signed in to the link's account", async () => {
    const owner = await signIn(site.server, { fullName: 'Dilnoza Ergasheva' });
    const { context, page } = await openPageAs(
      site.browser,
      site.url,
      owner,
      storedUser('Dilnoza Ergasheva'),
    );
    const link = await askForCabinetLink(page, 'ru');
    await context.clearCookies({ name: /^(sid|csrf|user)$/ });

    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('button', { name: 'Dilnoza Ergasheva' }).waitFor();
    await waitForLanguage(page, 'ru');
    expect(await signedInAs(page)).toBe('Dilnoza Ergasheva');
    // A fresh session of its own, not the one that was dropped.
    const sid = (await context.cookies(site.url)).find((cookie) => cookie.name === 'sid');
    expect(sid?.value).toBeDefined();
    expect(owner.cookies.some((cookie) => cookie.name === 'sid' && cookie.value === sid?.value)).toBe(false);
    await context.close();
  });
});
