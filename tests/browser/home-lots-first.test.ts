import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useServerAndBrowser } from '../support/browser';
import { createTestLot, createTestOrder } from '../support/catalogue';

/**
 * Issue 29 "Lots first": the home page opens on what is for sale. On a phone (375 x 812, Uzbek)
 * at least two lot cards are whole on the first screen, above the tab bar; before they come
 * their place is held by blocks of the same size, so nothing moves when they arrive.
 */
const site = useServerAndBrowser();

beforeAll(async () => {
  // Live lots ending within hours: the home page's active lots, whatever else the database holds.
  const orderId = await createTestOrder(site.server.deps.db);
  for (let n = 0; n < 3; n += 1) {
    await createTestLot(site.server.deps.db, {
      orderId,
      name: { uz: `Uch xonali kvartira, Chilonzor ${n + 1}`, ru: `Трёхкомнатная квартира ${n + 1}` },
      endsAt: new Date(Date.now() + (n + 1) * 1_800_000),
    });
  }
});

type Box = { top: number; bottom: number; left: number; right: number };

const boxesOf = (page: Page, selector: string): Promise<Box[]> =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const { top, bottom, left, right } = element.getBoundingClientRect();
      return { top, bottom, left, right };
    }),
  );

/** The bottom of what is visible: the viewport above the phone's tab bar. */
async function visibleBottom(page: Page, height: number): Promise<number> {
  const bar = page.getByTestId('bottom-tab-bar');
  if (!(await bar.isVisible())) return height;
  return (await bar.boundingBox())?.y ?? height;
}

describe('home page, lots first', () => {
  it('shows two whole lot cards on a phone’s first screen, where their placeholders stood', async () => {
    // The worker would answer the lot reads itself: the test holds the first answer back.
    const { context, page } = await openPage(site.browser, site.url, {
      width: 375,
      height: 812,
      serviceWorkers: 'block',
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/shop/shop-lots/active-lot-list*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/home');
    await page.locator('.active-lots .lot-grid-skeleton__card').first().waitFor();
    const placeholders = await boxesOf(page, '.active-lots .lot-grid > li');
    release();

    await expect.poll(() => page.locator('.active-lots .lot-card').count()).toBeGreaterThanOrEqual(2);
    const bottom = await visibleBottom(page, 812);
    const cards = await boxesOf(page, '.active-lots .lot-card');
    for (const card of cards.slice(0, 2)) {
      expect(card.top).toBeGreaterThanOrEqual(0);
      expect(card.left).toBeGreaterThanOrEqual(0);
      expect(card.right).toBeLessThanOrEqual(375);
      expect(card.bottom).toBeLessThanOrEqual(bottom);
    }
    // Each card took its placeholder's place: the first screen did not move.
    const shown = await boxesOf(page, '.active-lots .lot-grid > li');
    for (const [index, card] of shown.slice(0, 2).entries()) {
      expect(Math.abs(card.top - placeholders[index]!.top)).toBeLessThanOrEqual(2);
      expect(Math.abs(card.bottom - placeholders[index]!.bottom)).toBeLessThanOrEqual(2);
    }
    // The explanation follows the lots.
    const [lots] = await boxesOf(page, '.active-lots');
    const [intro] = await boxesOf(page, '.intro');
    expect(intro!.top).toBeGreaterThan(lots!.bottom);
    await context.close();
  });

  it('opens on a row of whole lot cards at desktop width too', async () => {
    const { context, page } = await openPage(site.browser, site.url, { width: 1280, height: 900 });
    await page.goto('/home');
    await page.locator('.active-lots .lot-card').first().waitFor();
    const [first] = await boxesOf(page, '.active-lots .lot-card');
    expect(first!.top).toBeGreaterThanOrEqual(0);
    expect(first!.bottom).toBeLessThanOrEqual(900);
    await context.close();
  });
});
