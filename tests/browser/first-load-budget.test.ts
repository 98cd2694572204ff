import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET_KB, measureFirstLoad } from '../../scripts/lib/first-load-budget';

/**
 * Issue 15: no page may need more than 170 kB of gzipped JavaScript before it is interactive
 * (entry + its static imports + the page's lazy chunk, from the build's manifest; reads
 * client/dist, so `npm run build` first). Zod is on no page's first load: the forms that check
 * what is typed with the shared schemas load those checks after their page (docs/benchmarks.md,
 * "first-load").
 */
const pages = measureFirstLoad();

/**
 * With its texts (JSON chunks in the visitor's language), a page's first load is within the same
 * 170 kB, except the order page: its tabs (lots, files, protests, withdrawal, repeat) use six
 * namespaces. Its figure may only go down.
 */
const TOTAL_ABOVE_BUDGET_KB: Record<string, number> = { 'profile/order-page.tsx': 185 };

describe('first-load JavaScript per page', () => {
  it('finds every page of the router in the build', () => {
    expect(pages.map((row) => row.page)).toEqual(
      expect.arrayContaining(['home.tsx', 'lot-list.tsx', 'game-view.tsx', 'profile/layout.tsx']),
    );
  });

  it.each(pages)('$page: $codeKb kB of code', ({ codeKb }) => {
    expect(codeKb).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
  });

  it.each(pages)('$page: $totalKb kB with its texts', ({ page, totalKb }) => {
    expect(totalKb).toBeLessThanOrEqual(TOTAL_ABOVE_BUDGET_KB[page] ?? FIRST_LOAD_BUDGET_KB);
  });

  it.each(pages)('$page: no zod before it is interactive', ({ files }) => {
    expect(files.filter((file) => /\/zod-/.test(file))).toEqual([]);
  });
});
