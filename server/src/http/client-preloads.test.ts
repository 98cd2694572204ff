import { describe, expect, it } from 'vitest';
import { patternScore, preloadLanguage, preloadTags, type RoutePreloadTable } from './client-preloads';

describe('patternScore', () => {
  it.each([
    ['/home', '/home', 12],
    ['/home', '/HOME', 12],
    ['/home', '/home/', 12],
    ['/home', '/home/more', -1],
    ['/home', '/lot-list', -1],
    ['/lot-view/:id', '/lot-view/12', 15],
    ['/lot-view/:id', '/lot-view', -1],
    ['/profile/orders/:tab/:id', '/profile/orders/lot/7', 28],
    ['/profile/operator/orders', '/profile/operator/orders', 32],
    ['/profile/*', '/profile/anything/else', 11],
    ['/profile/*', '/home', -1],
    ['/*', '/nothing-here', 1],
    ['/info/:page', '/info/%D0%B0', 15],
    ['/info/:page', '/info/%E0%A4%A', 15],
  ])('%s against %s → %d', (pattern, path, score) => {
    expect(patternScore(pattern, path)).toBe(score);
  });

  it('ranks a static segment above a parameter and a parameter above a splat', () => {
    expect(patternScore('/profile/operator/orders', '/profile/operator/orders')).toBeGreaterThan(
      patternScore('/profile/orders/:tab/:id', '/profile/operator/orders'),
    );
    expect(patternScore('/lot-view/:id', '/lot-view/3')).toBeGreaterThan(patternScore('/*', '/lot-view/3'));
  });
});

describe('preloadLanguage', () => {
  it.each([
    ['ru', 'ru'],
    ['uz-Cyrl', 'uz-Cyrl'],
    ['de', 'uz'],
    [undefined, 'uz'],
  ])('cookie %s → %s', (cookie, language) => {
    expect(preloadLanguage(cookie)).toBe(language);
  });
});

describe('preloadTags', () => {
  const table: RoutePreloadTable = {
    shellNamespaces: ['common'],
    texts: {
      uz: { common: 'assets/common-uz.js', catalogue: 'assets/catalogue-uz.js' },
      ru: { common: 'assets/common-ru.js', catalogue: 'assets/catalogue-ru.js' },
    },
    pages: [
      {
        pattern: '/lot-list',
        scripts: ['assets/lot-list.js', 'assets/card.js'],
        styles: ['assets/card.css'],
        namespaces: ['catalogue'],
      },
      { pattern: '/*', scripts: ['assets/not-found.js'], styles: [], namespaces: [] },
    ],
  };
  const hrefs = (html: string) =>
    [...html.matchAll(/<link rel="(\w+)" crossorigin href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);

  it("names the page's styles, chunks and the texts of the shell and the page, in the language", () => {
    expect(hrefs(preloadTags(table, '/lot-list', 'ru'))).toEqual([
      'stylesheet /assets/card.css',
      'modulepreload /assets/lot-list.js',
      'modulepreload /assets/card.js',
      'modulepreload /assets/common-ru.js',
      'modulepreload /assets/catalogue-ru.js',
    ]);
  });

  it('falls back to the best pattern that matches, and to the shell texts alone', () => {
    expect(hrefs(preloadTags(table, '/no/such/page', 'uz'))).toEqual([
      'modulepreload /assets/not-found.js',
      'modulepreload /assets/common-uz.js',
    ]);
    expect(hrefs(preloadTags({ ...table, pages: [] }, '/lot-list', 'uz'))).toEqual([
      'modulepreload /assets/common-uz.js',
    ]);
  });

  it('skips texts a language does not have rather than naming a missing file', () => {
    expect(hrefs(preloadTags(table, '/lot-list', 'en'))).toEqual([
      'stylesheet /assets/card.css',
      'modulepreload /assets/lot-list.js',
      'modulepreload /assets/card.js',
    ]);
  });
});
