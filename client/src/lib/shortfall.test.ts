import { describe, expect, it } from 'vitest';
import { requestedTopUp, shortfallOf, topUpHref } from './shortfall';

describe('shortfallOf', () => {
  it.each([
    [
      'the missing tiyin of INSUFFICIENT_FUNDS',
      { code: 'INSUFFICIENT_FUNDS', data: { shortfall: '150' } },
      '150',
    ],
    ['no data', { code: 'INSUFFICIENT_FUNDS' }, null],
    ['another code', { code: 'WRONG_STATE', data: { shortfall: '150' } }, null],
    ['zero', { code: 'INSUFFICIENT_FUNDS', data: { shortfall: '0' } }, null],
    ['not digits', { code: 'INSUFFICIENT_FUNDS', data: { shortfall: '-5' } }, null],
    ['a number, not a string', { code: 'INSUFFICIENT_FUNDS', data: { shortfall: 150 } }, null],
  ])('%s', (_name, error, expected) => {
    expect(shortfallOf(error)).toBe(expected);
  });
});

describe('topUpHref', () => {
  it.each([
    ["whole so'm", '1250000000', '/profile/top-up?amount=12500000'],
    ["tiyin rounded up to a so'm", '1250000001', '/profile/top-up?amount=12500001'],
    ['below the smallest top-up: that smallest top-up', '1', '/profile/top-up?amount=1000'],
  ])('%s', (_name, tiyin, href) => {
    expect(topUpHref(tiyin)).toBe(href);
  });
});

describe('requestedTopUp', () => {
  it.each([
    ['amount=12500000', '12500000'],
    ['amount=0', ''],
    ['amount=12.5', ''],
    ['amount=%3Cscript%3E', ''],
    ['', ''],
  ])('%s', (query, expected) => {
    expect(requestedTopUp(new URLSearchParams(query))).toBe(expected);
  });
});
