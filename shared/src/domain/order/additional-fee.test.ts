import { describe, expect, it } from 'vitest';
import { additionalFee, orderPrice } from './additional-fee';

describe('additionalFee', () => {
  it.each([
    [100_000_000n, 1_000_000n],
    [99n, 0n],
    [150n, 1n],
    [12_345_678_900n, 123_456_789n],
  ])('%s tiyin -> %s', (price, fee) => {
    expect(additionalFee(price)).toBe(fee);
  });

  it('prices the units', () => {
    expect(orderPrice(250_000n, 4)).toBe(1_000_000n);
  });
});
