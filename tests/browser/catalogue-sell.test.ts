import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { localeText, openPage, openPageAs, storedUser, useServerAndBrowser } from '../support/browser';
import { createTestLot, OTHER_PLACE, uniqueMarker } from '../support/catalogue';
import { waitForCards } from '../support/lot-list';
import { signIn } from '../support/session';

/**
 * Lots that sell (issue 15) in Chromium: the sort kept in the address through a reload, saving a
 * search from the list and finding it in the cabinet (and reopening it), similar lots on a lot's
 * page, and cards at 375 px that never overflow (price first, place and time on every card).
 */
const site = useServerAndBrowser();
const uz = (key: string) => localeText('uz', 'catalogue', key);
const ru = (key: string) => localeText('ru', 'catalogue', key);
const marker = uniqueMarker();
const ids: number[] = [];
/** Prices in so'm; every lot live in Tashkent city, category 14 (the file's own for similar lots). */
const PRICES = [3_000_000, 1_000_000, 2_000_000];

beforeAll(async () => {
  for (const [n, sums] of PRICES.entries()) {
    const lot = await createTestLot(site.server.deps.db, {
      name: { uz: `${marker} ombor ${n + 1}`, ru: `${marker} склад ${n + 1}` },
      categoryId: 14,
      startPrice: BigInt(sums) * 100n,
    });
    ids.push(lot.id);
  }
  await createTestLot(site.server.deps.db, {
    name: {
      uz: `${marker} Samarqand ombori juda uzun nomli lot, ko'p so'zli sarlavha bilan`,
      ru: `${marker} склад`,
    },
    categoryId: 14,
    ...OTHER_PLACE,
    lotStatus: 2,
    startsAt: new Date(Date.now() + 3 * 3_600_000),
    endsAt: new Date(Date.now() + 4 * 3_600_000),
  });
});

const prices = (page: Page) => page.locator('.lot-card .lot-card__price').allTextContents();

describe('lots that sell', () => {
  it('sorts by price, keeps the sort in the address through a reload', async () => {
    const { context, page, consoleErrors } = await openPage(site.browser, site.url);
    await page.goto(`/lot-list?q=${marker}&i=4`);
    await waitForCards(page, 3);
    await page.getByLabel(uz('sort.label'), { exact: true }).selectOption('price_asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    // The address changes before the sorted list arrives: wait for the list itself.
    await expect.poll(() => prices(page)).toEqual(['1 000 000 UZS', '2 000 000 UZS', '3 000 000 UZS']);

    await page.getByLabel(uz('sort.label'), { exact: true }).selectOption('price_desc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_desc');
    await page.reload();
    await waitForCards(page, 3);
    expect(await page.getByLabel(uz('sort.label'), { exact: true }).inputValue()).toBe('price_desc');
    await expect.poll(() => prices(page)).toEqual(['3 000 000 UZS', '2 000 000 UZS', '1 000 000 UZS']);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('saves a search from the list and finds it in the cabinet, reopening its filters', async () => {
    const buyer = await signIn(site.server);
    const { context, page, consoleErrors } = await openPageAs(
      site.browser,
      site.url,
      buyer,
      storedUser('Saver'),
    );
    await page.goto(`/lot-list?q=${marker}&i=0&region=${OTHER_PLACE.regionId}`);
    await waitForCards(page, 1);
    await page.getByRole('button', { name: uz('savedSearches.save') }).click();
    const status = page.locator('.save-search__status');
    await status.getByRole('link', { name: uz('savedSearches.savedLink') }).click();
    await page.waitForURL((url) => url.pathname === '/profile/saved-searches');
    await page.getByRole('heading', { level: 1, name: uz('savedSearches.title') }).waitFor();
    const item = page.locator('.saved-search');
    await item.waitFor();
    expect(await item.count()).toBe(1);
    expect(await item.textContent()).toContain(marker);
    await item.getByRole('link', { name: uz('savedSearches.open') }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/lot-list' &&
        url.searchParams.get('q') === marker &&
        url.searchParams.get('region') === String(OTHER_PLACE.regionId),
    );
    await waitForCards(page, 1);

    // Deleting it empties the list.
    await page.goto('/profile/saved-searches');
    await page
      .locator('.saved-search')
      .getByRole('button', { name: uz('savedSearches.delete') })
      .click();
    await page.getByText(uz('savedSearches.empty')).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows similar lots on a lot page, with the same card', async () => {
    const { context, page, consoleErrors } = await openPage(site.browser, site.url);
    await page.goto(`/lot-view/${ids[0]}`);
    const section = page.locator('.similar-lots');
    await section.getByRole('heading', { name: uz('similar.title') }).waitFor();
    await section.locator(`.lot-card[data-lot-id="${ids[1]}"]`).waitFor();
    expect(await section.locator(`.lot-card[data-lot-id="${ids[0]}"]`).count()).toBe(0);
    expect(await section.locator('.lot-card').count()).toBeLessThanOrEqual(8);
    // The map's tiles come from the internet, which the test machine may not reach.
    expect(
      consoleErrors.filter((error) => !/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(error)),
    ).toEqual([]);
    await context.close();
  });

  it.each(['uz', 'ru'] as const)(
    'cards fit a 375 px phone in %s: price first, nothing wider than the screen',
    async (lang) => {
      const { context, page } = await openPage(site.browser, site.url, { width: 375, height: 740 });
      await context.addCookies([{ name: 'lang', value: lang, url: site.url }]);
      await page.goto(`/lot-list?q=${marker}&i=0`);
      await waitForCards(page, 4);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const boxes = await page.locator('.lot-card').evaluateAll((cards) =>
        cards.map((card) => {
          const box = card.getBoundingClientRect();
          const price = card.querySelector('.lot-card__price')?.getBoundingClientRect();
          const name = card.querySelector('.lot-card__name')?.getBoundingClientRect();
          return { left: box.left, right: box.right, priceAbove: !!price && !!name && price.top < name.top };
        }),
      );
      for (const box of boxes) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(375);
        expect(box.priceAbove).toBe(true);
      }
      // The lot starting in 3 hours counts down; the sort reads in the page's language.
      await page.locator('.lot-card__time[role="timer"]').first().waitFor();
      const label = lang === 'uz' ? uz('sort.label') : ru('sort.label');
      await page.getByLabel(label, { exact: true }).waitFor();
      await context.close();
    },
  );
});
