import { describe, expect, it } from 'vitest';
import { FIXED_PRICE_SAFE_LIMIT_TIYIN, fixedPriceLimitTiyin } from './fixed-price-limit';

// 60 BHM: 412 000 so'm from 1 August 2025 (24 720 000 so'm), 375 000 before (22 500 000 so'm).
const AUG_2025 = new Date('2025-08-01T00:00:00+05:00');
const JUL_2025 = new Date('2025-07-31T23:59:59+05:00');

describe('fixedPriceLimitTiyin', () => {
  it.each([
    [AUG_2025, 2_472_000_000n],
    [JUL_2025, 2_250_000_000n],
    [new Date('2020-01-01T00:00:00+05:00'), 1_470_000_000n],
  ])('on %s is %s tiyin', (day, limit) => {
    expect(fixedPriceLimitTiyin(day)).toBe(limit);
  });

  it('the safe limit is the lowest of the table', () => {
    expect(FIXED_PRICE_SAFE_LIMIT_TIYIN).toBe(1_470_000_000n);
  });
});
