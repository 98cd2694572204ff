/**
 * Issue 29: each public page's head preloads its first API reads (and the lot list its first
 * photo), so they load beside the scripts. The preloads must be the very requests the page makes
 * (address, credentials): else Chromium fetches twice and warns. For each page, every preloaded
 * read is fetched exactly once and the console says nothing of preloads. The lot page's photo is
 * checked in lot-photos.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createLiveAuction } from '../support/auction';
import { openPage, useServerAndBrowser } from '../support/browser';
import { createSoldLot } from '../support/catalogue';

const site = useServerAndBrowser();
let live: number;
let sold: number;

beforeAll(async () => {
  live = (await createLiveAuction(site.server, { bidders: 1 })).lot.id;
  const at = new Date(Date.now() - 2 * 86_400_000 + 60_000);
  sold = (
    await createSoldLot(site.server.deps.db, 1_000_000_000n, [
      { buyerNumber: '7', amount: 1_100_000_000n, at },
    ])
  ).id;
});

/** The head's preloaded reads of the page at `path`, how often each was asked for, and the console's preload notes. */
async function visit(path: string, ready: (page: Page) => Promise<unknown>) {
  const { context, page, consoleErrors } = await openPage(site.browser, site.url, {
    width: 375,
    height: 740,
    serviceWorkers: 'block',
  });
  const asked = new Map<string, number>();
  page.on('request', (request) => asked.set(request.url(), (asked.get(request.url()) ?? 0) + 1));
  // The lists show other files' lots of the shared test database, whose photos a test may have
  // deleted: such a photo's 404 is theirs; anything else missing is this page's.
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(new URL(response.url()).pathname);
  });
  const notes: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) notes.push(message.text());
  });
  await page.goto(path);
  await ready(page);
  const preloaded = await page
    .locator('link[rel="preload"][as="fetch"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  // Each read the page makes itself, after its scripts ran: no second ask can come later.
  const times = preloaded.map((url) => ({ url: url.replace(site.url, ''), asked: asked.get(url) ?? 0 }));
  await context.close();
  const othersPhotos = missing.length > 0 && missing.every((address) => address.startsWith('/files/'));
  const errors = consoleErrors.filter((error) => !(othersPhotos && /status of 404/.test(error)));
  return { times, notes, errors, missing: missing.filter((address) => !address.startsWith('/files/')) };
}

describe('the page head preloads', () => {
  it.each([
    ['/home', (page: Page) => page.locator('.lot-card').first().waitFor(), 2],
    ['/lot-list?i=4', (page: Page) => page.locator('.lot-card').first().waitFor(), 1],
    [
      '/game-view/LIVE',
      (page: Page) => page.getByTestId('room-price').filter({ hasText: /\d/ }).waitFor(),
      2,
    ],
    ['/lot-result/SOLD', (page: Page) => page.locator('.lot-result__summary').waitFor(), 1],
  ] as const)('of %s are each fetched once and taken by the page', async (template, ready, count) => {
    const path = template.replace('LIVE', String(live)).replace('SOLD', String(sold));
    const { times, notes, errors, missing } = await visit(path, ready);
    expect(times).toHaveLength(count);
    for (const { url, asked } of times) expect(asked, url).toBe(1);
    expect(notes).toEqual([]);
    expect(missing).toEqual([]);
    expect(errors).toEqual([]);
  });
});
