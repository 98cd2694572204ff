import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { localeText, openPage, useServerAndBrowser } from '../support/browser';
import {
  createMarkedFlats,
  createTestLot,
  OTHER_PLACE,
  TEST_PLACE,
  uniqueMarker,
} from '../support/catalogue';
import { waitForCards } from '../support/lot-list';

/**
 * Issue 29 "Back means back": a lot opened from the lot list and Back returns to the same list,
 * filters and scroll position at once. The list's request on the way back is held: what shows
 * is drawn from the answer the page had, and the position is restored on it.
 */
const site = useServerAndBrowser();
const uz = (key: string) => localeText('uz', 'catalogue', key);

const marker = uniqueMarker();
/** A full first page of this file's lots in Tashkent city, and one elsewhere the filter leaves out. */
const HERE = 12;

beforeAll(async () => {
  await createMarkedFlats(site.server.deps.db, marker, HERE);
  await createTestLot(site.server.deps.db, {
    name: { uz: `Uy ${marker} Samarqand`, ru: `Дом ${marker} Самарканд` },
    regionId: OTHER_PLACE.regionId,
    areaId: OTHER_PLACE.areaId,
  });
});

const LIST = `/lot-list?q=${marker}&i=0&region=${TEST_PLACE.regionId}`;

const cardIds = (page: Page) =>
  page.locator('.lot-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-lot-id')));

describe('Back to the lot list', () => {
  it.each([1280, 375])('at %i px restores the same cards, filter and scroll position', async (width) => {
    // The service worker would answer the list's reads itself: the test holds them instead.
    const { context, page, consoleErrors } = await openPage(site.browser, site.url, {
      width,
      height: 800,
      serviceWorkers: 'block',
    });
    await page.goto(LIST);
    await waitForCards(page, HERE);
    const ids = await cardIds(page);

    // Far down: the third card from the end at the top of the screen.
    const target = page.locator('.lot-card').nth(HERE - 3);
    await target.evaluate((card) => {
      const top = card.getBoundingClientRect().top + window.scrollY - 80;
      window.scrollTo({ top, behavior: 'instant' });
    });
    // The position to come back to is the one the page settles at (past 75 px the navbar turns
    // fixed, a render later).
    const navbar = page.locator('header.navbar');
    await expect.poll(() => navbar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    const scrolled = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
        ),
    );
    expect(scrolled).toBeGreaterThan(1000);
    const lotId = await target.getAttribute('data-lot-id');
    await target.locator('.lot-card__name a').click();
    await page.waitForURL((url) => url.pathname === `/lot-view/${lotId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The lot opens at its top; on a loaded machine the scroll may come a frame after its heading.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    const held: Route[] = [];
    await page.route('**/api/shop/shop-lots/lot-list?*', (route) => void held.push(route));
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/lot-list' && url.searchParams.get('q') === marker);

    // With the list's new request still unanswered: the same cards, at the same place.
    expect(await cardIds(page)).toEqual(ids);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 4);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(4);
    await expect.poll(() => held.length).toBeGreaterThan(0);

    // The filter in the address is kept, in the address and in the form.
    const url = new URL(page.url());
    expect(url.searchParams.get('region')).toBe(String(TEST_PLACE.regionId));
    expect(await page.getByLabel(uz('filters.region')).inputValue()).toBe(String(TEST_PLACE.regionId));

    // The fresh answer replaces the remembered one without moving the page.
    for (const route of held) await route.continue();
    await page.unroute('**/api/shop/shop-lots/lot-list?*');
    await waitForCards(page, HERE);
    expect(await cardIds(page)).toEqual(ids);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(4);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
