import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { transliterate } from '@kimoshdi/shared/domain/i18n/transliterate';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { createLiveAuction } from '../support/auction';
import {
  localeText,
  openPage,
  plantSession,
  storedUser,
  useServerAndBrowser,
  waitForLanguage,
} from '../support/browser';
import { signIn, type TestUser } from '../support/session';

/**
 * One language per reader (issue 9, part B 8): whatever language a text was written or stored in,
 * and whatever the browser itself speaks, the reader sees the language they picked on the site:
 * lot names on the operator's board, cabinet messages written before the switch, and the pages
 * of Kimoshdi ID and of the test payment provider reached from the site.
 */
const site = useServerAndBrowser();

const text = (lang: string, namespace: string, key: string) => localeText(lang, namespace, key);

const signInBrowser = (context: BrowserContext, user: TestUser, name: string) =>
  plantSession(context, site.url, user, storedUser(name));

async function pickRussian(page: Page) {
  await page.locator('button:visible', { hasText: 'РУ' }).first().click();
  await waitForLanguage(page, 'ru');
}

describe("the operator's live board", () => {
  it('names each lot in the language of the interface, not of the browser', async () => {
    const { lot } = await createLiveAuction(site.server, { bidders: 1 });
    await site.server.deps.db
      .updateTable('lots')
      .set({
        name_uz: 'Yunusoboddagi uy',
        name_uz_cyrl: transliterate('Yunusoboddagi uy'),
        name_ru: 'Дом в Юнусабаде',
        name_en: 'House in Yunusabad',
      })
      .where('id', '=', lot.id)
      .execute();
    const operator = await signIn(site.server, { role: 'operator', fullName: 'Olim Operatorov' });
    // An English-speaking browser on a site left in its default Uzbek.
    const { context, page } = await openPage(site.browser, site.url, { locale: 'en-US' });
    await signInBrowser(context, operator, 'Olim Operatorov');
    await page.goto('/profile/operator/live-auctions');
    const row = page.locator(`tr[data-lot-id="${lot.id}"]`);
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Yunusoboddagi uy');
    expect(await row.textContent()).not.toContain('House in Yunusabad');

    await pickRussian(page);
    await expect.poll(() => row.textContent()).toContain('Дом в Юнусабаде');
    await context.close();
  });
});

describe('cabinet messages', () => {
  it('are read in Russian after the switch, though written while the user used Uzbek', async () => {
    const user = await signIn(site.server, { fullName: 'Malika Tursunova' });
    await site.server.deps.db
      .updateTable('users')
      .set({ lang: 'uz' })
      .where('id', '=', user.userId)
      .execute();
    await topUp(site.server.deps.db, {
      userId: user.userId,
      amount: 25_000_000n,
      businessKey: `languages-test:${user.userId}`,
    });
    const { context, page } = await openPage(site.browser, site.url);
    await signInBrowser(context, user, 'Malika Tursunova');
    await page.goto('/profile/messages');
    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toContain(text('uz', 'pay', 'ledger.top_up.title'));

    await pickRussian(page);
    await expect.poll(() => main.textContent()).toContain(text('ru', 'pay', 'ledger.top_up.title'));
    expect(await main.textContent()).toContain('250 000');
    await page.reload();
    await expect.poll(() => main.textContent()).toContain(text('ru', 'pay', 'ledger.top_up.title'));
    expect(await main.textContent()).not.toContain(text('uz', 'pay', 'ledger.top_up.title'));
    await context.close();
  });
});

describe('pages outside the shop', () => {
  // The site's choice must travel with the person, not only in the shop's cookie: Kimoshdi ID may
  // live on another origin, and the cookie may be gone while the site still shows the choice (it
  // keeps it in local storage). Here the cookie is dropped after the pick, in an English browser.
  it('Kimoshdi ID speaks Russian after РУ was picked on the site, in a browser set to English', async () => {
    const { context, page } = await openPage(site.browser, site.url, { locale: 'en-US' });
    await page.goto('/home');
    await pickRussian(page);
    await context.clearCookies({ name: 'lang' });
    await page.reload();
    await waitForLanguage(page, 'ru');
    await page
      .locator('.user-menu')
      .getByRole('link', { name: text('ru', 'common', 'user.login'), exact: true })
      .click();
    await page.waitForURL(/\/id\/interaction\//);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    await page.getByRole('button', { name: text('ru', 'id', 'action.login') }).waitFor();
    await context.close();
  });

  it('the test payment page speaks Russian after РУ was picked on the site', async () => {
    const user = await signIn(site.server, { fullName: 'Bobur Qodirov' });
    const { context, page } = await openPage(site.browser, site.url, { locale: 'en-US' });
    await signInBrowser(context, user, 'Bobur Qodirov');
    await page.goto('/profile/top-up');
    await pickRussian(page);
    await context.clearCookies({ name: 'lang' });
    await page.getByLabel(text('ru', 'cabinet', 'topUp.amount')).fill('100000');
    await page.locator('.provider-choice__option', { hasText: 'Payme' }).click();
    await page.getByRole('button', { name: text('ru', 'cabinet', 'topUp.submit') }).click();
    await page.waitForURL(/\/pay\/test\/payme/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    await page.getByRole('button', { name: text('ru', 'pay', 'testPage.pay') }).waitFor();
    await context.close();
  });
});
