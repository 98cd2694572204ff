import { describe, expect, it } from 'vitest';
import { cpuUsPerOp } from './cpu';

describe('cpuUsPerOp', () => {
  it.each([
    // [cpu ms, operations, decimals, µs per operation]
    [2350, 57_000, undefined, 41.2],
    [8370, 14_994_900, undefined, 0.6],
    // The fan-out's 200 bids/s: tenths read 0.6 against 0.4 (1.5), hundredths 0.56 against 0.41.
    [8370, 14_994_900, 2, 0.56],
    [6120, 14_904_750, 2, 0.41],
    [100, 3, 0, 33_333],
  ])('%d ms over %d operations to %s places: %d µs', (cpuMs, operations, decimals, expected) => {
    expect(cpuUsPerOp(cpuMs, operations, decimals)).toBe(expected);
  });

  it('is null when there was no operation', () => {
    expect(cpuUsPerOp(120, 0)).toBeNull();
    expect(cpuUsPerOp(120, 0, 2)).toBeNull();
  });
});
