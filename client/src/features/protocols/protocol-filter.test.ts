import { describe, expect, it } from 'vitest';
import { parseProtocolFilter, searchForProtocolFilter, statusQuery } from './protocol-filter';

describe('the protocol filter', () => {
  it.each([
    [null, 'all', undefined],
    ['all', 'all', undefined],
    ['active', 'active', 'active'],
    ['cancelled', 'cancelled', 'cancelled'],
    ['pending', 'all', undefined],
    ['', 'all', undefined],
  ])('?status=%s shows %s (asks %s)', (param, filter, query) => {
    expect(parseProtocolFilter(param)).toBe(filter);
    expect(statusQuery(parseProtocolFilter(param))).toBe(query);
  });

  it.each([
    ['page=3&status=active', 'cancelled', 'status=cancelled'],
    ['page=2&status=active', 'all', ''],
    ['x=1', 'active', 'x=1&status=active'],
  ] as const)('%s, choosing %s, goes to ?%s', (from, filter, to) => {
    expect(searchForProtocolFilter(new URLSearchParams(from), filter).toString()).toBe(to);
  });
});
