import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { Running } from '../../server/src/boot';
import { launchBrowser } from './browser';
import {
  demoVisits,
  openPageFor,
  seedDemoForVisits,
  type SeededDemo,
  type Visit,
  type Visitor,
} from './demo-visits';
import { dropOwnDatabase, ownDatabaseName, startServerOnOwnDatabase } from './test-server';

export interface DemoSite {
  readonly server: Running;
  readonly browser: Browser;
  readonly demo: SeededDemo;
  /** The routes this visitor is shown, with the demo's own ids in them. */
  visits(visitor: Visitor): Visit[];
  /** A page as this visitor (signed in with the demo's session), at this width and 900 px high. */
  open(visitor: Visitor, width: number): ReturnType<typeof openPageFor>;
}

/**
 * The demo (lots, the buyer's cabinet, the customer's orders, the operator's desks) in a database of
 * its own, with its server and Chromium, for the files that walk every route: the other files'
 * lots stay as they expect. Registers the file's beforeAll and afterAll.
 */
export function useDemoSite(label: string): DemoSite {
  const databaseName = ownDatabaseName(label);
  let server: Running | undefined;
  let browser: Browser | undefined;
  let demo: SeededDemo | undefined;
  beforeAll(async () => {
    // Each part is kept as soon as it exists, so afterAll closes it even when a later step fails.
    server = await startServerOnOwnDatabase(databaseName, `${label}:`);
    demo = await seedDemoForVisits(server);
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await dropOwnDatabase(databaseName);
  });
  const get = () => {
    if (!server || !browser || !demo) throw new Error('the demo site is not started yet');
    return { server, browser, demo };
  };
  return {
    get server() {
      return get().server;
    },
    get browser() {
      return get().browser;
    },
    get demo() {
      return get().demo;
    },
    visits: (visitor) => demoVisits(get().demo.ids).filter((visit) => visit.as.includes(visitor)),
    open: (visitor, width) => openPageFor(get().browser, get().server.url, get().demo, visitor, width),
  };
}

/**
 * Opens the URL and waits until its data, its heading and its fonts are in, then `pauseMs` more
 * (transitions and late images end): what is measured is the page as drawn.
 */
export async function settle(page: Page, url: string, pauseMs: number): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 5_000 })
    .catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(pauseMs);
}
