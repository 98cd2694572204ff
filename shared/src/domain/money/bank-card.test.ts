import { describe, expect, it } from 'vitest';
import { cardNumberProblem, isValidCardNumber, luhnValid, maskCardNumber } from './bank-card';

describe('isValidCardNumber', () => {
  it.each([
    ['4111111111111111', true],
    ['4111 1111 1111 1111', true],
    ['5555-5555-5555-4444', true],
    ['8600000000000007', true],
    ['9860000000000000', true],
    ['4111111111111112', false],
    ['411111111111111', false],
    ['41111111111111111', false],
    ['4111a11111111111', false],
    ['', false],
  ])('%s: %s', (input, valid) => {
    expect(isValidCardNumber(input)).toBe(valid);
  });

  it('computes Luhn over any length', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('cardNumberProblem', () => {
  it.each([
    ['8600 0000 0000 0007', null],
    ['8600-0000-0000-0007', null],
    ['8600 0000 0000 0005', 'checksum'],
    ['4111111111111112', 'checksum'],
    ['8600 0000', 'digits'],
    ['411111111111111', 'digits'],
    ['41111111111111111', 'digits'],
    ['4111a11111111111', 'digits'],
    ['', 'digits'],
  ] as const)('%s: %s', (input, problem) => {
    expect(cardNumberProblem(input)).toBe(problem);
  });
});

describe('maskCardNumber', () => {
  it('keeps the first six and the last four digits', () => {
    expect(maskCardNumber('8600 1234 5678 1234')).toBe('8600 12** **** 1234');
    expect(maskCardNumber('4111111111111111')).toBe('4111 11** **** 1111');
  });

  it('refuses anything but 16 digits', () => {
    expect(() => maskCardNumber('4111')).toThrow(RangeError);
  });
});
