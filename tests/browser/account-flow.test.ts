import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { localeText, openPage, useServerAndBrowser } from '../support/browser';
import { readCode, uniquePhone, uniquePinfl } from '../support/identity';

/**
 * The whole account as a person lives it (issue 3): register on Kimoshdi ID with the code from the
 * development outbox, come back signed in, top up in test mode, see the balance in the navbar,
 * apply for a refund, see it in refunding and in transactions, sign out.
 */
const site = useServerAndBrowser();

const uz = (namespace: string, key: string) => localeText('uz', namespace, key);

/**
 * The profile-completion banner asks while the profile is incomplete, until "later" is answered.
 */
async function answerLater(page: Page) {
  const later = page
    .getByRole('region', { name: uz('common', 'dialogs.completion.title') })
    .getByRole('button', { name: uz('common', 'dialogs.completion.later') });
  await later.click();
  await later.waitFor({ state: 'hidden' });
}

/** Opens a cabinet page from the cabinet's own menu (no reload). */
async function cabinetMenu(page: Page, key: string) {
  await page
    .locator('nav')
    .getByRole('link', { name: uz('cabinet', key), exact: true })
    .first()
    .click();
}

async function openAccountMenu(page: Page, name: string) {
  await page.locator('.user-menu > button', { hasText: name }).click();
}

describe('an account from registration to sign-out', () => {
  it('registers, tops up, asks for a refund and signs out', async () => {
    const { context, page } = await openPage(site.browser, site.url, { width: 1280, height: 900 });
    const phone = uniquePhone();
    const name = 'Dilnoza Karimova Anvarovna';

    // Register on the identity site, reached from the shop's login button.
    await page.goto('/home');
    await page
      .locator('.user-menu')
      .getByRole('link', { name: uz('common', 'user.login'), exact: true })
      .click();
    await page.waitForURL(/\/id\/interaction\//);
    await page.getByRole('link', { name: uz('id', 'link.register') }).click();
    await page.locator('#f-login').fill(phone);
    await page.locator('#f-full_name').fill(name);
    await page.locator('#f-tax_id').fill(uniquePinfl());
    await page.locator('#f-password').fill('Parol12345');
    await page.locator('#f-password_repeat').fill('Parol12345');
    await page.getByRole('button', { name: uz('id', 'action.register') }).click();
    await page.waitForURL(/\/confirm$/);
    await page.locator('#f-code').fill(await readCode(site.server, phone));
    await page.getByRole('button', { name: uz('id', 'action.confirm') }).click();

    // Back on the shop, signed in.
    await page.waitForURL(/\/home$/);
    await answerLater(page);
    await expect.poll(() => page.locator('.user-menu > button').textContent()).toContain(name);

    // Top up 250 000 so'm through Payme's test page, from the account menu.
    await openAccountMenu(page, name);
    await page
      .locator('.user-menu__head')
      .getByRole('link', { name: uz('common', 'user.topUp') })
      .click();
    await page.waitForURL(/\/profile\/top-up$/);
    await page.getByLabel(uz('cabinet', 'topUp.amount')).fill('250000');
    await page.locator('.provider-choice__option', { hasText: 'Payme' }).click();
    await page.getByRole('button', { name: uz('cabinet', 'topUp.submit') }).click();
    await page.waitForURL(/\/pay\/test\/payme/);
    await page.getByRole('button', { name: uz('pay', 'testPage.pay') }).click();
    await page.waitForURL(/\/profile\/payments/);
    await expect.poll(() => page.locator('main').textContent()).toContain('250 000');

    // The navbar's account menu shows the new balance.
    await openAccountMenu(page, name);
    await expect.poll(() => page.locator('.user-menu__balance').textContent()).toContain('250 000 UZS');
    await page.keyboard.press('Escape');

    // A refund of 50 000 to a card.
    await cabinetMenu(page, 'menu.refunding');
    await page.getByLabel(uz('cabinet', 'refunding.form.bankName')).fill('Kapitalbank');
    await page.getByLabel(uz('cabinet', 'refunding.form.cardType')).selectOption('uzcard');
    await page.getByLabel(uz('cabinet', 'refunding.form.cardNumber')).fill('8600123456789012');
    await page.getByLabel(uz('cabinet', 'refunding.form.amount')).fill('50000');
    await page.getByRole('button', { name: uz('cabinet', 'refunding.form.submit') }).click();
    await expect.poll(() => page.locator('main').textContent()).toContain('50 000');
    await expect.poll(() => page.locator('main').textContent()).toMatch(/8600 12\*\* \*\*\*\* 9012/);

    // Transactions: the top-up came in, the refund's amount went out (blocked until decided).
    await cabinetMenu(page, 'menu.transactions');
    await expect.poll(() => page.locator('main').textContent()).toContain('250 000');
    await expect.poll(() => page.locator('main').textContent()).toContain('50 000');
    await openAccountMenu(page, name);
    await expect.poll(() => page.locator('.user-menu__balance').textContent()).toContain('200 000 UZS');

    // Sign out: the dialog asks, the shop and the identity site end their sessions, home again.
    await page.getByRole('button', { name: uz('common', 'user.logout') }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: uz('common', 'dialogs.yes') })
      .click();
    await page.waitForURL(/\/home$/);
    await expect
      .poll(() =>
        page
          .locator('.user-menu')
          .getByRole('link', { name: uz('common', 'user.login'), exact: true })
          .count(),
      )
      .toBe(1);
    expect((await context.cookies()).find((cookie) => cookie.name === 'sid')).toBeUndefined();
    await context.close();
  });
});
