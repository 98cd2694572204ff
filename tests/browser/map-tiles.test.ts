import { beforeAll, describe, expect, it } from 'vitest';
import { LOT_STATUS } from '@kimoshdi/shared';
import { createTestLot, type TestLot } from '../support/catalogue';
import { openPage, scrollToLotMap, useServerAndBrowser } from '../support/browser';
import { png } from '../support/files';

/**
 * The tile server is a setting of the running server (MAP_TILES_URL, MAP_TILES_ATTRIBUTION), not
 * of the client's build: the same built client draws a lot's map from the tiles this server names,
 * which its Content-Security-Policy admits (Chromium enforces it), with that server's credit.
 */
const TILES = 'https://tiles.example.test/{z}/{x}/{y}.png';
const CREDIT = '&copy; <a href="https://tiles.example.test/about">Example tiles</a>';
const site = useServerAndBrowser(() => ({ MAP_TILES_URL: TILES, MAP_TILES_ATTRIBUTION: CREDIT }));
let lot: TestLot;

beforeAll(async () => {
  lot = await createTestLot(site.server.deps.db, { lotStatus: LOT_STATUS.ACCEPTING_APPLICATIONS });
});

describe("a lot's map", () => {
  it("draws the configured server's tiles, with its credit", async () => {
    const { context, page, consoleErrors } = await openPage(site.browser, site.url);
    const tile = await png(256, 256);
    const asked: string[] = [];
    await context.route('https://tiles.example.test/**', (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/png', body: tile });
    });
    await page.goto(`/lot-view/${lot.id}`);
    await scrollToLotMap(page);
    await page.locator('.leaflet-tile-loaded').first().waitFor();
    expect(await page.getByTestId('map-unavailable').count()).toBe(0);
    expect(asked.every((url) => /^https:\/\/tiles\.example\.test\/\d+\/\d+\/\d+\.png$/.test(url))).toBe(true);
    const credit = page.locator('.leaflet-control-attribution a', { hasText: 'Example tiles' });
    expect(await credit.getAttribute('href')).toBe('https://tiles.example.test/about');
    expect(consoleErrors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
    await context.close();
  });
});
