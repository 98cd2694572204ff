import { describe, expect, it } from 'vitest';
import { isLotSort, LOT_SORTS, sortOrder } from './lot-sort';

describe('lot list sort orders', () => {
  it.each([
    ['ending', 'ends_at', 'asc'],
    ['newest', 'published_at', 'desc'],
    ['price_asc', 'start_price', 'asc'],
    ['price_desc', 'start_price', 'desc'],
  ] as const)('%s orders by %s %s', (sort, column, direction) => {
    expect(sortOrder(sort)).toEqual({ column, direction });
  });

  it.each([
    ['ending', true],
    ['price_up', false],
    ['', false],
    [1, false],
    [undefined, false],
  ])('isLotSort(%j) is %s', (value, expected) => {
    expect(isLotSort(value)).toBe(expected);
  });

  it('lists every order once', () => {
    expect(new Set(LOT_SORTS).size).toBe(LOT_SORTS.length);
  });
});
