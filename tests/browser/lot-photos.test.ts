/**
 * Lot photos in Chromium on a 375 px phone: the lot page's main photo and a lot card load a width
 * of at most 640 px from the srcset (AVIF first), taking their place before they load; the main
 * photo opens the photos full screen, where a swipe and the arrow keys move to the next photo and
 * Escape closes. The photos are stored by the upload's own code (every variant), in an order on trade.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fileUrl } from '@kimoshdi/shared';
import { storeDrawing } from '../../server/src/demo/demo-lot-photos';
import { insertFiles } from '../../server/src/modules/file';
import { localeText, openPage, useServerAndBrowser } from '../support/browser';
import { createTestLot, createTestOrder, uniqueMarker, type TestLot } from '../support/catalogue';

const storageDir = mkdtempSync(path.join(os.tmpdir(), 'kim-lot-photos-'));
const site = useServerAndBrowser(() => ({ FILE_STORAGE_DIR: storageDir, FILE_UPLOAD_DIR: storageDir }));
const uz = (key: string) => localeText('uz', 'catalogue', key);
const marker = uniqueMarker();
const PHONE = { width: 375, height: 740 };
let lot: TestLot;
let sibling: TestLot;

/** Drawings stored as photos of the order (all variants), answered as the lots' photo addresses. */
async function storedPhotos(orderId: number, drawings: string[]): Promise<string[]> {
  const { deps } = site.server;
  const stored = [];
  for (const drawing of drawings) stored.push({ drawing, ...(await storeDrawing(deps, drawing)) });
  await insertFiles(
    deps.db,
    stored.map(({ drawing, id, bytes }) => ({
      id,
      order_id: orderId,
      kind: 'image' as const,
      storage_key: id,
      name: `${drawing}.jpg`,
      mime: 'image/jpeg',
      size_bytes: bytes,
      visible_to_participants: false,
      photo_sizes: true,
    })),
  );
  return stored.map(({ id }) => fileUrl(id, 'display'));
}

beforeAll(async () => {
  const { db } = site.server.deps;
  // Status 3: the order is on trade, so its photos are public.
  const orderId = await createTestOrder(db, { customerName: `"${marker}" MChJ` });
  const photos = await storedPhotos(orderId, ['car-1', 'car-2', 'car-3']);
  lot = await createTestLot(db, {
    orderId,
    name: { uz: `Avtomobil ${marker}`, ru: `Автомобиль ${marker}` },
    photos,
  });
  sibling = await createTestLot(db, {
    orderId,
    name: { uz: `Traktor ${marker}`, ru: `Трактор ${marker}` },
    photos: await storedPhotos(orderId, ['tractor-1']),
  });
});

afterAll(() => rmSync(storageDir, { recursive: true, force: true }));

/** The page's own errors: the map's tiles come from outside, which the test machine may not reach. */
const pageErrors = (errors: string[]) =>
  errors.filter((error) => !/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(error));

/** The width named by a sized variant's address (`/files/<id>/w640-avif`), or Infinity for any other. */
function widthOf(url: string): number {
  const match = /\/files\/[0-9a-f-]{36}\/w(\d+)-(?:avif|webp|jpeg)$/.exec(new URL(url).pathname);
  return match ? Number(match[1]) : Infinity;
}

async function openLot(page: Page) {
  await page.goto(`/lot-view/${lot.id}`);
  await page.getByRole('heading', { level: 1, name: `Avtomobil ${marker}` }).waitFor();
}

/** The image's chosen source once it has loaded. */
async function loadedSource(page: Page, selector: string): Promise<{ src: string; height: number }> {
  const image = page.locator(selector).first();
  await image.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
    await image.elementHandle(),
  );
  return image.evaluate((element: HTMLImageElement) => ({
    src: element.currentSrc,
    height: element.getBoundingClientRect().height,
  }));
}

describe('lot photos on a 375 px phone', () => {
  it('load at most the 640 px width, AVIF first, on the lot page and on a lot card', async () => {
    const { context, page, consoleErrors } = await openPage(site.browser, site.url, {
      ...PHONE,
      serviceWorkers: 'block',
    });
    const photoRequests: string[] = [];
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && request.url().includes('/files/'))
        photoRequests.push(request.url());
      if (request.url().includes('/api/shop/lot-card/details')) reads.push(request.url());
    });
    const preloadWarnings: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) preloadWarnings.push(message.text());
    });
    await openLot(page);
    // The main photo takes its place (16:10 of the column) before its bytes arrive.
    const box = await page.locator('.gallery__main').boundingBox();
    expect(box?.height).toBeGreaterThan(150);

    const main = await loadedSource(page, '.gallery__main');
    expect(main.src).toMatch(/\/w(320|640)-avif$/);
    const card = await loadedSource(page, `[data-lot-id="${sibling.id}"] .lot-card__photo img`);
    expect(card.src).toMatch(/\/w(320|640)-avif$/);
    expect(card.height).toBeGreaterThan(100);

    expect(photoRequests.length).toBeGreaterThan(0);
    for (const url of photoRequests) expect(widthOf(url), url).toBeLessThanOrEqual(640);
    // The page's head preloads the lot's read and the very photo the gallery picks: each is
    // fetched once, the page's own call and <picture> taking the preloaded answers.
    expect(photoRequests.filter((url) => url === main.src)).toHaveLength(1);
    expect(reads).toEqual([`${site.url}/api/shop/lot-card/details?lot_id=${lot.id}`]);
    expect(preloadWarnings).toEqual([]);
    expect(pageErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('opens the photos full screen from the main photo; a swipe and the arrows move on, Escape closes', async () => {
    const { context, page, consoleErrors } = await openPage(site.browser, site.url, PHONE);
    const viewerCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/photo-lightbox-[^/]+\.(js|css)$/.test(request.url())) viewerCode.push(request.url());
    });
    await openLot(page);
    await page.locator('.gallery__main').evaluate((image: HTMLImageElement) => image.decode());
    // The viewer's library is fetched on the first open, not with the page.
    expect(viewerCode).toEqual([]);
    await page.getByRole('button', { name: uz('gallery.open').replace('{{number}}', '1') }).click();
    const viewer = page.getByRole('dialog', { name: uz('gallery.viewer') });
    await viewer.waitFor();
    expect(viewerCode.map((url) => path.extname(url)).sort()).toEqual(['.css', '.js']);
    // Over the whole screen.
    expect(await viewer.boundingBox()).toEqual({ x: 0, y: 0, ...PHONE });
    const slide = (number: number) =>
      uz('gallery.position').replace('{{total}}', '3').replace('{{index}}', String(number));
    const current = viewer.locator('.yarl__slide_current');
    expect(await current.getAttribute('aria-label')).toBe(slide(1));
    await current.locator('img').waitFor();

    // A swipe to the left: the next photo.
    await page.mouse.move(300, 370);
    await page.mouse.down();
    await page.mouse.move(200, 372, { steps: 4 });
    await page.mouse.move(60, 375, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => current.getAttribute('aria-label')).toBe(slide(2));
    // The gallery under it (hidden from assistive technology while the viewer is open) follows.
    expect(await page.locator('.gallery__thumb').nth(1).getAttribute('aria-pressed')).toBe('true');

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => current.getAttribute('aria-label')).toBe(slide(3));
    await viewer.getByRole('button', { name: uz('gallery.zoomIn') }).waitFor();
    await viewer.getByRole('button', { name: uz('gallery.fullscreenOn') }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);

    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(pageErrors(consoleErrors)).toEqual([]);
    await context.close();
  });
});
