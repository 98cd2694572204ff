import { describe, expect, it } from 'vitest';
import { formatDay, formatInstant, formatPrice } from './format';

describe('protocol formats', () => {
  it.each([
    ['2026-11-22', '22.11.2026'],
    ['2026-01-05', '05.01.2026'],
    ['yesterday', 'yesterday'],
  ])('day %s reads %s', (day, shown) => {
    expect(formatDay(day)).toBe(shown);
  });

  it.each([
    ['2026-11-22T09:00:00.000Z', '22.11.2026 14:00:00'],
    ['not a time', 'not a time'],
  ])('instant %s reads %s', (iso, shown) => {
    expect(formatInstant(iso)).toBe(shown);
  });

  it.each([
    ['1250000000', '12 500 000 UZS'],
    ['1250000050', '12 500 000.50 UZS'],
    [null, '—'],
  ])('price %s reads %s', (tiyin, shown) => {
    expect(formatPrice(tiyin)).toBe(shown);
  });
});
