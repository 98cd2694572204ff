import { describe, expect, it } from 'vitest';
import {
  cardExpired,
  formatCardExpiry,
  maskPhone,
  parseCardExpiry,
  paymeCardExpiry,
  savedCardKind,
  savedCardProblem,
} from './saved-card';

describe('savedCardKind', () => {
  it.each([
    ['8600 0691 9540 6311', 'uzcard'],
    ['5614681005030279', 'uzcard'],
    ['9860-0801-0000-0001', 'humo'],
    ['4111111111111111', null],
    ['', null],
  ])('%s: %s', (number, kind) => {
    expect(savedCardKind(number)).toBe(kind);
  });
});

describe('parseCardExpiry', () => {
  it.each([
    ['03/99', { month: 3, year: 2099 }],
    ['0399', { month: 3, year: 2099 }],
    [' 12 / 30 ', { month: 12, year: 2030 }],
    ['13/30', null],
    ['00/30', null],
    ['3/30', null],
    ['03/2030', null],
    ['', null],
  ])('%s', (input, expected) => {
    expect(parseCardExpiry(input)).toEqual(expected);
  });

  it('formats for us and for Payme', () => {
    expect(formatCardExpiry({ month: 3, year: 2099 })).toBe('03/99');
    expect(paymeCardExpiry({ month: 3, year: 2099 })).toBe('0399');
  });
});

describe('cardExpired', () => {
  it.each([
    [{ month: 11, year: 2026 }, '2026-11-30', false],
    [{ month: 11, year: 2026 }, '2026-12-01', true],
    [{ month: 1, year: 2027 }, '2026-12-31', false],
    [{ month: 12, year: 2025 }, '2026-01-01', true],
  ])('%o on %s: %s', (expiry, today, expired) => {
    expect(cardExpired(expiry, today)).toBe(expired);
  });
});

describe('savedCardProblem', () => {
  it.each([
    ['8600 0691 9540 6311', '03/99', null],
    ['9860 0801 0000 0001', '12/30', null],
    ['8600 0691 9540 631', '03/99', 'digits'],
    ['8600 0691 9540 6312', '03/99', 'checksum'],
    ['4111 1111 1111 1111', '03/99', 'kind'],
    ['8600 0691 9540 6311', '3/99', 'expiry'],
    ['8600 0691 9540 6311', '10/26', 'expired'],
  ])('%s %s: %s', (number, expire, problem) => {
    expect(savedCardProblem(number, expire, '2026-11-27')).toBe(problem);
  });
});

describe('maskPhone', () => {
  it('keeps the country and operator code and the last two digits', () => {
    expect(maskPhone('998901234567')).toBe('99890*****67');
    expect(maskPhone('+998 90 123 45 67')).toBe('99890*****67');
  });
});
