import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, groupThousands } from './format';

describe('formatMoney', () => {
  it.each([
    [0, '0 UZS'],
    [7, '7 UZS'],
    [999, '999 UZS'],
    [1000, '1 000 UZS'],
    [12_500_000, '12 500 000 UZS'],
    [1_234_567_890, '1 234 567 890 UZS'],
    [1500.5, '1 500.50 UZS'],
    [1500.05, '1 500.05 UZS'],
    [0.1 + 0.2, '0.30 UZS'],
    [1999.999, '2 000 UZS'],
    [-1500, '-1 500 UZS'],
    [-0, '0 UZS'],
    [12_500_000n, '12 500 000 UZS'],
    [-1000n, '-1 000 UZS'],
    ['12500000', '12 500 000 UZS'],
    ['12500000.00', '12 500 000 UZS'],
    ['12500000.5', '12 500 000.50 UZS'],
    ['0.01', '0.01 UZS'],
    ['1000.005', '1 000.01 UZS'],
    ['1000.004', '1 000 UZS'],
    ['99999999999999999999.99', '99 999 999 999 999 999 999.99 UZS'],
    ['-2500.10', '-2 500.10 UZS'],
    ['-0.00', '0 UZS'],
    ['007', '7 UZS'],
    [' 300 ', '300 UZS'],
  ] as const)('%s -> %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it('leaves the currency out on request', () => {
    expect(formatMoney(12_500_000, { currency: false })).toBe('12 500 000');
    expect(formatAmount('1500.5')).toBe('1 500.50');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '', 'abc', '1,5', '1 000', '1e6'])(
    'rejects %s',
    (amount) => {
      expect(() => formatMoney(amount)).toThrow(RangeError);
    },
  );
});

describe('groupThousands', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '1 234'],
    ['123456', '123 456'],
    ['1234567', '1 234 567'],
  ])('%s -> %s', (digits, expected) => {
    expect(groupThousands(digits)).toBe(expected);
  });
});
