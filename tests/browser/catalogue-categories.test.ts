import { beforeAll, describe, expect, it } from 'vitest';
import { LOT_STATUS } from '@kimoshdi/shared';
import { localeText, openPage, useServerAndBrowser } from '../support/browser';
import { createTestLot, uniqueMarker } from '../support/catalogue';

/**
 * The categories page (issue 9, part B 6): a category's link opens all of its lots, in every
 * status and in its sub-categories, not only the auctions live now.
 */
const site = useServerAndBrowser();
const marker = uniqueMarker();
/** "Transport vositalari" (6) and its sub-categories: cars (7), trucks (8), special machinery (9). */
const VEHICLES = { id: 6, name: 'Transport vositalari' };
const lotIds: number[] = [];

beforeAll(async () => {
  const lots: [number, number][] = [
    [VEHICLES.id, LOT_STATUS.ANNOUNCED],
    [7, LOT_STATUS.SOLD],
    [8, LOT_STATUS.LIVE],
    [9, LOT_STATUS.NOT_HELD],
  ];
  for (const [categoryId, lotStatus] of lots) {
    const lot = await createTestLot(site.server.deps.db, {
      name: { uz: `Avtomobil ${marker} ${lotStatus}`, ru: `Автомобиль ${marker} ${lotStatus}` },
      categoryId,
      lotStatus,
    });
    lotIds.push(lot.id);
  }
});

describe('the categories page', () => {
  it('opens every lot of the category and its sub-categories, whatever their status', async () => {
    const { context, page, consoleErrors } = await openPage(site.browser, site.url);
    await page.goto('/categories');
    await page.locator('.category-catalogue__head').filter({ hasText: VEHICLES.name }).click();
    await page.waitForURL((url) => url.pathname === '/lot-list');
    expect(new URL(page.url()).searchParams.get('category')).toBe(String(VEHICLES.id));

    await page.waitForFunction(() => document.querySelectorAll('.lot-card').length > 0);
    const shown = await page
      .locator('.lot-card a[href^="/lot-view/"]')
      .evaluateAll((links) => links.map((link) => Number(link.getAttribute('href')?.split('/').pop())));
    for (const id of lotIds) expect(shown, `lot ${id}`).toContain(id);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toContain(
      localeText('uz', 'catalogue', 'tabs.0'),
    );
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
