import { describe, expect, it } from 'vitest';
import { openPage, useServerAndBrowser } from '../support/browser';

/**
 * Issue 15, the client as the server sends it. index.html names the opened page's chunks, styles
 * and texts, so a visitor's browser fetches them while React downloads instead of after the entry
 * has run: every named file is served, the page's own chunk arrives once and early, and the texts
 * are those of the visitor's language. Assets go out as the build compressed them.
 */
const site = useServerAndBrowser();

const linked = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}" crossorigin href="([^"]+)">`, 'g'))].map(
    (match) => match[1] ?? '',
  );

describe('preloads in the served index.html', () => {
  // The order pages share a chunk that holds only style sheets, which the build drops (issue 24).
  it.each([
    '/home',
    '/lot-list',
    '/lot-view/1',
    '/game-view/1',
    '/profile/messages',
    '/profile/orders/order-info/1',
    '/order-create',
    '/no/such/page',
  ])('%s: every file it names is served', async (pagePath) => {
    const { context, page } = await openPage(site.browser, site.url);
    try {
      const html = await (await page.request.get(pagePath)).text();
      const files = [...linked(html, 'modulepreload'), ...linked(html, 'stylesheet')];
      expect(files.length).toBeGreaterThan(5);
      for (const file of files) {
        const response = await page.request.get(file);
        expect(response.status(), file).toBe(200);
        expect(response.headers()['content-type'], file).toMatch(/javascript|css/);
      }
    } finally {
      await context.close();
    }
  });

  it("fetches the lot list's own chunk once, while React is still arriving", async () => {
    const { context, page, consoleErrors } = await openPage(site.browser, site.url);
    try {
      await page.goto('/lot-list');
      await page.locator('main h1').first().waitFor();
      const fetched = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => ({
          name: new URL(entry.name).pathname,
          start: entry.startTime,
          end: (entry as PerformanceResourceTiming).responseEnd,
        })),
      );
      const pageChunk = fetched.filter((entry) => /^\/assets\/lot-list-[\w-]{7}\.js$/.test(entry.name));
      const react = fetched.find(
        (entry) => /^\/assets\/react-[\w-]{7}\.js$/.test(entry.name) && entry.end - entry.start > 0,
      );
      // Once, and asked for while React was still arriving (not after the entry ran).
      expect(pageChunk).toHaveLength(1);
      expect(react).toBeDefined();
      expect(pageChunk[0]!.start).toBeLessThan(react!.end);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("names the texts of the language in the visitor's cookie", async () => {
    const { context, page } = await openPage(site.browser, site.url);
    try {
      const uz = linked(await (await page.request.get('/lot-list')).text(), 'modulepreload');
      await context.addCookies([{ name: 'lang', value: 'ru', url: site.url }]);
      const ru = linked(await (await page.request.get('/lot-list')).text(), 'modulepreload');
      const texts = (files: string[]) => files.filter((file) => /\/(common|catalogue)-/.test(file));
      expect(texts(uz)).toHaveLength(2);
      expect(texts(ru)).toHaveLength(2);
      expect(texts(ru)).not.toEqual(texts(uz));
      const common = await (await page.request.get(texts(ru)[0] ?? '')).text();
      expect(common).toMatch(/[а-я]/);
    } finally {
      await context.close();
    }
  });

  it('sends each asset as the build compressed it: brotli, else gzip, else plain; cached for a year', async () => {
    const { context, page } = await openPage(site.browser, site.url);
    try {
      const html = await (await page.request.get('/lot-list')).text();
      const react = linked(html, 'modulepreload').find((file) => /\/react-[\w-]{7}\.js$/.test(file)) ?? '';
      const plain = await page.request.get(react, { headers: { 'accept-encoding': 'identity' } });
      const sizes: Record<string, number> = {};
      for (const [accepts, expected] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        // Node's fetch would undo the encoding: ask with a raw request to see what went over the wire.
        const answer = await fetch(new URL(react, site.url), { headers: { 'accept-encoding': accepts } });
        expect(answer.headers.get('content-encoding')).toBe(expected);
        expect(answer.headers.get('cache-control')).toMatch(/immutable/);
        expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
        sizes[expected] = Number(answer.headers.get('content-length'));
        expect(await answer.text()).toBe(await plain.text());
      }
      expect(plain.headers()['content-encoding']).toBeUndefined();
      expect(sizes.br).toBeLessThan(sizes.gzip ?? 0);
      expect(sizes.gzip).toBeLessThan(Number(plain.headers()['content-length']));
    } finally {
      await context.close();
    }
  });
});
