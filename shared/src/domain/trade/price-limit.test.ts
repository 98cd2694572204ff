import { describe, expect, it } from 'vitest';
import { fixedPriceLimitTiyin } from './fixed-price/fixed-price-limit';
import { checkPriceLimit } from './price-limit';
import { TRADE_TYPE } from './trade-type';

// 60 BHM: 412 000 so'm from 1 August 2025 (24 720 000 so'm), 375 000 before (22 500 000 so'm).
const AUG_2025 = new Date('2025-08-01T00:00:00+05:00');
const JUL_2025 = new Date('2025-07-31T23:59:59+05:00');

describe('checkPriceLimit', () => {
  it.each([
    ['fixed price at exactly 60 BHM', TRADE_TYPE.FIXED_PRICE, 2_472_000_000n, AUG_2025, true],
    ['fixed price one tiyin above', TRADE_TYPE.FIXED_PRICE, 2_472_000_001n, AUG_2025, false],
    [
      'fixed price within the new BHM, above the old',
      TRADE_TYPE.FIXED_PRICE,
      2_400_000_000n,
      JUL_2025,
      false,
    ],
    ['fixed price within the new BHM', TRADE_TYPE.FIXED_PRICE, 2_400_000_000n, AUG_2025, true],
    ['a cheap fixed price', TRADE_TYPE.FIXED_PRICE, 100_000n, AUG_2025, true],
    ['an auction far above', TRADE_TYPE.AUCTION, 900_000_000_000n, AUG_2025, true],
  ])('%s', (_name, tradeType, startPrice, publishedAt, ok) => {
    const check = checkPriceLimit({ tradeType, startPrice, publishedAt });
    expect(check.ok).toBe(ok);
    if (!check.ok) expect(check.limit).toBe(fixedPriceLimitTiyin(publishedAt));
  });
});
