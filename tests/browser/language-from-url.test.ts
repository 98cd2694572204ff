import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOT_STATUS } from '@kimoshdi/shared';
import { createTestLot, uniqueMarker, type TestLot } from '../support/catalogue';
import { openPage, useServerAndBrowser, waitForLanguage } from '../support/browser';

/**
 * A page's head advertises its other languages as `?lang=ru` / `?lang=uz` addresses (hreflang).
 * A person who follows one sees that language, even when the browser stored another choice
 * before; the address's language then becomes the stored choice, and leaves the address so a
 * reload or a later pick in the language picker is not undone by it.
 */
const site = useServerAndBrowser();
const marker = uniqueMarker();
let lot: TestLot;

beforeAll(async () => {
  lot = await createTestLot(site.server.deps.db, {
    name: { uz: `Uy ${marker}`, ru: `Дом ${marker}` },
    lotStatus: LOT_STATUS.ACCEPTING_APPLICATIONS,
  });
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem('kimoshdi.lang'));

/** A browser that chose `language` on the site on an earlier visit. */
async function browserThatStored(language: string) {
  const opened = await openPage(site.browser, site.url);
  await opened.page.goto('/home');
  await opened.page.evaluate((lang) => window.localStorage.setItem('kimoshdi.lang', lang), language);
  return opened;
}

describe('the language an address names', () => {
  it.each([
    ['ru', 'uz', `Uy ${marker}`],
    ['uz', 'ru', `Дом ${marker}`],
  ])('wins over the stored %s: ?lang=%s shows %s, and is kept', async (before, asked, name) => {
    const { context, page } = await browserThatStored(before);
    await page.goto(`/lot-view/${lot.id}?lang=${asked}&tab=1`);
    await waitForLanguage(page, asked);
    await heading(page, name).waitFor();
    expect(await stored(page)).toBe(asked);
    // Taken as the choice, `lang` leaves the address; the other parameters stay.
    const address = new URL(page.url());
    expect(address.searchParams.has('lang')).toBe(false);
    expect(address.searchParams.get('tab')).toBe('1');

    await page.reload();
    await waitForLanguage(page, asked);
    await heading(page, name).waitFor();
    await context.close();
  });

  it('leaves the stored choice alone when the address names none', async () => {
    const { context, page } = await browserThatStored('ru');
    await page.goto(`/lot-view/${lot.id}`);
    await waitForLanguage(page, 'ru');
    await heading(page, `Дом ${marker}`).waitFor();
    expect(await stored(page)).toBe('ru');
    await context.close();
  });
});
