import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { localeText, openPage, useServerAndBrowser } from '../support/browser';
import { createTestLot, uniqueMarker, type TestLot } from '../support/catalogue';

/**
 * The Share button of a lot page and a lot result in Chromium: the menu of a browser without a
 * share sheet (Copy link, Telegram), and the system share sheet where the browser has one.
 */
const site = useServerAndBrowser();
const uz = (key: string) => localeText('uz', 'share', key);
const marker = uniqueMarker();
let lot: TestLot;
let sold: TestLot;

beforeAll(async () => {
  const { db } = site.server.deps;
  lot = await createTestLot(db, { name: { uz: `Dala hovli ${marker}`, ru: `Дача ${marker}` } });
  const past = Date.now() - 2 * 86_400_000;
  sold = await createTestLot(db, {
    name: { uz: `Traktor ${marker}`, ru: `Трактор ${marker}` },
    lotStatus: 5,
    startsAt: new Date(past),
    endsAt: new Date(past + 3_600_000),
    finalPrice: 55_000_000_000n,
    winnerBuyerNumber: 'B-0042',
  });
});

const shareName = (lotNumber: string) => uz('shareLot').replace('{{number}}', lotNumber);
const lotUrl = () => `${site.url}/lot-view/${lot.id}`;

async function openLot(page: Page) {
  // A query of its own: the shared address is the page's, without it.
  await page.goto(`/lot-view/${lot.id}?from=test`);
  await page.getByRole('heading', { level: 1, name: `Dala hovli ${marker}` }).waitFor();
}

/** The page's own errors: the map's tiles are on the internet, which a test machine may not reach. */
const ownErrors = (errors: string[]) =>
  errors.filter((error) => !/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(error));

/** Chromium on Linux may grow a share sheet one day: the menu's case takes it away. */
const NO_SHARE_SHEET = `delete Navigator.prototype.share; delete Navigator.prototype.canShare;`;

/** A share sheet that records what it was given and answers `outcome` ('ok' or an error's name). */
const recordingShareSheet = (outcome: string) => `
  window.__shared = [];
  Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
  Object.defineProperty(Navigator.prototype, 'share', {
    configurable: true,
    value: (data) => {
      window.__shared.push(data);
      return ${JSON.stringify(outcome)} === 'ok'
        ? Promise.resolve()
        : Promise.reject(new DOMException('closed', ${JSON.stringify(outcome)}));
    },
  });`;

describe('share a lot', () => {
  it('without a share sheet: a menu with Copy link and Telegram', async () => {
    const { context, page, consoleErrors } = await openPage(site.browser, site.url);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await page.addInitScript(NO_SHARE_SHEET);
    await openLot(page);

    const toggle = page.getByRole('button', { name: shareName(lot.lotNumber) });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await menu.waitFor();

    const telegram = menu.getByRole('link', { name: uz('telegram') });
    const href = new URL((await telegram.getAttribute('href')) ?? '');
    expect(href.origin + href.pathname).toBe('https://t.me/share/url');
    expect(href.searchParams.get('url')).toBe(lotUrl());
    expect(href.searchParams.get('text')).toBe(`Lot № ${lot.lotNumber}: Dala hovli ${marker}`);
    expect(await telegram.getAttribute('href')).toContain(`url=${encodeURIComponent(lotUrl())}&`);
    expect(await telegram.getAttribute('target')).toBe('_blank');
    expect(await telegram.getAttribute('rel')).toBe('noopener noreferrer');

    // Escape closes the menu and gives the focus back to its button.
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);

    await toggle.click();
    await menu.getByRole('button', { name: uz('copyLink') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: uz('copied') })
      .waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(lotUrl());
    expect(await menu.isHidden()).toBe(true);
    expect(ownErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('where the clipboard is refused, shows the link selected for copying by hand', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.addInitScript(
      `${NO_SHARE_SHEET} Clipboard.prototype.writeText = () => Promise.reject(new DOMException('no', 'NotAllowedError'));`,
    );
    await openLot(page);
    await page.getByRole('button', { name: shareName(lot.lotNumber) }).click();
    await page.getByRole('button', { name: uz('copyLink') }).click();
    const field = page.getByRole('textbox', { name: uz('copyByHand') });
    await field.waitFor();
    expect(await field.inputValue()).toBe(lotUrl());
    expect(await field.evaluate((input: HTMLInputElement) => input.readOnly)).toBe(true);
    expect(
      await field.evaluate(
        (input: HTMLInputElement) =>
          document.activeElement === input &&
          input.selectionStart === 0 &&
          input.selectionEnd === input.value.length,
      ),
    ).toBe(true);
    await context.close();
  });

  it('with a share sheet: one button that hands it the title and the address', async () => {
    const { context, page, consoleErrors } = await openPage(site.browser, site.url);
    await page.addInitScript(recordingShareSheet('ok'));
    await openLot(page);
    const share = page.getByRole('button', { name: shareName(lot.lotNumber) });
    expect(await share.getAttribute('aria-expanded')).toBeNull();
    expect(await share.textContent()).toBe(uz('share'));
    await share.click();
    await page.waitForFunction(() => (window as unknown as { __shared: unknown[] }).__shared.length === 1);
    const [shared] = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
    expect(shared?.url).toBe(lotUrl());
    expect(shared?.title).toBe(`Lot № ${lot.lotNumber}: Dala hovli ${marker}`);
    expect(ownErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('a share sheet closed without choosing is no error', async () => {
    const { context, page, consoleErrors } = await openPage(site.browser, site.url);
    await page.addInitScript(recordingShareSheet('AbortError'));
    await openLot(page);
    await page.getByRole('button', { name: shareName(lot.lotNumber) }).click();
    await page.waitForFunction(() => (window as unknown as { __shared: unknown[] }).__shared.length === 1);
    // Give a wrongly shown notice time to appear.
    await page.waitForTimeout(300);
    expect(await page.getByText(uz('copied')).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: uz('copyByHand') }).count()).toBe(0);
    expect(ownErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('the result page has the button too, sharing the result', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    await page.addInitScript(NO_SHARE_SHEET);
    await page.goto(`/lot-result/${sold.id}`);
    const toggle = page
      .locator('.lot-result__summary')
      .getByRole('button', { name: shareName(sold.lotNumber) });
    await toggle.click();
    const href = await page.getByRole('link', { name: uz('telegram') }).getAttribute('href');
    expect(new URL(href ?? '').searchParams.get('url')).toBe(`${site.url}/lot-result/${sold.id}`);
    await context.close();
  });

  it('fits a 375 px screen, the menu open', async () => {
    const { context, page } = await openPage(site.browser, site.url, { width: 375, height: 800 });
    await page.addInitScript(NO_SHARE_SHEET);
    await openLot(page);
    await page.getByRole('button', { name: shareName(lot.lotNumber) }).click();
    const menu = page.getByRole('link', { name: uz('telegram') });
    await menu.waitFor();
    const box = await page.locator('.share-menu .dropdown__panel').boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
