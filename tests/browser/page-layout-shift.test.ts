import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createLiveAuction } from '../support/auction';
import { localeText, openGamePage, openPageAs, STORED_BIDDER, useServerAndBrowser } from '../support/browser';

/**
 * Pages that keep their place while their data comes (issue 29): on a 375 px phone a guest's live
 * room and lot page, each once everything it fetches is there, have shifted by less than the 0.05
 * the issue allows (the sum of the page's layout shifts, as Lighthouse's CLS counts them on a load).
 */
const site = useServerAndBrowser();
const MAX_SHIFT = 0.05;

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/** In the page before its scripts: adds up every layout shift no input caused. */
function countShifts(): void {
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function shiftOnceSettled(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  // The observer reports in a task of its own: one frame lets the last entries in.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  return page.evaluate(() => window.__layoutShift ?? 0);
}

describe('on a 375 px phone', () => {
  it("a guest's live room keeps its place while it loads", async () => {
    const { lot } = await createLiveAuction(site.server, { bidders: 1 });
    const { context, page } = await openPageAs(site.browser, site.url, null, STORED_BIDDER, {
      width: 375,
      height: 740,
    });
    await page.addInitScript(countShifts);
    await openGamePage(page, lot.id, localeText('uz', 'auction', 'status.live'));
    await page.getByTestId('game-guest').waitFor();
    expect(await shiftOnceSettled(page)).toBeLessThan(MAX_SHIFT);
    await context.close();
  });

  it("a guest's lot page keeps its place while it loads", async () => {
    const { lot } = await createLiveAuction(site.server, { bidders: 1 });
    const { context, page } = await openPageAs(site.browser, site.url, null, STORED_BIDDER, {
      width: 375,
      height: 740,
    });
    await page.addInitScript(countShifts);
    await page.goto(`/lot-view/${lot.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await shiftOnceSettled(page)).toBeLessThan(MAX_SHIFT);
    await context.close();
  });
});
