import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOT_STATUS } from '@kimoshdi/shared';
import type { Running } from '../../server/src/boot';
import { createSoldLot, createTestLot, uniqueMarker, type TestLot } from '../support/catalogue';
import { writeClientIndex } from '../support/client-index';
import { startTestServer } from '../support/test-server';

/**
 * Each page the server sends carries its own head (http/page-head): a crawler or a link preview
 * that runs no script reads the lot's name, price, photo and end, the list's lots, and the
 * alternates in every language; an address with no page, or a lot that does not exist, is 404 and
 * a withdrawn lot 410, the app's HTML all the same.
 *
 * The client is served from a small index.html shaped as the build writes it (its generic title and
 * description, the root element), so this file needs no build and no other file's build disturbs it.
 */
let client: Awaited<ReturnType<typeof writeClientIndex>>;
let server: Running;
let lot: TestLot;
let sold: TestLot;
let hostile: TestLot;
let withdrawn: TestLot;
const marker = uniqueMarker();
// Hostile, yet not `<script>alert(1)</script>`: catalogue-bad-input.test.ts searches that and expects no lot.
const HOSTILE_NAME = `Uy "${marker}" </script><script>prompt(7)</script> 'a' $& $'`;
const ENDS_AT = new Date(Date.now() + 2 * 3_600_000);

interface Page {
  status: number;
  html: string;
}

async function crawl(path: string): Promise<Page> {
  // A crawler: no cookies, no script, its own Accept-Language.
  const response = await fetch(new URL(path, server.url), { headers: { 'accept-language': 'en-US' } });
  return { status: response.status, html: await response.text() };
}

/** The decoded attribute value of the first tag matching `selector` (a regular expression's source). */
function attribute(html: string, selector: string, name: string): string | undefined {
  const tag = new RegExp(`<(?:meta|link)[^>]*${selector}[^>]*>`).exec(html)?.[0];
  const raw = tag && new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  return raw === undefined ? undefined : decode(raw);
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#96;/g, '`')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const title = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const meta = (html: string, key: string) =>
  attribute(html, `(?:property|name)="${key.replace(/[.:]/g, '\\$&')}"`, 'content');
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
const hreflang = (html: string, lang: string) => attribute(html, `hreflang="${lang}"`, 'href');

beforeAll(async () => {
  client = await writeClientIndex();
  server = await startTestServer({ LOT_LIST_CACHE_MS: '5000', CLIENT_DIST: client.dir });
  const db = server.deps.db;
  lot = await createTestLot(db, {
    name: { uz: `Kvartira ${marker}`, ru: `Квартира ${marker}`, en: `Flat ${marker}` },
    startPrice: 50_000_000_000n,
    endsAt: ENDS_AT,
    photos: ['/static/demo/lots/flat-1.jpg'],
  });
  const now = Date.now();
  sold = await createSoldLot(db, 10_000_000_000n, [
    { buyerNumber: '101', amount: 11_000_000_000n, at: new Date(now - 90_000_000) },
    { buyerNumber: '102', amount: 12_000_000_000n, at: new Date(now - 89_000_000) },
  ]);
  hostile = await createTestLot(db, { name: { uz: HOSTILE_NAME, ru: HOSTILE_NAME } });
  withdrawn = await createTestLot(db, { lotStatus: LOT_STATUS.WITHDRAWN });
});

afterAll(async () => {
  await server.close();
  await client.remove();
});

describe("a lot's page as a crawler reads it", () => {
  it('names the lot, its price, end and photo in Uzbek', async () => {
    const { status, html } = await crawl(`/lot-view/${lot.id}?lang=uz`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="uz"');
    expect(html).toContain('<div id="root">');
    expect(title(html)).toBe(`Kvartira ${marker} — lot № ${lot.lotNumber}`);
    expect(meta(html, 'og:title')).toBe(title(html));
    expect(meta(html, 'description')).toContain("500 000 000 so'm");
    expect(meta(html, 'og:site_name')).toBe('Kimoshdi');
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:locale')).toBe('uz_UZ');
    expect(meta(html, 'og:image')).toBe(new URL('/static/demo/lots/flat-1.jpg', server.url).href);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    const canonical = new URL(`/lot-view/${lot.id}`, server.url).href;
    // The address named the language: it is its own canonical.
    expect(attribute(html, 'rel="canonical"', 'href')).toBe(`${canonical}?lang=uz`);
    expect(hreflang(html, 'x-default')).toBe(canonical);
    for (const lang of ['uz', 'ru', 'uz-Cyrl', 'en'])
      expect(hreflang(html, lang)).toBe(`${canonical}?lang=${lang}`);
    // The build's own title and description are replaced, not repeated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);

    const [product] = jsonLd(html);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: `Kvartira ${marker}`,
      sku: lot.lotNumber,
      image: [new URL('/static/demo/lots/flat-1.jpg', server.url).href],
      offers: {
        '@type': 'Offer',
        price: '500000000.00',
        priceCurrency: 'UZS',
        availability: 'https://schema.org/InStock',
        availabilityEnds: ENDS_AT.toISOString(),
        url: canonical,
        seller: { '@type': 'Organization', name: '"Test Savdo" MChJ' },
      },
    });
  });

  it('speaks Russian with ?lang=ru, and keeps the choice', async () => {
    const response = await fetch(new URL(`/lot-view/${lot.id}?lang=ru`, server.url));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^lang=ru;/);
    expect(html).toContain('<html lang="ru"');
    expect(title(html)).toBe(`Квартира ${marker} — лот № ${lot.lotNumber}`);
    expect(meta(html, 'og:title')).toBe(title(html));
    expect(meta(html, 'og:locale')).toBe('ru_RU');
    expect(meta(html, 'og:url')).toBe(new URL(`/lot-view/${lot.id}?lang=ru`, server.url).href);
    // Each language's address is its own canonical (one in another language would be a duplicate's).
    expect(attribute(html, 'rel="canonical"', 'href')).toBe(
      new URL(`/lot-view/${lot.id}?lang=ru`, server.url).href,
    );
    expect(jsonLd(html)[0]).toMatchObject({ '@type': 'Product', name: `Квартира ${marker}` });
  });

  it("the live auction's page points to the lot's page", async () => {
    const { status, html } = await crawl(`/game-view/${lot.id}`);
    expect(status).toBe(200);
    expect(attribute(html, 'rel="canonical"', 'href')).toBe(new URL(`/lot-view/${lot.id}`, server.url).href);
  });

  it("a sold lot's result names the final price; without a photo, the site's picture", async () => {
    for (const [lang, words] of [
      ['uz', "sotildi, yakuniy narx 120 000 000 so'm"],
      ['ru', 'продан, итоговая цена 120 000 000 сум'],
    ] as const) {
      const { status, html } = await crawl(`/lot-result/${sold.id}?lang=${lang}`);
      expect(status).toBe(200);
      expect(meta(html, 'description')).toContain(words);
      expect(meta(html, 'og:title')).toBe(title(html));
      expect(meta(html, 'og:image')).toBe(new URL('/icons/apple-touch-icon.png', server.url).href);
      expect(meta(html, 'twitter:card')).toBe('summary');
      expect(attribute(html, 'rel="canonical"', 'href')).toBe(
        new URL(`/lot-result/${sold.id}?lang=${lang}`, server.url).href,
      );
      const [product] = jsonLd(html);
      expect(product).toMatchObject({
        '@type': 'Product',
        offers: { price: '120000000.00', priceCurrency: 'UZS', availability: 'https://schema.org/SoldOut' },
      });
      expect(typeof (product?.offers as { availabilityEnds?: unknown }).availabilityEnds).toBe('string');
    }
  });

  it('escapes a name that tries to close the script or the attribute', async () => {
    const { status, html } = await crawl(`/lot-view/${hostile.id}`);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>prompt(7)</script>');
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script[\s>]/g)?.length);
    expect(title(html)).toContain(HOSTILE_NAME);
    expect(meta(html, 'og:title')).toContain(HOSTILE_NAME);
    expect(meta(html, 'description')).toContain(HOSTILE_NAME);
    expect(jsonLd(html)[0]).toMatchObject({ '@type': 'Product', name: HOSTILE_NAME });
    // `$&` and `$'` in the name stay text (never a replacement pattern): the page still ends as built.
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });
});

describe('the lot list as a crawler reads it', () => {
  it.each([
    ['uz', '/lot-list?i=4&lang=uz', 'Joriy auksionlar — Kimoshdi'],
    ['ru', '/lot-list?i=4&lang=ru', 'Текущие аукционы — Kimoshdi'],
    ['ru', '/lot-list?lang=ru', 'Текущие аукционы — Kimoshdi'],
    ['uz', '/lot-list?i=2&q=uy&lang=uz', 'Yakunlangan savdolar — Kimoshdi'],
  ])('%s %s: the tab and its first page', async (lang, path, expected) => {
    const { status, html } = await crawl(path);
    expect(status).toBe(200);
    expect(title(html)).toBe(expected);
    expect(meta(html, 'og:title')).toBe(expected);
    const tab = new URL(path, server.url).searchParams.get('i') ?? '4';
    const canonical = new URL(`/lot-list?i=${tab}`, server.url).href;
    expect(attribute(html, 'rel="canonical"', 'href')).toBe(`${canonical}&lang=${lang}`);
    expect(hreflang(html, 'ru')).toBe(`${canonical}&lang=ru`);
    expect(meta(html, 'og:image')).toBeTruthy();
    const [list] = jsonLd(html);
    expect(list).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList' });
    const items = (list?.itemListElement ?? []) as { position: number; url: string; name: string }[];
    expect(items.length).toBeLessThanOrEqual(12);
    expect(list?.numberOfItems).toBe(items.length);
    for (const item of items) expect(item.url).toMatch(/\/lot-view\/\d+$/);
  });

  it("lists the current tab's lots as the API's first page does", async () => {
    const api = (await (
      await fetch(new URL('/api/shop/shop-lots/lot-list?i=4&page=1&size=12', server.url))
    ).json()) as { items: { id: number }[] };
    const { html } = await crawl('/lot-list?i=4');
    const items = (jsonLd(html)[0]?.itemListElement ?? []) as { url: string }[];
    // Other files add lots meanwhile: the ids may differ by the few that came in between.
    const ids = items.map((item) => Number(item.url.split('/').pop()));
    const common = ids.filter((id) => api.items.some((card) => card.id === id));
    expect(common.length).toBeGreaterThan(0);
  });
});

describe('status codes', () => {
  it.each([
    ['/', 200],
    ['/home', 200],
    ['/home/', 200],
    ['/lot-list', 200],
    ['/categories', 200],
    ['/news', 200],
    ['/contact', 200],
    ['/check-protocol', 200],
    ['/check-contract', 200],
    ['/check-black-list', 200],
    ['/profile', 200],
    ['/profile/orders/lots/1', 200],
    ['/profile/operator/orders/5', 200],
    ['/order-create', 200],
    ['/no/such/page', 404],
    ['/lot-view', 404],
    ['/lot-view/999999999', 404],
    ['/lot-result/999999999', 404],
    ['/game-view/999999999', 404],
    ['/lot-view/abc', 404],
    ['/lot-view/0', 404],
    ['/lot-view/1%2F2', 404],
    ['/info/no-such-help-page-zz', 404],
    ['/news/no-such-news-zz', 404],
  ])('%s answers %i with the app', async (path, expected) => {
    const { status, html } = await crawl(path);
    expect(status).toBe(expected);
    expect(html).toContain('<div id="root">');
    expect(html).toContain('<title>');
  });

  it('a withdrawn lot is 410 Gone, its page still rendered', async () => {
    for (const path of [
      `/lot-view/${withdrawn.id}`,
      `/lot-result/${withdrawn.id}`,
      `/game-view/${withdrawn.id}`,
    ]) {
      const { status, html } = await crawl(path);
      expect(status, path).toBe(410);
      expect(html).toContain('<div id="root">');
      expect(jsonLd(html)[0]).toMatchObject({
        '@type': 'Product',
        offers: { availability: 'https://schema.org/Discontinued' },
      });
    }
  });

  it('an unknown page is kept out of search; a private one too', async () => {
    expect(meta((await crawl('/no/such/page')).html, 'robots')).toBe('noindex');
    expect(meta((await crawl('/profile/messages')).html, 'robots')).toBe('noindex');
    expect(meta((await crawl('/home')).html, 'robots')).toBeUndefined();
  });
});
