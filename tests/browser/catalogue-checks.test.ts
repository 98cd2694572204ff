import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { tashkentDay, addDays } from '@kimoshdi/shared';
import { localeText, openPage, useServerAndBrowser } from '../support/browser';
import { createTestLot, type TestLot } from '../support/catalogue';

/**
 * The public checks in Chromium: a protocol found by its number and by the winner's tax id with
 * the lot number, a number that does not exist, a blacklisted tax id, an honest one, and a tax id
 * typed short.
 */
const site = useServerAndBrowser();
const uz = (key: string) => localeText('uz', 'catalogue', key);

const digits = (length: number) => Array.from({ length }, () => String(randomInt(10))).join('');
const protocolNumber = `P-${digits(8)}`;
const winnerTin = digits(9);
const barredTin = digits(9);
let lot: TestLot;

beforeAll(async () => {
  const { db } = site.server.deps;
  lot = await createTestLot(db, { lotStatus: 7 });
  await db
    .insertInto('protocols')
    .values({
      number: protocolNumber,
      status: 'active',
      lot_id: lot.id,
      winner_name: 'Karimov Jasur',
      tin: winnerTin,
      address: 'Toshkent sh., Yunusobod tumani',
      protocol_date: tashkentDay(Date.now()),
    })
    .execute();
  const today = tashkentDay(Date.now());
  await db
    .insertInto('blacklist_entries')
    .values({
      name: '"Halol Savdo" MChJ',
      lot_number: lot.lotNumber,
      tin: barredTin,
      start_date: addDays(today, -10),
      end_date: addDays(today, 20),
    })
    .execute();
});

const submit = (page: Page) => page.getByRole('button', { name: uz('checks.submit') }).click();

describe('protocol check', () => {
  it('finds a protocol by number and by tax id with the lot number, and says when there is none', async () => {
    const { context, page, consoleErrors } = await openPage(site.browser, site.url);
    await page.goto('/check-protocol');
    await page.getByLabel(uz('protocol.number'), { exact: true }).fill(protocolNumber);
    await submit(page);
    const result = page.getByTestId('protocol-result');
    await result.getByText('Karimov Jasur').waitFor();
    expect(await result.textContent()).toContain(uz('protocol.statuses.active'));
    // The tax id comes back masked but for its last four digits.
    expect(await result.textContent()).toContain(winnerTin.slice(-4));
    expect(await result.textContent()).not.toContain(winnerTin);

    await page.getByLabel(uz('protocol.number'), { exact: true }).fill('P-does-not-exist');
    await submit(page);
    await page
      .getByTestId('protocol-result')
      .filter({ hasText: uz('checks.notFound') })
      .waitFor();

    await page.getByRole('radio', { name: uz('protocol.modes.id') }).check();
    await page.getByLabel(uz('checks.taxIdLabel'), { exact: true }).fill(winnerTin.slice(0, 5));
    await page.getByLabel(uz('terms.lotNumber'), { exact: true }).fill(lot.lotNumber);
    await submit(page);
    await page
      .getByRole('alert')
      .filter({ hasText: uz('checks.idIncomplete') })
      .waitFor();

    await page.getByLabel(uz('checks.taxIdLabel'), { exact: true }).fill(winnerTin);
    await submit(page);
    await page.getByTestId('protocol-result').getByText('Karimov Jasur').waitFor();
    // A 404 is logged by the api client as a warning, not an error.
    expect(consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
    await context.close();
  });
});

describe('blacklist check', () => {
  it('shows a barred tax id, an honest one, and asks for a whole id', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto('/check-black-list');
    const field = page.getByLabel(uz('blackList.idLabel'));

    await field.fill(barredTin.slice(0, 8));
    await submit(page);
    await page
      .getByRole('alert')
      .filter({ hasText: uz('checks.idIncomplete') })
      .waitFor();
    expect(await page.getByTestId('black-list-result').count()).toBe(0);

    await field.fill(barredTin);
    await submit(page);
    const found = page.getByTestId('black-list-result');
    await found.getByText('"Halol Savdo" MChJ').waitFor();
    expect(await found.textContent()).toContain(uz('blackList.found'));
    expect(await found.textContent()).toContain(lot.lotNumber);
    expect(await found.textContent()).toContain(uz('blackList.days').replace('{{n}}', '20'));

    await field.fill(digits(14));
    await submit(page);
    await page
      .getByTestId('black-list-result')
      .filter({ hasText: uz('blackList.notFound') })
      .waitFor();
    await context.close();
  });
});
