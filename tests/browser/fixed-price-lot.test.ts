import { beforeAll, describe, expect, it } from 'vitest';
import { LOT_STATUS, TRADE_TYPE } from '@kimoshdi/shared';
import { createLiveAuction } from '../support/auction';
import { localeText, openPage, openPageAs, STORED_BIDDER, useServerAndBrowser } from '../support/browser';
import { createTestLot, uniqueMarker, type TestLot } from '../support/catalogue';

/**
 * What a person sees of a fixed-price lot: its page with the price and the copies left, no
 * deposit, no step and no way into an auction, also for a guest and a signed-in buyer; its game
 * address brings them to that page. And an auction's lot page shows the first step the game then
 * suggests.
 */
const site = useServerAndBrowser();
const marker = uniqueMarker();
const uz = (namespace: string, key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)),
    localeText('uz', namespace, key),
  );
let fixed: TestLot;

beforeAll(async () => {
  fixed = await createTestLot(site.server.deps.db, {
    name: { uz: `Mebel to'plami ${marker}`, ru: `Мебельный гарнитур ${marker}` },
    tradeType: TRADE_TYPE.FIXED_PRICE,
    lotStatus: LOT_STATUS.LIVE,
    quantity: 5,
    quantitySold: 2,
    startsAt: new Date(Date.now() - 86_400_000),
    endsAt: new Date(Date.now() + 3 * 86_400_000),
  });
});

describe('a fixed-price lot', () => {
  it('its page shows the price and the copies left, no deposit, no step, no auction', async () => {
    const { context, page, consoleErrors } = await openPage(site.browser, site.url);
    await page.goto(`/lot-view/${fixed.id}`);
    await page.getByRole('heading', { level: 1, name: `Mebel to'plami ${marker}` }).waitFor();
    const summary = page.locator('.lot-view__summary');
    expect(await summary.getByText(uz('catalogue', 'lot.price'), { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('price').textContent()).toBe('15 000 000 UZS');
    expect(await page.getByTestId('copies-left').textContent()).toBe(
      uz('catalogue', 'lot.copiesLeftOf', { left: 3, total: 5 }),
    );
    expect(await page.locator('.lot-view__head .lot-status').textContent()).toBe(
      uz('catalogue', 'lot.onSale'),
    );
    expect(await page.getByTestId('deposit').count()).toBe(0);
    expect(await page.getByTestId('first-step').count()).toBe(0);
    expect(await page.getByText(uz('catalogue', 'terms.deposit')).count()).toBe(0);
    expect(await page.getByText(uz('catalogue', 'terms.firstStep')).count()).toBe(0);
    expect(await page.getByRole('link', { name: uz('cabinet', 'applications.goToAuction') }).count()).toBe(0);
    expect(await page.getByRole('link', { name: uz('catalogue', 'lot.applyGuest') }).count()).toBe(0);
    expect(await page.getByTestId('application-panel').count()).toBe(0);

    // The lot tab: the terms of a sale at a price, not of an auction.
    await page.getByRole('tab', { name: uz('catalogue', 'lotTabs.lot') }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByText(uz('catalogue', 'lot.copiesLeft')).waitFor();
    expect(await panel.getByText(uz('catalogue', 'terms.deposit')).count()).toBe(0);
    expect(await panel.getByText(uz('catalogue', 'terms.firstStep')).count()).toBe(0);
    // Its status, in the terms and in the history, reads "on sale", not "auction live".
    await panel.getByTestId('lot-history').waitFor();
    expect(await panel.locator('.lot-status').allTextContents()).toEqual([
      uz('catalogue', 'lot.onSale'),
      uz('catalogue', 'lot.onSale'),
    ]);
    // The map's tiles cannot load on a machine without internet; nothing else may fail.
    expect(consoleErrors.filter((error) => !error.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
    await context.close();
  });

  it('its game address brings the person to its lot page', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto(`/game-view/${fixed.id}`);
    await page.waitForURL(`**/lot-view/${fixed.id}`);
    await page.getByRole('heading', { level: 1, name: `Mebel to'plami ${marker}` }).waitFor();
    expect(await page.getByTestId('copies-left').textContent()).toBe(
      uz('catalogue', 'lot.copiesLeftOf', { left: 3, total: 5 }),
    );
    expect(await page.getByTestId('game-view').count()).toBe(0);
    await context.close();
  });
});

describe("an auction lot's first step", () => {
  it('is the price the game suggests first', async () => {
    // 900 000 000 so'm is above 2 000 BHM on the notice day: every step is 2 %.
    const { lot, bidders } = await createLiveAuction(site.server, { startTiyin: 90_000_000_000n });
    const { context, page } = await openPageAs(site.browser, site.url, bidders[0]!, STORED_BIDDER);
    await page.goto(`/lot-view/${lot.id}`);
    const firstStep = page.getByTestId('first-step');
    await firstStep.waitFor();
    expect(await firstStep.textContent()).toBe('918 000 000 UZS (2 %)');

    await page.goto(`/game-view/${lot.id}`);
    const suggested = page.getByTestId('suggested-price');
    await suggested.waitFor();
    expect(await suggested.textContent()).toBe('918 000 000 UZS');
    await context.close();
  });
});
