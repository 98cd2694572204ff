import { describe, expect, it } from 'vitest';
import { pageCount } from './page-count';

describe('pageCount', () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [100_000, 12, 8_334],
  ])('%i items by %i a page fill %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});
