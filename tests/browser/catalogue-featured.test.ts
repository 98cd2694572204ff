import { beforeAll, describe, expect, it } from 'vitest';
import { formatTashkentDateTime } from '@kimoshdi/shared';
import { localeText, openPage, useServerAndBrowser } from '../support/browser';
import { createTestLot, uniqueMarker, type TestLot } from '../support/catalogue';

/**
 * Two small pieces of the catalogue in Chromium: the home page's featured lots (shop-lots/
 * is-reklama-list) and the status history in a lot page's "lot" tab (shop-lots/flows), each
 * hidden when there is nothing to show.
 */
const site = useServerAndBrowser();
const uz = (key: string) => localeText('uz', 'catalogue', key);
const marker = uniqueMarker();
let featured: TestLot;
let plain: TestLot;
let withHistory: TestLot;
let noHistory: TestLot;

const HOUR = 3_600_000;
// Three changes two days ago, on whole minutes (the page shows minutes).
const historyStart = Math.floor((Date.now() - 2 * 24 * HOUR) / 60_000) * 60_000;
const FLOWS = [
  { status: 1, at: new Date(historyStart) },
  { status: 2, at: new Date(historyStart + 5 * HOUR) },
  { status: 4, at: new Date(historyStart + 26 * HOUR + 30 * 60_000) },
];

beforeAll(async () => {
  const { db } = site.server.deps;
  // Published now, so the newest-first featured list has it among the first.
  featured = await createTestLot(db, {
    name: { uz: `Reklama kvartira ${marker}`, ru: `Рекламная квартира ${marker}` },
    isReklama: true,
    publishedAt: new Date(),
  });
  plain = await createTestLot(db, { name: { uz: `Oddiy kvartira ${marker}`, ru: `Квартира ${marker}` } });
  withHistory = await createTestLot(db, {
    name: { uz: `Tarixli kvartira ${marker}`, ru: `Квартира с историей ${marker}` },
    flows: FLOWS,
  });
  noHistory = await createTestLot(db, {
    name: { uz: `Tarixsiz kvartira ${marker}`, ru: `Квартира без истории ${marker}` },
    flows: [],
  });
});

describe('featured lots on the home page', () => {
  it('shows the featured lots as lot cards, and no plain lot among them', async () => {
    const { context, page, consoleErrors } = await openPage(site.browser, site.url);
    await page.goto('/home');
    const section = page.getByRole('region', { name: uz('home.featuredLots') });
    const card = section.locator(`.lot-card[data-lot-id="${featured.id}"]`);
    await card.waitFor();
    expect(await card.getByRole('link', { name: `Reklama kvartira ${marker}` }).count()).toBe(1);
    expect(await section.locator(`.lot-card[data-lot-id="${plain.id}"]`).count()).toBe(0);
    // The card opens the lot.
    await card.getByRole('link', { name: `Reklama kvartira ${marker}` }).click();
    await page.waitForURL((url) => url.pathname === `/lot-view/${featured.id}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('is hidden when there are none', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await context.route('**/api/shop/shop-lots/is-reklama-list?*', (route) => route.fulfill({ json: [] }));
    const answered = page.waitForResponse((response) => response.url().includes('/is-reklama-list?'));
    await page.goto('/home');
    await answered;
    // The active lots are drawn after the same kind of call: by then the empty answer is drawn too.
    await page.locator('.active-lots .lot-card').first().waitFor();
    expect(await page.getByRole('heading', { name: uz('home.featuredLots') }).count()).toBe(0);
    expect(await page.locator('.featured-lots').count()).toBe(0);
    await context.close();
  });
});

describe('status history on the lot page', () => {
  it('lists the status changes oldest first with their Tashkent times in the lot tab', async () => {
    const { context, page, consoleErrors } = await openPage(site.browser, site.url);
    // The similar lots below are other files' lots of the shared test database, whose photos a
    // test may have deleted: such a photo's 404 is theirs, anything else answering 404 is this page's.
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(new URL(response.url()).pathname);
    });
    await page.goto(`/lot-view/${withHistory.id}`);
    await page.getByRole('heading', { level: 1, name: `Tarixli kvartira ${marker}` }).waitFor();
    expect(await page.getByTestId('lot-history').count()).toBe(0);

    await page.getByRole('tab', { name: uz('lotTabs.lot') }).click();
    const panel = page.getByRole('tabpanel');
    const history = panel.getByTestId('lot-history');
    await history.waitFor();
    await panel.getByRole('heading', { name: uz('lot.history') }).waitFor();
    const items = history.getByRole('listitem');
    expect(await items.count()).toBe(FLOWS.length);
    for (const [index, flow] of FLOWS.entries()) {
      const item = items.nth(index);
      // The browser runs in London: the times must still be Tashkent's (DD.MM.YYYY HH:mm).
      const when = formatTashkentDateTime(flow.at.getTime()).slice(0, 16);
      expect(await item.locator('time').textContent()).toBe(when);
      expect(await item.locator('.lot-status').getAttribute('data-status')).toBe(String(flow.status));
    }
    // Status colours of docs/product.md section 4: 1 and 4 primary, 2 success.
    expect(await items.nth(0).locator('.lot-status--primary').count()).toBe(1);
    expect(await items.nth(1).locator('.lot-status--success').count()).toBe(1);
    expect(await items.nth(2).locator('.lot-status--primary').count()).toBe(1);
    // The property tab opens first, with its map: tiles cannot load here (no internet).
    expect(missing.filter((address) => !address.startsWith('/files/'))).toEqual([]);
    expect(
      consoleErrors.filter(
        (error) =>
          !/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(error) &&
          !(missing.length > 0 && /status of 404/.test(error)),
      ),
    ).toEqual([]);
    await context.close();
  });

  it('is hidden for a lot with no status changes', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto(`/lot-view/${noHistory.id}`);
    await page.getByRole('heading', { level: 1, name: `Tarixsiz kvartira ${marker}` }).waitFor();
    const answered = page.waitForResponse((response) => response.url().includes('/shop-lots/flows?'));
    await page.getByRole('tab', { name: uz('lotTabs.lot') }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByText(noHistory.lotNumber).waitFor();
    expect(await (await answered).json()).toEqual([]);
    expect(await panel.getByTestId('lot-history').count()).toBe(0);
    expect(await panel.getByRole('heading', { name: uz('lot.history') }).count()).toBe(0);
    await context.close();
  });
});
