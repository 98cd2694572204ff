import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { Running } from '../../server/src/boot';
import type { TestUser } from './session';
import { startTestServer } from './test-server';

/**
 * Debian's Chromium driven by playwright-core (no browser download: the machines cannot fetch
 * one). The flags keep it quiet and deterministic: no sandbox (runs as root in CI), no GPU, no
 * QUIC, no first-run screens, and no background traffic to Google services.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface PageOptions {
  width?: number;
  height?: number;
  /** The browser's own language (its Accept-Language); the site's choice must win over it. */
  locale?: string;
  /**
   * 'block' for a test that holds or rewrites a request the service worker answers (the lot pages'
   * API reads): once the worker controls the page, its fetches pass by page.route.
   */
  serviceWorkers?: 'allow' | 'block';
}

/**
 * A fresh context (own cookies and localStorage) and page on the test server. Browser console
 * errors are collected so a test can assert the page stayed clean.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  { width = 1280, height = 900, locale = 'uz-UZ', serviceWorkers = 'allow' }: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height },
    locale,
    // Not Tashkent on purpose: the page must show Tashkent time whatever the visitor's zone.
    timezoneId: 'Europe/London',
    serviceWorkers,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium's words for a failed request name no address: the location does, so a failure says
    // which request it was.
    const text = message.text();
    const { url } = message.location();
    consoleErrors.push(text.startsWith('Failed to load resource') && url ? `${text} (${url})` : text);
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}

/** The stored-user cookie the sign-in leaves for the navbar: the name and how complete the profile is. */
export interface StoredUser {
  name: string;
  user_name: string;
  percentage: number;
}

/** The stored user of a bidder planted straight into a browser. */
export const STORED_BIDDER: StoredUser = { name: 'Bidder', user_name: 'bidder', percentage: 100 };

/** A stored user whose name is also the user name, the profile complete. */
export const storedUser = (name: string): StoredUser => ({ name, user_name: name, percentage: 100 });

/** Puts the user's session cookies and the stored-user cookie the navbar reads into a context. */
export async function plantSession(
  context: BrowserContext,
  baseURL: string,
  user: Pick<TestUser, 'cookies'>,
  stored: StoredUser,
): Promise<void> {
  await context.addCookies([
    ...user.cookies.map((cookie) => ({ ...cookie, url: baseURL })),
    { name: 'user', value: encodeURIComponent(JSON.stringify(stored)), url: baseURL },
  ]);
}

/** A fresh context and page (as openPage) signed in as the user, or a guest's for null. */
export async function openPageAs(
  browser: Browser,
  baseURL: string,
  user: Pick<TestUser, 'cookies'> | null,
  stored: StoredUser,
  options: PageOptions = {},
): ReturnType<typeof openPage> {
  const opened = await openPage(browser, baseURL, options);
  if (user) await plantSession(opened.context, baseURL, user, stored);
  return opened;
}

/**
 * Opens a lot's game page and waits until its status reads `statusText`: the socket has joined
 * (the counts come with the join).
 */
export async function openGamePage(page: Page, lotId: number, statusText: string): Promise<void> {
  await page.goto(`/game-view/${lotId}`);
  await page.getByTestId('game-status').filter({ hasText: statusText }).waitFor();
}

/**
 * Scrolls the lot page's map into view: its library and tiles are fetched only as its place nears
 * the viewport (features/lot-page/components/lot-tab-panel.tsx). Waits for the place to be there.
 */
export async function scrollToLotMap(page: Page): Promise<void> {
  await page
    .locator('.lot-map')
    .first()
    .evaluate((element) => element.scrollIntoView({ block: 'center' }));
}

/** Waits until the page's <html lang> is the given language (the interface switched). */
export async function waitForLanguage(page: Page, language: string): Promise<void> {
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
}

/** A shell text as the visitor reads it, from the shipped language files. */
export function localeText(language: string, namespace: string, key: string): string {
  const file = path.join(LOCALES_DIR, language, `${namespace}.json`);
  let value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`${language}/${namespace}.json has no text at ${key}`);
  return value;
}

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../shared/src/i18n/locales');

/**
 * The real server and one Chromium, started before a file's tests and stopped after them. `env`:
 * settings of the server, asked for when it starts (after the file's own earlier beforeAll hooks,
 * so a mail server or SMS gateway stand-in started there can be named: `() => smtp.env()`).
 */
export interface BrowserSite {
  readonly url: string;
  readonly browser: Browser;
  /** The running server, for seeding its database. */
  readonly server: Running;
}

export function useServerAndBrowser(env: () => Record<string, string> = () => ({})): BrowserSite {
  let server: Running | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startTestServer(env());
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get url() {
      if (!server) throw new Error('the test server is not started yet');
      return server.url;
    },
    get browser() {
      if (!browser) throw new Error('Chromium is not launched yet');
      return browser;
    },
    get server() {
      if (!server) throw new Error('the test server is not started yet');
      return server;
    },
  };
}
