import { describe, expect, it } from 'vitest';
import { bhmOn, stepModeFor } from './bhm';

describe('bhmOn', () => {
  it.each([
    ['2020-06-01T12:00:00+05:00', 245_000n],
    ['2021-02-01T00:00:00+05:00', 245_000n],
    ['2023-11-30T23:59:59+05:00', 245_000n],
    ['2023-12-01T00:00:00+05:00', 340_000n],
    // 19:00 UTC on 30 November is already 1 December in Tashkent.
    ['2023-11-30T19:00:00Z', 340_000n],
    ['2024-10-01T10:00:00+05:00', 375_000n],
    ['2025-07-31T23:59:59+05:00', 375_000n],
    ['2025-08-01T00:00:00+05:00', 412_000n],
    ['2030-01-01T00:00:00+05:00', 412_000n],
  ])("on %s is %s so'm", (date, sums) => {
    expect(bhmOn(new Date(date))).toBe(sums);
  });
});

describe('stepModeFor', () => {
  const day2025 = new Date('2025-09-01T10:00:00+05:00');
  const day2024 = new Date('2024-11-01T10:00:00+05:00');
  it.each([
    // 2 000 x 412 000 so'm = 824 000 000 so'm = 82 400 000 000 tiyin; "above" is strict.
    [82_400_000_000n, day2025, 'standard'],
    [82_400_000_001n, day2025, 'flat'],
    [1_000_000_000n, day2025, 'standard'],
    // The same price on an older notice (BHM 375 000: threshold 75 000 000 000 tiyin) is flat.
    [80_000_000_000n, day2024, 'flat'],
    [80_000_000_000n, day2025, 'standard'],
    [75_000_000_000n, day2024, 'standard'],
  ] as const)('%s tiyin on %s is %s', (start, date, mode) => {
    expect(stepModeFor(start, date)).toBe(mode);
  });
});
