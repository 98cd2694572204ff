import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { topUp } from '../../server/src/modules/ledger/ledger.service';
import { localeText, openPageAs, storedUser, useServerAndBrowser } from '../support/browser';
import { signIn, type TestUser } from '../support/session';

/**
 * The Export buttons in Chromium on a phone's width: the operator's refund desk downloads its CSV
 * with the desk's filter in the file's name and rows, and a buyer's transactions page downloads
 * an Excel file in Russian.
 */
const site = useServerAndBrowser();
const PHONE = { width: 375, height: 800 };

const exportButton = (page: Page, lang: 'uz' | 'ru', format: 'csv' | 'xlsx') =>
  page.getByRole('button', {
    name: `${localeText(lang, 'exports', 'button.label')}: ${localeText(lang, 'exports', `button.${format}`)}`,
  });

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

describe('Export buttons', () => {
  let buyer: TestUser;
  let operator: TestUser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    buyer = await signIn(site.server, { fullName: 'Dilnoza Eksportova' });
    operator = await signIn(site.server, { role: 'operator', fullName: 'Olim Operatorov' });
    const refund = (status: string, bank: string) => ({
      user_id: buyer.userId,
      bank_name: bank,
      card_type: 'humo',
      card_mask: '9860 12** **** 4455',
      amount: '5000000',
      status,
      ...(status === 'pending' ? {} : { decided_at: new Date(), decided_by: operator.userId }),
    });
    await site.server.deps.db
      .insertInto('refunds')
      .values([refund('pending', 'Hamkorbank'), refund('rejected', 'Rejected Bank')])
      .execute();
    await topUp(site.server.deps.db, {
      userId: buyer.userId,
      amount: 7_700_000n,
      businessKey: `browser-export:${buyer.userId}`,
    });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  it("downloads the refund desk's CSV as the desk is filtered", async () => {
    const { context, page, consoleErrors } = await openPageAs(
      site.browser,
      site.url,
      operator,
      storedUser('Olim Operatorov'),
      PHONE,
    );
    contexts.push(context);
    await page.goto('/profile/operator/refunds');
    const button = exportButton(page, 'uz', 'csv');
    await button.waitFor();
    await fitsThePhone(page);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(
      /^Qaytarish arizalari_status-pending_\d{4}-\d\d-\d\d_\d\d-\d\d\.csv$/,
    );
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.split('\r\n')[0]).toContain(localeText('uz', 'exports', 'columns.bank'));
    expect(text).toContain('Dilnoza Eksportova');
    expect(text).toContain('Hamkorbank');
    expect(text).toContain('50000.00');
    expect(text).not.toContain('Rejected Bank');
    expect(consoleErrors).toEqual([]);
  });

  it("downloads a buyer's transactions as an Excel file in Russian", async () => {
    const { context, page } = await openPageAs(
      site.browser,
      site.url,
      buyer,
      storedUser('Dilnoza Eksportova'),
      PHONE,
    );
    contexts.push(context);
    await context.addCookies([{ name: 'lang', value: 'ru', url: site.url }]);
    await page.goto('/profile/transactions');
    const button = exportButton(page, 'ru', 'xlsx');
    await button.waitFor();
    await fitsThePhone(page);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^Транзакции по счёту_\d{4}-\d\d-\d\d_\d\d-\d\d\.xlsx$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });
});
