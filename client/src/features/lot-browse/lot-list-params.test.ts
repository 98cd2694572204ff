import { describe, expect, it } from 'vitest';
import { emptyFilters, filterQuery, hasFilters, readListView, writeListView } from './lot-list-params';

const read = (search: string) => readListView(new URLSearchParams(search));

describe('lot list address', () => {
  it('defaults to the current auctions tab, page 1, 12 per page', () => {
    expect(read('')).toEqual({ tab: 4, page: 1, size: 12, filters: emptyFilters(), sort: '' });
  });

  it.each([
    ['i=0&q=uy', { tab: 0, page: 1, size: 12 }],
    ['i=2&page=3&size=24', { tab: 2, page: 3, size: 24 }],
    ['i=9&page=0&size=10000', { tab: 4, page: 1, size: 12 }],
    ['i=&page=-2&size=abc', { tab: 4, page: 1, size: 12 }],
    ['i=1.5&page=2.5', { tab: 4, page: 1, size: 12 }],
  ])('reads %s', (search, expected) => {
    const { tab, page, size } = read(search);
    expect({ tab, page, size }).toEqual(expected);
  });

  it('keeps well-formed filters and drops malformed ones', () => {
    const { filters } = read(
      'region=14&area=x&trade_type=2&date_from=2026-11-01&date_to=tomorrow&price_from=1 000 000&price_to=-5',
    );
    expect(filters).toMatchObject({
      region: '14',
      area: '',
      trade_type: '2',
      date_from: '2026-11-01',
      date_to: '',
      price_from: '1000000',
      price_to: '',
    });
  });

  it('cuts a very long query instead of sending it', () => {
    expect(read(`q=${'a'.repeat(5000)}`).filters.q).toHaveLength(200);
  });

  it('round-trips a view through the address, leaving defaults out', () => {
    const view = read('q=Toshkent&i=0&page=2&region=14&area=1401&price_from=500000');
    const params = writeListView(view);
    expect(params.get('size')).toBeNull();
    expect(read(params.toString())).toEqual(view);
    expect(writeListView(read('')).toString()).toBe('i=4');
  });

  it.each([
    ['sort=price_desc', 'price_desc'],
    ['sort=newest&i=1', 'newest'],
    ['sort=cheapest', ''],
    ['sort=', ''],
  ])('reads the sort of %s as %j, and writes it back', (search, sort) => {
    const view = read(search);
    expect(view.sort).toBe(sort);
    expect(writeListView(view).get('sort')).toBe(sort || null);
  });

  it('sends only the filters that are set', () => {
    const { filters } = read('region=14&q=uy');
    expect(filterQuery(filters)).toMatchObject({ region: '14', q: 'uy', area: undefined });
    expect(hasFilters(filters)).toBe(true);
    expect(hasFilters(emptyFilters())).toBe(false);
  });
});
