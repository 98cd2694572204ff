import { describe, expect, it } from 'vitest';
import { priceLadder, stepAmount, stepBasisPoints, suggestedPrice } from './steps';

const SUM = 100n;

describe('steps', () => {
  it("follows the example of docs/domain.md (start 10 000 000 so'm)", () => {
    const ladder = priceLadder(
      { startPrice: 10_000_000n * SUM, price: null, stepNo: 0, stepMode: 'standard' },
      7,
    );
    expect(ladder).toEqual(
      [10_500_000n, 11_000_000n, 11_500_000n, 12_000_000n, 12_300_000n, 12_600_000n, 12_900_000n].map(
        (s) => s * SUM,
      ),
    );
  });

  it.each([
    [1, 'standard', 500],
    [4, 'standard', 500],
    [5, 'standard', 300],
    [40, 'standard', 300],
    [1, 'flat', 200],
    [9, 'flat', 200],
  ] as const)('step %s in %s mode is %s basis points', (step, mode, bp) => {
    expect(stepBasisPoints(step, mode)).toBe(bp);
  });

  it.each([
    // Rounded down to the tiyin.
    [12_345n, 1, 'standard', 617n],
    [12_345n, 5, 'standard', 370n],
    [12_345n, 1, 'flat', 246n],
    [19n, 1, 'standard', 0n],
    [9_007_199_254_740_991n, 1, 'standard', 450_359_962_737_049n],
    [9_007_199_254_740_991n, 5, 'standard', 270_215_977_642_229n],
    [9_007_199_254_740_991n, 1, 'flat', 180_143_985_094_819n],
  ] as const)('step of %s tiyin (step %s, %s) is %s', (start, step, mode, amount) => {
    expect(stepAmount(start, step, mode)).toBe(amount);
  });

  it('suggests the price plus the next step, the start price plus step 1 before any bid', () => {
    expect(suggestedPrice({ startPrice: 1_000n, price: null, stepNo: 0, stepMode: 'standard' })).toBe(1_050n);
    expect(suggestedPrice({ startPrice: 1_000n, price: 1_777n, stepNo: 4, stepMode: 'standard' })).toBe(
      1_807n,
    );
    expect(suggestedPrice({ startPrice: 1_000n, price: 1_777n, stepNo: 4, stepMode: 'flat' })).toBe(1_797n);
  });
});
