import { describe, expect, it } from 'vitest';
import { cardNumberFilter, decimalFilter, digitsFilter, moneyFilter, phoneFilter } from './input-filters';

describe('input filters', () => {
  it.each([
    ['41.3a1', '41.31'],
    ['41,3.5', '41,35'],
    ['abc', ''],
  ])('decimalFilter %j -> %j', (input, output) => {
    expect(decimalFilter(input)).toBe(output);
    expect(decimalFilter(output)).toBe(output);
  });

  it.each([
    ['8600123456781234', '8600 1234 5678 1234'],
    ['8600 1234-5678 12349999', '8600 1234 5678 1234'],
    ['860', '860'],
    ['86001', '8600 1'],
  ])('cardNumberFilter %j -> %j', (input, output) => {
    expect(cardNumberFilter(input)).toBe(output);
    expect(cardNumberFilter(output)).toBe(output);
  });

  it.each([
    ['12500000', '12 500 000'],
    ['12500000,5', '12 500 000,5'],
    ['1234.567', '1 234.56'],
    ['0001000', '1 000'],
    ['12 5x00', '12 500'],
    ['', ''],
  ])('moneyFilter %j -> %j', (input, output) => {
    expect(moneyFilter(input)).toBe(output);
    expect(moneyFilter(output)).toBe(output);
  });

  it.each([
    ['998901234567', '+998 90 123 45 67'],
    ['+998 (90) 123-45-67', '+998 90 123 45 67'],
    ['99890', '+998 90'],
    ['', ''],
  ])('phoneFilter %j -> %j', (input, output) => {
    expect(phoneFilter(input)).toBe(output);
    expect(phoneFilter(output)).toBe(output);
  });

  it('digitsFilter keeps at most max digits', () => {
    expect(digitsFilter('12a34', 3)).toBe('123');
  });
});
