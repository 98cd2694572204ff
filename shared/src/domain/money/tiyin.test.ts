import { describe, expect, it } from 'vitest';
import { MAX_TIYIN, formatTiyin, parseSumToTiyin, tiyinToSums } from './tiyin';

describe('parseSumToTiyin', () => {
  it.each([
    ['15000', 1_500_000n],
    ['15000.5', 1_500_050n],
    ['15000.50', 1_500_050n],
    ['15000,05', 1_500_005n],
    ['15 000', 1_500_000n],
    ['12 500 000.50', 1_250_000_050n],
    ['12\u00a0500\u202f000,5', 1_250_000_050n],
    ['  7  ', 700n],
    ['0.01', 1n],
    ['0,1', 10n],
    ['5.', 500n],
    ['007', 700n],
    [15000, 1_500_000n],
    [0.01, 1n],
    [1500.5, 150_050n],
    ['90071992547409.91', MAX_TIYIN],
  ])('%s is %s tiyin', (input, tiyin) => {
    expect(parseSumToTiyin(input)).toEqual({ ok: true, tiyin });
  });

  it.each([
    ['', 'AMOUNT_EMPTY'],
    ['   ', 'AMOUNT_EMPTY'],
    ['0', 'AMOUNT_NOT_POSITIVE'],
    ['0.00', 'AMOUNT_NOT_POSITIVE'],
    ['000,0', 'AMOUNT_NOT_POSITIVE'],
    [0, 'AMOUNT_NOT_POSITIVE'],
    ['-5', 'AMOUNT_NOT_POSITIVE'],
    ['- 5', 'AMOUNT_NOT_POSITIVE'],
    [-5, 'AMOUNT_NOT_POSITIVE'],
    [-0, 'AMOUNT_NOT_POSITIVE'],
    ['1.005', 'AMOUNT_TOO_MANY_DECIMALS'],
    ['0.001', 'AMOUNT_TOO_MANY_DECIMALS'],
    [0.1 + 0.2, 'AMOUNT_TOO_MANY_DECIMALS'],
    [1.005, 'AMOUNT_TOO_MANY_DECIMALS'],
    ['abc', 'AMOUNT_NOT_A_NUMBER'],
    ['12a', 'AMOUNT_NOT_A_NUMBER'],
    ['1e309', 'AMOUNT_NOT_A_NUMBER'],
    ['1E3', 'AMOUNT_NOT_A_NUMBER'],
    [1e21, 'AMOUNT_NOT_A_NUMBER'],
    ['Infinity', 'AMOUNT_NOT_A_NUMBER'],
    ['NaN', 'AMOUNT_NOT_A_NUMBER'],
    [Number.POSITIVE_INFINITY, 'AMOUNT_NOT_A_NUMBER'],
    [Number.NaN, 'AMOUNT_NOT_A_NUMBER'],
    ['0x10', 'AMOUNT_NOT_A_NUMBER'],
    ['+5', 'AMOUNT_NOT_A_NUMBER'],
    ['.5', 'AMOUNT_NOT_A_NUMBER'],
    ['1.2.3', 'AMOUNT_NOT_A_NUMBER'],
    ['1 5000', 'AMOUNT_NOT_A_NUMBER'],
    ['15 00', 'AMOUNT_NOT_A_NUMBER'],
    ['1,000,000', 'AMOUNT_NOT_A_NUMBER'],
    [null, 'AMOUNT_NOT_A_NUMBER'],
    [undefined, 'AMOUNT_NOT_A_NUMBER'],
    [true, 'AMOUNT_NOT_A_NUMBER'],
    [{}, 'AMOUNT_NOT_A_NUMBER'],
    [15000n, 'AMOUNT_NOT_A_NUMBER'],
    ['90071992547409.92', 'AMOUNT_TOO_LARGE'],
    ['90071992547410', 'AMOUNT_TOO_LARGE'],
    [2 ** 53, 'AMOUNT_TOO_LARGE'],
    ['9'.repeat(1000), 'AMOUNT_TOO_LARGE'],
  ])('%s is refused: %s', (input, code) => {
    expect(parseSumToTiyin(input)).toEqual({ ok: false, code });
  });
});

describe('tiyinToSums', () => {
  it.each([
    [1_500_000n, '15000.00'],
    [1_500_050n, '15000.50'],
    ['1', '0.01'],
    [0n, '0.00'],
    [-250n, '-2.50'],
  ])('%s tiyin is %s', (tiyin, sums) => {
    expect(tiyinToSums(tiyin)).toBe(sums);
  });
});

describe('formatTiyin', () => {
  it.each([
    [1_250_000_050n, '12 500 000.50 UZS'],
    [1_250_000_000n, '12 500 000 UZS'],
    ['5', '0.05 UZS'],
    [0n, '0 UZS'],
    [-150_000n, '-1 500 UZS'],
  ])('%s tiyin reads %s', (tiyin, text) => {
    expect(formatTiyin(tiyin)).toBe(text);
  });

  it('leaves the currency out on request', () => {
    expect(formatTiyin(1_250_000_050n, { currency: false })).toBe('12 500 000.50');
  });
});
