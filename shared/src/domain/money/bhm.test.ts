import { describe, expect, it } from 'vitest';
import { withdrawalPenalty } from '../order/withdrawal-penalty';
import { fixedPriceLimitTiyin } from '../trade/fixed-price/fixed-price-limit';
import { BHM_TABLE, bhmOn, bhmPeriodIn, bhmTableOf, nextBhmPeriodIn, stepModeFor, useBhmTable } from './bhm';

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

describe('a BHM table entered by operators', () => {
  // The shipped rows plus a decree entered ahead of its day.
  const table = bhmTableOf([
    { from: '2026-12-01', sums: 450_000n },
    { from: '2025-08-01', sums: 412_000n },
    { from: '2021-02-01', sums: 245_000n },
  ]);

  it.each([
    ['2026-11-30T23:59:59+05:00', 412_000n],
    ['2026-11-30T19:00:00Z', 450_000n],
    ['2026-12-01T10:00:00+05:00', 450_000n],
    ['2020-01-01T10:00:00+05:00', 245_000n],
  ])("on %s is %s so'm", (date, sums) => {
    expect(bhmOn(new Date(date), table)).toBe(sums);
  });

  it('answers the row in force and the next one', () => {
    expect(bhmPeriodIn(table, '2026-11-27')).toEqual({ from: '2025-08-01', sums: 412_000n });
    expect(nextBhmPeriodIn(table, '2026-11-27')).toEqual({ from: '2026-12-01', sums: 450_000n });
    expect(nextBhmPeriodIn(table, '2026-12-01')).toBeUndefined();
  });

  it('moves the step mode and the 60 x limit with the new value', () => {
    const before = new Date('2026-11-30T12:00:00+05:00');
    const after = new Date('2026-12-01T12:00:00+05:00');
    expect(stepModeFor(85_000_000_000n, before, table)).toBe('flat');
    expect(stepModeFor(85_000_000_000n, after, table)).toBe('standard');
    expect(fixedPriceLimitTiyin(before, table)).toBe(60n * 412_000n * 100n);
    expect(fixedPriceLimitTiyin(after, table)).toBe(60n * 450_000n * 100n);
    expect(withdrawalPenalty(3, after, table).amount).toBe(450_000n * 100n);
  });

  it('is read by default once installed', () => {
    try {
      useBhmTable(table);
      expect(bhmOn(new Date('2026-12-02T12:00:00+05:00'))).toBe(450_000n);
    } finally {
      useBhmTable(BHM_TABLE);
    }
  });

  it.each([
    ['no row', []],
    [
      'two rows for one day',
      [
        { from: '2026-01-01', sums: 1n },
        { from: '2026-01-01', sums: 2n },
      ],
    ],
  ])('refuses a broken table: %s', (_label, rows) => {
    expect(() => bhmTableOf(rows)).toThrow(RangeError);
  });
});
