import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';
import { publicPageEntries } from './public-pages';
import { escapeXml, sitemapIndexXml, urlsetXml, w3cDate } from './xml';

/** Tags balanced and every `&` an entity: enough of well-formedness for these flat documents. */
function expectWellFormed(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.replace(/^<\?xml[^>]*\?>\n/, '');
  expect(body).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos);)/);
  const open: string[] = [];
  for (const [, closing, name, text] of body.matchAll(/<(\/?)([a-z]+)[^>]*>|([^<]+)/g)) {
    if (text !== undefined) {
      expect(text).not.toMatch(/[<>]/);
      continue;
    }
    if (closing) expect(open.pop()).toBe(name);
    else open.push(name!);
  }
  expect(open).toEqual([]);
}

describe('sitemap XML', () => {
  it('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml(`a&b<c>"d"'e'\u0001f`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;f');
  });

  it('writes lastmod as a W3C date to the second', () => {
    expect(w3cDate(new Date('2026-11-28T04:05:06.789Z'))).toBe('2026-11-28T04:05:06Z');
  });

  it('stays well-formed whatever an address holds', () => {
    const xml = urlsetXml([
      { loc: 'https://kimoshdi.uz/news/a&b<c>', lastmod: new Date('2026-11-01T00:00:00Z') },
      { loc: 'https://kimoshdi.uz/home' },
    ]);
    expectWellFormed(xml);
    expect(xml).toContain(
      '<loc>https://kimoshdi.uz/news/a&amp;b&lt;c&gt;</loc><lastmod>2026-11-01T00:00:00Z</lastmod>',
    );
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expectWellFormed(sitemapIndexXml([{ loc: 'http://x"&y/sitemaps/pages.xml' }]));
  });

  it('lists the fixed pages, help pages and news items of pages.xml', () => {
    const item = (slug: string) => ({
      slug,
      kind: 'news' as const,
      lang: 'uz' as const,
      title: 'A & <B>',
      published_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-02T00:00:00.000Z',
    });
    const entries = publicPageEntries('https://kimoshdi.uz', {
      help: [item('faq')],
      news: [item('new-rules')],
    });
    const locs = entries.map((entry) => entry.loc);
    expect(locs).toContain('https://kimoshdi.uz/home');
    expect(locs).toContain('https://kimoshdi.uz/check-black-list');
    expect(locs).toContain('https://kimoshdi.uz/info/faq');
    expect(locs).toContain('https://kimoshdi.uz/news/new-rules');
    expectWellFormed(urlsetXml(entries));
  });
});

describe('robots.txt', () => {
  it('names the sitemap and closes the cabinet and the API', () => {
    const text = robotsTxt('https://kimoshdi.uz');
    expect(text).toContain('User-agent: *\n');
    expect(text).toContain('Disallow: /profile\n');
    expect(text).toContain('Disallow: /api/\n');
    expect(text).toMatch(/\nSitemap: https:\/\/kimoshdi\.uz\/sitemap\.xml\n$/);
  });
});
