import { describe, expect, it } from 'vitest';
import { itemsOf, median, medianRow, type AuditRun } from './lighthouse-audit';

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[90, null, 70], 70],
    [[4, 1, 3, 2], 2],
    [[null, null], null],
    [[], null],
  ])('%j: %s', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

const run = (performance: number | null, cls: number | null): AuditRun => ({
  performance,
  accessibility: 100,
  best_practices: 96,
  seo: 92,
  lcp_ms: 2000 + (performance ?? 0),
  tbt_ms: 300,
  cls,
  findings: { causes: {}, failing: [] },
});

describe('medianRow', () => {
  it('takes each figure’s own median, the load average as given', () => {
    expect(medianRow('lot-view', 'ru', [run(80, 0.4), run(60, 0), run(70, 0.1)], 1.25)).toEqual({
      page: 'lot-view',
      language: 'ru',
      performance: 70,
      accessibility: 100,
      best_practices: 96,
      seo: 92,
      lcp_ms: 2070,
      tbt_ms: 300,
      cls: 0.1,
      load_average: 1.25,
    });
  });
});

describe('itemsOf', () => {
  it('keeps the address (without the bench server’s origin), the element, the waste and the message', () => {
    expect(
      itemsOf({
        items: [
          { url: 'http://127.0.0.1:4000/assets/a.css', wastedMs: 371.6, totalBytes: 900 },
          { url: 'http://127.0.0.1:4000/assets/b.js', wastedBytes: 36_556 },
          { node: { selector: 'footer.footer', snippet: '<footer class="footer">' }, score: 0.3861 },
          { description: 'Failed to load', sourceLocation: { url: 'http://127.0.0.1:4000/x.js' } },
          { url: 'https://tile.example.org/14/1/2.png' },
          { other: 1 },
        ],
      }),
    ).toEqual([
      { url: '/assets/a.css', wasted_ms: 372 },
      { url: '/assets/b.js', wasted_kb: 35.7 },
      { selector: 'footer.footer', snippet: '<footer class="footer">', score: 0.386 },
      { url: '/x.js', text: 'Failed to load' },
      { url: 'https://tile.example.org/14/1/2.png' },
    ]);
  });

  it('reads the tables inside a list (the LCP element’s)', () => {
    expect(
      itemsOf({ type: 'list', items: [{ type: 'table', items: [{ node: { selector: 'p.lead' } }] }] }),
    ).toEqual([{ selector: 'p.lead' }]);
  });

  it('answers nothing for no details', () => {
    expect(itemsOf(undefined)).toEqual([]);
  });
});
