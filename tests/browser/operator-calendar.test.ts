import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { localeText, openPageAs, storedUser, useServerAndBrowser } from '../support/browser';
import { signIn, type TestUser } from '../support/session';

/**
 * The operator's "Base amount" and "Working-day calendar" pages in Chromium: reached from the
 * cabinet menu, a value and an override entered through the forms (a day already begun refused
 * with the server's words), each withdrawn again after the confirmation. The test server's
 * database is shared with other files, so the days entered are in 2099, where no deadline of
 * theirs reaches, and every row is withdrawn before the end. Then both pages in Russian on a phone.
 */
const site = useServerAndBrowser();

const text = (language: string, namespace: string, key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (out, [name, value]) => out.replaceAll(`{{${name}}}`, value),
    localeText(language, namespace, key),
  );
const uz = (key: string, values?: Record<string, string>) => text('uz', 'calendar', key, values);
const menu = (key: string) => text('uz', 'cabinet', key);

describe('the base amount and working-day pages', () => {
  let operator: TestUser;
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    operator = await signIn(site.server, { role: 'operator', fullName: 'Olim Operatorov' });
    ({ context, page, consoleErrors } = await openPageAs(
      site.browser,
      site.url,
      operator,
      storedUser('Olim'),
    ));
  });
  afterAll(() => context.close());

  it('shows the value in force and its history, takes a value for 2099 and withdraws it', async () => {
    await page.goto('/profile/messages');
    await page
      .getByRole('navigation', { name: menu('menu.label') })
      .getByRole('link', { name: menu('menu.operatorBhm') })
      .click();
    await page.waitForURL((url) => url.pathname === '/profile/operator/base-amount');
    await page.getByRole('heading', { level: 1, name: uz('bhm.title') }).waitFor();
    const inForce = page.getByTestId('bhm-in-force');
    await inForce.filter({ hasText: '412 000 UZS' }).waitFor();
    expect(await inForce.textContent()).toContain('24 720 000 UZS');
    expect(await page.locator('tr[data-from]').count()).toBe(4);

    const fill = async (day: string, value: string, reason: string) => {
      await page.getByLabel(uz('bhm.from')).fill(day);
      await page.getByLabel(uz('bhm.value')).fill(value);
      await page.getByLabel(uz('bhm.reason')).fill(reason);
      await page.getByRole('button', { name: uz('bhm.add') }).click();
    };
    // A day already begun: the server's words, and no row.
    await fill('01.01.2020', '450000', 'Eski farmon');
    await page
      .getByRole('alert')
      .filter({ hasText: text('uz', 'errors', 'CALENDAR_DAY_PAST') })
      .waitFor();
    expect(await page.locator('tr[data-from]').count()).toBe(4);

    await fill('01.01.2099', '450000', 'Prezident farmoni (sinov)');
    await page
      .getByRole('status')
      .filter({ hasText: uz('bhm.added', { value: '450 000 UZS', day: '01.01.2099' }) })
      .waitFor();
    const added = page.locator('tr[data-from="2099-01-01"]');
    await added.waitFor();
    expect(await added.textContent()).toContain('Olim Operatorov');
    await inForce.filter({ hasText: uz('bhm.next', { day: '01.01.2099', value: '450 000 UZS' }) }).waitFor();

    await added.getByRole('button', { name: uz('bhm.withdraw') }).click();
    const dialog = page.getByRole('alertdialog', {
      name: uz('bhm.withdrawTitle', { value: '450 000 UZS', day: '01.01.2099' }),
    });
    await dialog.getByRole('button', { name: uz('bhm.withdraw') }).click();
    await added.waitFor({ state: 'detached' });
    await inForce.filter({ hasText: uz('bhm.noNext') }).waitFor();
  });

  it('lists the public holidays, takes a day off in 2099 and removes it', async () => {
    await page
      .getByRole('navigation', { name: menu('menu.label') })
      .getByRole('link', { name: menu('menu.operatorWorkingDays') })
      .click();
    await page.waitForURL((url) => url.pathname === '/profile/operator/working-days');
    await page.getByRole('heading', { level: 1, name: uz('days.title') }).waitFor();
    await page.getByRole('cell', { name: 'Yangi yil bayrami' }).first().waitFor();

    await page.getByLabel(uz('days.day'), { exact: true }).fill('06.01.2099');
    await page.getByLabel(uz('days.kind'), { exact: true }).selectOption('day_off');
    await page.getByLabel(uz('days.reason')).fill("Dam olish kuni ko'chirildi (sinov)");
    await page.getByRole('button', { name: uz('days.add') }).click();
    // The desk turns to the override's year.
    await page.getByRole('heading', { level: 2, name: uz('days.year', { year: '2099' }) }).waitFor();
    const row = page.locator('tr[data-day="2099-01-06"]');
    await row.waitFor();
    expect(await row.textContent()).toContain(`06.01.2099, ${uz('weekday.2')}`);
    expect(await row.textContent()).toContain(uz('days.kind_day_off'));

    await row.getByRole('button', { name: uz('days.remove') }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: uz('days.remove') })
      .click();
    await row.waitFor({ state: 'detached' });
    await page.getByText(uz('days.noOverrides', { year: '2099' })).waitFor();
    // The one refused call the first test made on purpose is the only error the browser logged.
    expect(consoleErrors.filter((error) => !error.includes('status of 400'))).toEqual([]);
  });

  it('reads in Russian on a phone without widening the page', async () => {
    const phone = await openPageAs(site.browser, site.url, operator, storedUser('Olim'), {
      width: 375,
      height: 800,
    });
    await phone.context.addCookies([{ name: 'lang', value: 'ru', url: site.url }]);
    try {
      for (const [path, key] of [
        ['/profile/operator/base-amount', 'bhm.title'],
        ['/profile/operator/working-days', 'days.title'],
      ] as const) {
        await phone.page.goto(path);
        await phone.page.getByRole('heading', { level: 1, name: text('ru', 'calendar', key) }).waitFor();
        await phone.page.locator('table').first().waitFor();
        expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          375,
        );
      }
      expect(phone.consoleErrors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
