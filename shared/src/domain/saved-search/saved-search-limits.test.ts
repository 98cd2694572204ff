import { describe, expect, it } from 'vitest';
import { canonicalFilters, savedSearchListPath, type SavedSearchFilters } from './saved-search-limits';

describe('saved search filters', () => {
  it.each<[SavedSearchFilters, SavedSearchFilters]>([
    [{}, {}],
    [{ q: '  uy  ', region: '' }, { q: 'uy' }],
    [
      { price_from: '12 500 000', price_to: '1,000' },
      { price_from: '12500000', price_to: '1000' },
    ],
    [
      { region: '1726', category: '3' },
      { category: '3', region: '1726' },
    ],
  ])('canonicalFilters(%j) is %j', (filters, expected) => {
    expect(canonicalFilters(filters)).toEqual(expected);
  });

  it('keeps the canonical key order', () => {
    expect(Object.keys(canonicalFilters({ region: '1', q: 'a', category: '2' }))).toEqual([
      'q',
      'category',
      'region',
    ]);
  });

  it.each<[SavedSearchFilters, string]>([
    [{ q: 'uy' }, '/lot-list?q=uy&i=0&sort=newest'],
    [{ region: '1726', price_from: '1 000' }, '/lot-list?i=0&region=1726&price_from=1000&sort=newest'],
  ])('opens %j at %s', (filters, path) => {
    expect(savedSearchListPath(filters)).toBe(path);
  });
});
