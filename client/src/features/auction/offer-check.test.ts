import { describe, expect, it } from 'vitest';
import { checkOffer, sumsForWire } from './offer-check';

describe('checkOffer', () => {
  it.each([
    ['12 500 000', '1250000000', { ok: true, tiyin: 1_250_000_000n }],
    ['12 600 000', '1250000000', { ok: true, tiyin: 1_260_000_000n }],
    ['12 499 999.99', '1250000000', { ok: false, reason: 'BELOW_SUGGESTED' }],
    ['', '1250000000', { ok: false, reason: 'AMOUNT_EMPTY' }],
    ['0', '1250000000', { ok: false, reason: 'AMOUNT_NOT_POSITIVE' }],
    ['12.345', '100', { ok: false, reason: 'AMOUNT_TOO_MANY_DECIMALS' }],
    ['abc', '100', { ok: false, reason: 'AMOUNT_NOT_A_NUMBER' }],
    ['99999999999999999', '100', { ok: false, reason: 'AMOUNT_TOO_LARGE' }],
  ])('%s against a suggested %s tiyin', (typed, suggested, expected) => {
    expect(checkOffer(typed, suggested)).toEqual(expected);
  });

  it('sends the sums without grouping spaces', () => {
    expect(sumsForWire('12 500 000')).toBe('12500000');
    expect(sumsForWire('1 500,50')).toBe('1500.50');
  });
});
