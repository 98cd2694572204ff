import { describe, expect, it } from 'vitest';
import { parseDeskFilter, searchForDeskFilter } from './desk-filter';

describe('parseDeskFilter', () => {
  it.each([
    [null, 'all'],
    ['', 'all'],
    ['all', 'all'],
    ['open', 'open'],
    ['overdue', 'overdue'],
    ['answered', 'answered'],
    ['reviewed', 'reviewed'],
    ['accepted', 'all'],
    ['OPEN', 'all'],
  ])('%j reads as %s', (value, filter) => {
    expect(parseDeskFilter(value)).toBe(filter);
  });
});

describe('searchForDeskFilter', () => {
  it.each([
    ['page=3', 'overdue', 'state=overdue'],
    ['state=open&page=2', 'all', ''],
    ['state=open', 'reviewed', 'state=reviewed'],
    ['size=20&page=2', 'answered', 'size=20&state=answered'],
  ] as const)('%s with %s gives %s', (current, filter, expected) => {
    expect(searchForDeskFilter(new URLSearchParams(current), filter).toString()).toBe(expected);
  });
});
