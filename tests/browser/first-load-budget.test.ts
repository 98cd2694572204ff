import { describe, expect, it } from 'vitest';
import { readRouterPages } from '../../client/build/router-pages';
import { FIRST_LOAD_BUDGET_KB, measureFirstLoad } from '../../scripts/lib/first-load-budget';

/**
 * Issue 15: no page may need more than 170 kB of gzipped JavaScript before it is interactive
 * (entry + its static imports + the page's lazy chunk, from the build's manifest; reads
 * client/dist, so `npm run build` first), nor more than 170 kB with its texts (the JSON chunks in
 * the visitor's language). Zod is on no page's first load: the forms that check what is typed
 * with the shared schemas load those checks after their page (docs/benchmarks.md, "first-load").
 *
 * Issue 24 had put three pages over with their texts (the order page at 187 kB, its tabs using six
 * namespaces; the operator's order page and the lot page at 172 and 171), held by ceilings of their
 * own until they came back: the order page's photos, documents and lots tabs are fetched when
 * opened (lib/lazy-with-texts.ts), a feature's barrel no longer brings its unused parts, the
 * shell's code is one chunk, and text chunks lost their named exports. No page has a ceiling now.
 */
const pages = measureFirstLoad();

describe('first-load JavaScript per page', () => {
  it('finds every page of the router in the build, and only those', () => {
    expect(pages.map((row) => row.page)).toEqual(
      expect.arrayContaining(['home.tsx', 'lot-list.tsx', 'game-view.tsx', 'profile/layout.tsx']),
    );
    // A part a page fetches later (the order page's lots tab) sits beside the pages, but is none.
    const routerPages = new Set(readRouterPages().flatMap((route) => route.pages));
    expect(pages.map((row) => row.page).sort()).toEqual([...routerPages].sort());
  });

  it.each(pages)('$page: $codeKb kB of code', ({ codeKb }) => {
    expect(codeKb).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
  });

  it.each(pages)('$page: $totalKb kB with its texts', ({ totalKb }) => {
    expect(totalKb).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
  });

  it.each(pages)('$page: no zod before it is interactive', ({ files }) => {
    expect(files.filter((file) => /\/zod-/.test(file))).toEqual([]);
  });
});
