import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useServerAndBrowser } from '../support/browser';

/** docs/product.md section 2's breakpoints and scroll rule, as a visitor's screen shows them. */
const site = useServerAndBrowser();

async function cssVariable(page: Page, name: string): Promise<string> {
  return page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  );
}

describe('navbar on scroll', () => {
  it('becomes fixed after scrolling past 75 px and returns to the flow above it', async () => {
    const { context, page } = await openPage(site.browser, site.url, { width: 1280, height: 700 });
    await page.goto('/home');
    const navbar = page.locator('header.navbar');
    await expect.poll(() => navbar.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');

    await page.evaluate(() => window.scrollTo(0, 70));
    await page.waitForTimeout(100);
    expect(await navbar.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => navbar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect((await navbar.boundingBox())?.y).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => navbar.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
    await context.close();
  });
});

describe('sizes by width', () => {
  it.each([
    [1440, '34px', false],
    [801, '34px', false],
    [600, '34px', true],
    [500, '28px', true],
    [375, '28px', true],
  ])('at %i px icons are %s and the tab bar shown: %s', async (width, iconSize, tabBar) => {
    const { context, page } = await openPage(site.browser, site.url, { width });
    await page.goto('/home');
    await page.getByTestId('server-clock').waitFor();
    expect(await cssVariable(page, '--icon-size')).toBe(iconSize);
    expect(await page.getByTestId('bottom-tab-bar').isVisible()).toBe(tabBar);
    await context.close();
  });

  it('shows the language picker whole above 450 px and as one button at 450 px or less', async () => {
    for (const [width, buttons] of [
      [451, 2],
      [450, 1],
    ] as const) {
      const { context, page } = await openPage(site.browser, site.url, { width });
      await page.goto('/home');
      const picker = page.locator('.language-picker:visible').first();
      await expect.poll(() => picker.locator('button').count()).toBe(buttons);
      if (buttons === 1) expect(await picker.locator('button').textContent()).toBe('РУ');
      await context.close();
    }
  });

  it('puts labels next to the icons from 1440 px', async () => {
    const { context, page } = await openPage(site.browser, site.url, { width: 1440 });
    await context.addCookies([
      {
        name: 'user',
        value: encodeURIComponent(JSON.stringify({ name: 'Ali', user_name: 'ali', percentage: 100 })),
        url: site.url,
      },
    ]);
    await page.goto('/home');
    const label = page.locator('.navbar__favourites .icon-button__label');
    await expect.poll(() => label.isVisible()).toBe(true);
    expect((await label.boundingBox())?.width).toBeGreaterThan(20);

    await page.setViewportSize({ width: 1200, height: 900 });
    await expect.poll(async () => (await label.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    await context.close();
  });
});

describe('theme and layout', () => {
  it('is light by default with the primary blue', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.goto('/home');
    await page.getByTestId('server-clock').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await cssVariable(page, '--color-primary')).toBe('#1f5fbf');
    await context.close();
  });

  it('removes the bottom padding on the categories page', async () => {
    const { context, page } = await openPage(site.browser, site.url, { width: 375 });
    await page.goto('/home');
    await page.getByTestId('bottom-tab-bar').waitFor();
    expect(await page.evaluate(() => document.body.classList.contains('no-bottom-padding'))).toBe(false);
    await page.goto('/categories');
    await expect
      .poll(() => page.evaluate(() => document.body.classList.contains('no-bottom-padding')))
      .toBe(true);
    await context.close();
  });
});
