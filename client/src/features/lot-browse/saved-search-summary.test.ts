import { describe, expect, it } from 'vitest';
import { groupSums, summarizeSavedSearch, type SummaryNames } from './saved-search-summary';

const names: SummaryNames = {
  category: (id) => (id === 2 ? 'Kvartiralar' : ''),
  region: (id) => (id === 1726 ? 'Toshkent sh.' : ''),
  area: () => 'Chilonzor tumani',
  tradeType: () => 'Auksion',
  orderType: () => 'Shaxsiy',
  paymentType: () => "Bir yo'la",
};
const t = (key: string, values: Record<string, string> = {}) => `${key}${JSON.stringify(values)}`;

describe('a saved search in words', () => {
  it.each([
    [{ q: 'uy' }, ['savedSearches.query{"q":"uy"}']],
    [{ category: '2', region: '1726', area: '1726294' }, ['Kvartiralar', 'Toshkent sh.', 'Chilonzor tumani']],
    [{ region: '99' }, ['#99']],
    [
      { price_from: '1000000', price_to: '5000000' },
      ['savedSearches.priceRange{"from":"1 000 000","to":"5 000 000"}'],
    ],
    [{ price_from: '500' }, ['savedSearches.priceFrom{"from":"500"}']],
    [{ price_to: '25000' }, ['savedSearches.priceTo{"to":"25 000"}']],
    [{ date_from: '2026-11-01' }, ['savedSearches.dateRange{"from":"01.11.2026","to":"…"}']],
    [{}, ['savedSearches.anyLot{}']],
  ])('%j reads as %j', (filters, expected) => {
    expect(summarizeSavedSearch(filters, names, t)).toEqual(expected);
  });

  it.each([
    ['1', '1'],
    ['1000', '1 000'],
    ['12500000', '12 500 000'],
  ])('groups %s as %s', (digits, grouped) => {
    expect(groupSums(digits)).toBe(grouped);
  });
});
