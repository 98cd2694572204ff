import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { insertResultBids } from '../../server/src/modules/lot/lot-write.repository';
import { localeText, openPage, openPageAs, scrollToLotMap, useServerAndBrowser } from '../support/browser';
import { createTestLot, createTestOrder, uniqueMarker, type TestLot } from '../support/catalogue';
import { signIn } from '../support/session';

/**
 * One lot in Chromium: its page with the gallery, the four tabs and the map (also with no
 * internet), the documents' sizes in uz and ru, the guest's way to register, favourites for a
 * signed-in user, the result of a sold lot and the order's preview.
 */
const site = useServerAndBrowser();
const uz = (key: string) => localeText('uz', 'catalogue', key);
const marker = uniqueMarker();
let live: TestLot;
let sibling: TestLot;
let sold: TestLot;
let papers: TestLot;

const PHOTOS = ['/icons/apple-touch-icon.png', '/icons/icon.svg', '/favicon.svg'];

beforeAll(async () => {
  const { db } = site.server.deps;
  const orderId = await createTestOrder(db, { customerName: `"${marker}" MChJ` });
  live = await createTestLot(db, {
    orderId,
    name: { uz: `Kvartira ${marker}`, ru: `Квартира ${marker}` },
    description: { uz: "Uch xonali kvartira, ta'mirlangan.", ru: 'Трёхкомнатная квартира с ремонтом.' },
    photos: PHOTOS,
    documents: [{ name: 'Kadastr hujjati.pdf', url: '/icons/icon.svg', size: 20_480 }],
  });
  sibling = await createTestLot(db, { orderId, name: { uz: `Garaj ${marker}`, ru: `Гараж ${marker}` } });
  // 2.4 MB and 300 bytes: the sizes the lot page once showed as "2458 KB" and "1 KB".
  papers = await createTestLot(db, {
    name: { uz: `Ombor ${marker}`, ru: `Склад ${marker}` },
    documents: [
      { name: 'Baholash hisoboti.pdf', url: '/icons/icon.svg', size: 2_516_582 },
      { name: 'Ruxsatnoma.pdf', url: '/favicon.svg', size: 300 },
    ],
  });
  const past = Date.now() - 2 * 86_400_000;
  sold = await createTestLot(db, {
    name: { uz: `Avtomobil ${marker}`, ru: `Автомобиль ${marker}` },
    lotStatus: 5,
    startsAt: new Date(past),
    endsAt: new Date(past + 3_600_000),
    finalPrice: 55_000_000_000n,
    winnerBuyerNumber: 'B-0042',
  });
  await insertResultBids(db, sold.id, [
    { buyerNumber: 'B-0007', amount: 52_500_000_000n, at: new Date(past + 600_000) },
    { buyerNumber: 'B-0042', amount: 55_000_000_000n, at: new Date(past + 1_200_000) },
  ]);
});

async function openLot(page: Page, id: number) {
  await page.goto(`/lot-view/${id}`);
  await page.getByRole('heading', { level: 1, name: `Kvartira ${marker}` }).waitFor();
}

describe('lot page', () => {
  it('shows the gallery, the terms, the four tabs and the order’s other lots', async () => {
    const { context, page, consoleErrors } = await openPage(site.browser, site.url);
    await openLot(page, live.id);
    expect(await page.getByText(uz('lot.number').replace('{{number}}', live.lotNumber)).count()).toBe(1);
    // 500 000 000 so'm start, deposit 10 %, first step price 5 % above the start.
    expect(await page.getByTestId('deposit').textContent()).toBe('50 000 000 UZS (10 %)');
    expect(await page.getByTestId('first-step').textContent()).toBe('525 000 000 UZS (5 %)');
    await page
      .locator('.lot-view__summary')
      .getByRole('timer', { name: uz('timer.endsIn') })
      .waitFor();

    // Gallery: thumbnails are buttons, and arrow keys move between them.
    const thumbs = page.getByRole('toolbar', { name: uz('gallery.label') }).getByRole('button');
    expect(await thumbs.count()).toBe(PHOTOS.length);
    await thumbs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    expect(await thumbs.nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.gallery__main').getAttribute('src')).toBe(PHOTOS[1]);
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      uz('gallery.show').replace('{{number}}', String(PHOTOS.length)),
    );

    // Tabs, each loaded on opening.
    const panel = page.getByRole('tabpanel');
    await panel.getByText("Uch xonali kvartira, ta'mirlangan.").waitFor();
    // The tabs follow the arrow keys too.
    await page.getByRole('tab', { name: uz('lotTabs.property') }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: uz('lotTabs.lot') }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await panel.getByText(live.lotNumber).waitFor();
    await page.getByRole('tab', { name: uz('lotTabs.customer') }).click();
    await panel.getByText(`"${marker}" MChJ`).waitFor();
    await page.getByRole('tab', { name: uz('lotTabs.documents') }).click();
    await panel.getByRole('link', { name: 'Kadastr hujjati.pdf' }).waitFor();

    // The other lot of the same order, and the way to the order itself.
    // (Scoped to the order's lots: the similar lots below may show it too.)
    await page.locator(`[aria-labelledby="order-lots"] .lot-card[data-lot-id="${sibling.id}"]`).waitFor();
    await page.getByRole('link', { name: uz('lot.order') }).click();
    await page.waitForURL((url) => url.pathname === `/order-preview/${live.orderId}`);
    await page.locator(`.lot-card[data-lot-id="${live.id}"]`).waitFor();
    expect(await page.locator('.navbar').count()).toBe(0);
    // Map tiles cannot load here (no internet); nothing else may fail.
    expect(
      consoleErrors.filter((error) => !/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(error)),
    ).toEqual([]);
    await context.close();
  });

  it('says the map is unavailable without internet, with the coordinates, after one tile tried', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    // Everything but our own server fails as if the cable were pulled (tiles included).
    const tileRequests: string[] = [];
    await context.route(
      (url) => !url.href.startsWith(site.url),
      (route) => {
        tileRequests.push(route.request().url());
        return route.abort('internetdisconnected');
      },
    );
    await openLot(page, live.id);
    await scrollToLotMap(page);
    const fallback = page.getByTestId('map-unavailable');
    await fallback.waitFor();
    expect(await fallback.textContent()).toMatch(/\d+\.\d{6}, \d+\.\d{6}/);
    expect(tileRequests.filter((url) => url.includes('tile.openstreetmap.org'))).toHaveLength(1);
    await context.close();
  });

  it('on a phone, fetches the map and its tiles only when the visitor scrolls towards it', async () => {
    const { context, page } = await openPage(site.browser, site.url, { width: 375, height: 740 });
    const mapFiles: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (/\/assets\/lot-map-[^/]+\.js$/.test(url) || !url.startsWith(site.url)) mapFiles.push(url);
    });
    await context.route(
      (url) => !url.href.startsWith(site.url),
      (route) => route.abort('internetdisconnected'),
    );
    await openLot(page, live.id);
    // The property tab with the map's place is there, the page has settled, and nothing of the map came.
    const place = page.getByTestId('map-place');
    await place.waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(mapFiles).toEqual([]);
    expect(await place.boundingBox()).toMatchObject({ height: 320 });

    await scrollToLotMap(page);
    await page.getByTestId('map-unavailable').waitFor();
    expect(mapFiles.filter((url) => url.includes('/assets/lot-map-'))).toHaveLength(1);
    expect(mapFiles.filter((url) => url.includes('tile.openstreetmap.org'))).toHaveLength(1);
    await context.close();
  });

  it("keeps the page when the map's code does not come, and draws the map once back online", async () => {
    // No service worker: the test's routes see every request the page makes.
    const { context, page } = await openPage(site.browser, site.url, {
      width: 375,
      height: 740,
      serviceWorkers: 'block',
    });
    await context.route(
      (url) => !url.href.startsWith(site.url),
      (route) => route.abort('internetdisconnected'),
    );
    const mapCode = /\/assets\/lot-map-[\w-]+\.(js|css)$/;
    await page.route(mapCode, (route) => route.abort('internetdisconnected'));
    await openLot(page, live.id);
    await scrollToLotMap(page);
    const unavailable = page
      .getByRole('alert')
      .filter({ hasText: localeText('uz', 'common', 'api.network') });
    await unavailable.waitFor();
    // In the map's own place, the page around it as it was.
    expect(await unavailable.evaluate((element) => element.classList.contains('lot-map'))).toBe(true);
    expect(await page.getByRole('heading', { level: 1, name: `Kvartira ${marker}` }).isVisible()).toBe(true);

    await page.unroute(mapCode);
    await context.setOffline(true);
    await context.setOffline(false);
    // The map's code came: with the tiles still out of reach, the map says so with the coordinates.
    await page.getByTestId('map-unavailable').waitFor();
    expect(await unavailable.count()).toBe(0);
    await context.close();
  });

  it('sends a guest to register with the way back to the lot', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await openLot(page, live.id);
    const apply = page.getByRole('link', { name: uz('lot.applyGuest') });
    const href = new URL((await apply.getAttribute('href')) ?? '', site.url);
    expect(href.pathname).toBe('/api/shop/auth/login');
    expect(href.searchParams.get('return_to')).toBe(`/lot-view/${live.id}`);
    expect(await page.getByRole('button', { name: uz('favourite.add') }).count()).toBe(0);
    await context.close();
  });
});

describe('lot documents', () => {
  // The units as each language writes them, as the order's files show them.
  it.each([
    ['uz', ['2.4 MB', '300 B']],
    ['ru', ['2.4 МБ', '300 Б']],
  ])('shows each size in the unit that fits, in %s', async (lang, sizes) => {
    const { context, page, consoleErrors } = await openPage(site.browser, site.url);
    await context.addCookies([{ name: 'lang', value: lang, url: site.url }]);
    await page.goto(`/lot-view/${papers.id}`);
    await page.getByRole('tab', { name: localeText(lang, 'catalogue', 'lotTabs.documents') }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('link', { name: 'Ruxsatnoma.pdf' }).waitFor();
    expect(await panel.getByTestId('document-size').allTextContents()).toEqual(sizes);
    expect(
      consoleErrors.filter((error) => !/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(error)),
    ).toEqual([]);
    await context.close();
  });
});

describe('favourites', () => {
  it('adds a lot from its page and removes it from the favourites page', async () => {
    const user = await signIn(site.server, { fullName: 'Sardor Qodirov' });
    const stored = { name: 'Sardor Qodirov', user_name: 'sardor', percentage: 100 };
    const { context, page } = await openPageAs(site.browser, site.url, user, stored);
    await openLot(page, live.id);
    // A signed-in buyer sees no guest button (applications come with the auction flow).
    expect(await page.getByRole('link', { name: uz('lot.applyGuest') }).count()).toBe(0);
    const add = page.locator('.lot-view__summary').getByRole('button', { name: uz('favourite.add') });
    await add.click();
    const remove = page.locator('.lot-view__summary').getByRole('button', { name: uz('favourite.remove') });
    await remove.waitFor();
    expect(await remove.getAttribute('aria-pressed')).toBe('true');

    await page.goto('/favourites');
    await page.getByRole('heading', { level: 1, name: uz('favourites.title') }).waitFor();
    const card = page.locator(`.lot-card[data-lot-id="${live.id}"]`);
    await card.waitFor();
    expect(await page.locator('.lot-card').count()).toBe(1);
    await card.getByRole('button', { name: uz('favourite.remove') }).click();
    await card.waitFor({ state: 'detached' });
    await page.getByText(uz('favourites.empty')).waitFor();

    // The server agrees: a reload shows none.
    await page.reload();
    await page.getByText(uz('favourites.empty')).waitFor();
    await context.close();
  });

  it('offers a guest to sign in', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto('/favourites');
    const signInLink = page.locator('#main-content').getByRole('link', { name: uz('favourites.signIn') });
    expect(
      new URL((await signInLink.getAttribute('href')) ?? '', site.url).searchParams.get('return_to'),
    ).toBe('/favourites');
    await context.close();
  });
});

describe('lot result', () => {
  it('shows the outcome, the winner, the final price and the bids', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto(`/lot-view/${sold.id}`);
    await page.getByRole('link', { name: uz('lot.result') }).click();
    await page.waitForURL((url) => url.pathname === `/lot-result/${sold.id}`);
    await page
      .getByTestId('outcome')
      .filter({ hasText: uz('result.outcomes.sold') })
      .waitFor();
    // The bid log comes by a request of its own, after the summary: wait for it.
    await page.getByTestId('bid-log-total').waitFor();
    expect(await page.locator('.record-table tbody tr').count()).toBe(2);
    expect(await page.getByText('B-0042').count()).toBeGreaterThanOrEqual(2);
    // The final price in the summary and the last bid in the bid log (and its replay).
    expect(await page.getByText('550 000 000 UZS').count()).toBeGreaterThanOrEqual(2);
    await context.close();
  });

  it('of an archived sale shows it archived, with no way to apply, and its result as sold', async () => {
    const endsAt = new Date(Date.now() - 200 * 86_400_000);
    const archived = await createTestLot(site.server.deps.db, {
      name: { uz: `Arxivdagi uy ${marker}`, ru: `Дом в архиве ${marker}` },
      lotStatus: 14,
      archivedFrom: 7,
      finalPrice: 61_000_000_000n,
      winnerBuyerNumber: '7',
      startsAt: new Date(endsAt.getTime() - 7_200_000),
      endsAt,
      publishedAt: new Date(endsAt.getTime() - 20 * 86_400_000),
    });
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto(`/lot-view/${archived.id}`);
    await page.getByRole('link', { name: uz('lot.result') }).waitFor();
    // The status's name comes with the dictionaries, after the lot.
    await page.locator('.lot-status', { hasText: 'Arxivda' }).first().waitFor();
    expect(await page.getByRole('link', { name: uz('lot.applyGuest') }).count()).toBe(0);
    await page.getByRole('link', { name: uz('lot.result') }).click();
    await page
      .getByTestId('outcome')
      .filter({ hasText: uz('result.outcomes.sold') })
      .waitFor();
    expect(await page.getByText('610 000 000 UZS').count()).toBeGreaterThanOrEqual(1);
    await context.close();
  });

  it("of a running auction says its bids come with the result and leads to the live room, not 'no bids'", async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto(`/lot-result/${live.id}`);
    await page
      .getByTestId('bids-after-end')
      .filter({ hasText: uz('result.bidsAfterEnd') })
      .waitFor();
    expect(await page.getByText(uz('result.noBids')).count()).toBe(0);
    await page.getByRole('link', { name: uz('result.watchLive') }).click();
    await page.waitForURL((url) => url.pathname === `/game-view/${live.id}`);
    await context.close();
  });
});
