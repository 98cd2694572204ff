import { describe, expect, it } from 'vitest';
import { firstStep, stepModeOf } from './first-step';

const SUM = 100n;
const M = 1_000_000n * SUM;

describe('firstStep', () => {
  it.each<[string, bigint, string, { mode: string; percent: number; price: bigint }]>([
    [
      "5 % of a start price up to 2 000 BHM (docs/domain.md's example)",
      10n * M,
      '2026-01-10',
      {
        mode: 'standard',
        percent: 5,
        price: 10_500_000n * SUM,
      },
    ],
    [
      "lot 238 of the issue: 5 440 000 so'm suggests 5 712 000",
      5_440_000n * SUM,
      '2026-10-01',
      {
        mode: 'standard',
        percent: 5,
        price: 5_712_000n * SUM,
      },
    ],
    [
      '2 % above 2 000 BHM (412 000 on the day: 824 M)',
      900n * M,
      '2026-10-01',
      {
        mode: 'flat',
        percent: 2,
        price: 918n * M,
      },
    ],
    [
      'exactly 2 000 BHM is not above it',
      824n * M,
      '2026-10-01',
      {
        mode: 'standard',
        percent: 5,
        price: 865_200_000n * SUM,
      },
    ],
    [
      'the BHM of the notice day, not of today (340 000 in 2024: 680 M)',
      700n * M,
      '2024-01-15',
      {
        mode: 'flat',
        percent: 2,
        price: 714n * M,
      },
    ],
    ['rounded down to the tiyin', 12_345n, '2026-10-01', { mode: 'standard', percent: 5, price: 12_962n }],
  ])('%s', (_name, start, day, expected) => {
    expect(firstStep(start, new Date(`${day}T10:00:00+05:00`))).toEqual(expected);
  });

  it('keeps a mode the auction already fixed', () => {
    expect(firstStep(900n * M, new Date('2026-10-01T10:00:00+05:00'), 'standard')).toEqual({
      mode: 'standard',
      percent: 5,
      price: 945n * M,
    });
  });
});

describe('stepModeOf', () => {
  it.each([
    ['flat', 'flat'],
    ['standard', 'standard'],
    [null, undefined],
    ['', undefined],
    ['other', undefined],
  ])('%j is %j', (stored, mode) => {
    expect(stepModeOf(stored)).toBe(mode);
  });
});
