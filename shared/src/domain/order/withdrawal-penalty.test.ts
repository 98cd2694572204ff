import { describe, expect, it } from 'vitest';
import { withdrawalPenalty, withdrawalPenaltyBhm } from './withdrawal-penalty';

describe('withdrawalPenaltyBhm', () => {
  it.each([
    [1, 0],
    [2, 0],
    [3, 1],
    [4, 1],
    [5, 3],
    [6, 3],
    [7, 10],
    [8, 10],
    [50, 10],
  ])('the withdrawal number %i costs %i BHM', (ordinal, multiple) => {
    expect(withdrawalPenaltyBhm(ordinal)).toBe(multiple);
  });

  it.each([0, -1, 2.5, Number.NaN])('refuses %s as a withdrawal number', (ordinal) => {
    expect(() => withdrawalPenaltyBhm(ordinal)).toThrow(RangeError);
  });
});

describe('withdrawalPenalty', () => {
  it.each([
    // 412 000 so'm from 2025-08-01 (Tashkent day).
    ['the 3rd on 2026-01-15', 3, '2026-01-15T12:00:00+05:00', 1, 41_200_000n, 41_200_000n],
    ['the 5th on 2026-01-15', 5, '2026-01-15T12:00:00+05:00', 3, 41_200_000n, 123_600_000n],
    ['the 7th on 2026-01-15', 7, '2026-01-15T12:00:00+05:00', 10, 41_200_000n, 412_000_000n],
    ['the 1st costs nothing', 1, '2026-01-15T12:00:00+05:00', 0, 41_200_000n, 0n],
    // The day is Tashkent's: 31 July 19:30 UTC is already 1 August there, the new BHM.
    ['the new BHM from its Tashkent day', 3, '2025-07-31T19:30:00Z', 1, 41_200_000n, 41_200_000n],
    ['the old BHM the day before', 3, '2025-07-31T18:30:00Z', 1, 37_500_000n, 37_500_000n],
  ])('%s', (_name, ordinal, at, multiple, bhm, amount) => {
    expect(withdrawalPenalty(ordinal, new Date(at))).toEqual({ multiple, bhm, amount });
  });
});
