import { describe, expect, it } from 'vitest';
import { parseStatusFilter, searchForFilter, statusQuery, STATUS_FILTERS } from './status-filter';

describe('the refund desk status filter', () => {
  it('reads the address: pending by default, unknown values too', () => {
    expect(parseStatusFilter(null)).toBe('pending');
    expect(parseStatusFilter('')).toBe('pending');
    expect(parseStatusFilter('PENDING')).toBe('pending');
    expect(parseStatusFilter('cancelled')).toBe('pending');
    for (const filter of STATUS_FILTERS) expect(parseStatusFilter(filter)).toBe(filter);
  });

  it('asks the server for one status, or for every application with "all"', () => {
    expect(statusQuery('pending')).toBe('pending');
    expect(statusQuery('approved')).toBe('approved');
    expect(statusQuery('rejected')).toBe('rejected');
    expect(statusQuery('all')).toBeUndefined();
  });

  it('starts a new filter on its first page and keeps other parameters', () => {
    const current = new URLSearchParams('status=approved&page=3&dialog=change-password');
    expect(searchForFilter(current, 'rejected').toString()).toBe('status=rejected&dialog=change-password');
    expect(searchForFilter(current, 'pending').toString()).toBe('dialog=change-password');
    expect(searchForFilter(new URLSearchParams('page=2'), 'all').toString()).toBe('status=all');
    // The current search is not changed in place.
    expect(current.get('page')).toBe('3');
  });
});
