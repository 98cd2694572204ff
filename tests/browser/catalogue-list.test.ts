import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { localeText, openPage, useServerAndBrowser } from '../support/browser';
import { createMarkedFlats, createTestLot, OTHER_PLACE, uniqueMarker } from '../support/catalogue';
import { waitForCards } from '../support/lot-list';

/**
 * The lot list in Chromium: the navbar search, the tabs and their counts, filters by region and
 * area kept in the address, paging, and the phone layout. Every lot here carries this file's
 * marker word, so searching for it shows only these lots whatever else the database holds.
 */
const site = useServerAndBrowser();
const uz = (key: string) => localeText('uz', 'catalogue', key);
const uzCommon = (key: string) => localeText('uz', 'common', key);

const marker = uniqueMarker();
/** 13 live lots in Tashkent city plus 1 elsewhere: two pages of 12 on the search tab. */
const HERE = 13;

beforeAll(async () => {
  await createMarkedFlats(site.server.deps.db, marker, HERE);
  await createTestLot(site.server.deps.db, {
    name: { uz: `Uy ${marker} Samarqand`, ru: `Дом ${marker} Самарканд` },
    regionId: OTHER_PLACE.regionId,
    areaId: OTHER_PLACE.areaId,
    lotStatus: 6,
  });
});

const cards = (page: Page) => page.locator('.lot-card');

describe('lot list', () => {
  it('searches from the navbar, pages through and filters by region and area', async () => {
    const { context, page, consoleErrors } = await openPage(site.browser, site.url);
    await page.goto('/home');
    // Home lists active lots (live ones, like this file's, among them) above the categories.
    await page.locator('.active-lots .lot-card').first().waitFor();
    const box = page.getByRole('searchbox', { name: uzCommon('search.label') });
    await box.fill(marker);
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/lot-list' && url.searchParams.get('q') === marker);

    // Search results tab: every status, 14 lots, the first page of 12.
    const searchTab = page.getByRole('tab', { name: new RegExp(uz('tabs.0')) });
    expect(await searchTab.getAttribute('aria-selected')).toBe('true');
    await waitForCards(page, 12);
    await page.locator('[data-tab-count="0"]', { hasText: String(HERE + 1) }).waitFor();
    await page.locator('[data-tab-count="3"]', { hasText: '1' }).waitFor();
    expect(await page.getByRole('textbox', { name: uz('filters.q') }).inputValue()).toBe(marker);
    expect(await cards(page).first().locator('.lot-status').count()).toBe(1);
    expect(await cards(page).first().locator('.lot-card__price').textContent()).toMatch(/^[\d ]+ UZS$/);

    // Page 2 holds the other two, and the address says so.
    const pages = page.getByRole('navigation', { name: uz('pagination.label') });
    await pages.getByRole('link', { name: uz('pagination.page').replace('{{page}}', '2') }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await waitForCards(page, 2);

    // Region and area: the area list loads for the chosen region; applying goes back to page 1.
    await page.getByLabel(uz('filters.region')).selectOption(String(OTHER_PLACE.regionId));
    const area = page.getByLabel(uz('filters.area'));
    await page.waitForFunction(
      (id) => !!document.querySelector(`select[name="area"] option[value="${id}"]`),
      OTHER_PLACE.areaId,
    );
    await area.selectOption(String(OTHER_PLACE.areaId));
    await page.getByRole('button', { name: uz('filters.apply') }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('region') === String(OTHER_PLACE.regionId) &&
        url.searchParams.get('area') === String(OTHER_PLACE.areaId) &&
        url.searchParams.get('page') === null,
    );
    await waitForCards(page, 1);
    expect(await cards(page).first().textContent()).toContain('Samarqand');
    await page.locator('[data-tab-count="0"]', { hasText: /^1$/ }).waitFor();

    // The address alone reproduces the view in a fresh page.
    const link = page.url();
    const second = await context.newPage();
    await second.goto(link);
    await waitForCards(second, 1);
    // The cards may come before the region's areas (the list is fetched while the page loads): the
    // area shows as chosen once its list is there.
    await expect
      .poll(() => second.getByLabel(uz('filters.area')).inputValue())
      .toBe(String(OTHER_PLACE.areaId));

    // Another tab keeps the filters; "not held" holds the Samarqand lot.
    await page.getByRole('tab', { name: new RegExp(uz('tabs.3')) }).click();
    await page.waitForURL((url) => url.searchParams.get('i') === '3');
    await waitForCards(page, 1);

    // Clear empties the form and the address.
    await page.getByRole('button', { name: uz('filters.clear') }).click();
    await page.waitForURL((url) => url.search === '?i=3');
    expect(await page.getByLabel(uz('filters.region')).inputValue()).toBe('');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the current auctions tab by default with a countdown on server time', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto(`/lot-list?i=4&q=${marker}`);
    await waitForCards(page, 12);
    const tab = page.getByRole('tab', { name: new RegExp(uz('tabs.4')) });
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    // Live lots end in about an hour: the card counts down to the end (under a day, a countdown).
    const timer = cards(page).first().getByRole('timer');
    await timer.waitFor();
    const endsIn = uz('card.endsIn').replace('{{time}}', '');
    expect(await timer.textContent()).toMatch(new RegExp(`^${endsIn}\\d{2}:\\d{2}:\\d{2}$`));
    await context.close();
  });

  it('fits a 375 px phone: one card per row, nothing wider than the screen', async () => {
    const { context, page } = await openPage(site.browser, site.url, { width: 375, height: 740 });
    await page.goto(`/lot-list?i=0&q=${marker}`);
    await waitForCards(page, 12);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const [first, second] = await Promise.all([
      cards(page).nth(0).boundingBox(),
      cards(page).nth(1).boundingBox(),
    ]);
    expect(first && second && second.y > first.y + first.height - 1).toBe(true);
    expect(first && first.width <= 375).toBe(true);
    expect(await page.getByTestId('bottom-tab-bar').isVisible()).toBe(true);
    // The filters fold away until asked for, so the lots come first.
    const region = page.getByLabel(uz('filters.region'));
    expect(await region.isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: uz('filters.more') });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await region.waitFor({ state: 'visible' });
    await context.close();
  });
});
