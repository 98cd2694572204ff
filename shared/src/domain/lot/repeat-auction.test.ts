import { describe, expect, it } from 'vitest';
import {
  checkRepeatPrice,
  repeatFloor,
  repeatPublication,
  repeatLotNumber,
  repeatStep,
  repeatTerms,
  type RepeatSubject,
} from './repeat-auction';
import { looksLikeLotNumber } from '../search/normalize';

/** 450 000 000 so'm. */
const ORIGINAL = 45_000_000_000n;
const subject = (over: Partial<RepeatSubject> = {}): RepeatSubject => ({
  status: 16,
  startPrice: ORIGINAL,
  originalPrice: ORIGINAL,
  repeatRound: 0,
  repeated: false,
  latest: true,
  ...over,
});

describe('repeatTerms: which lots may be put up again', () => {
  it.each([
    [6, null],
    [16, null],
    [9, null],
    [11, null],
    [10, 'withdrawn'],
    [13, 'cancelled'],
    [5, 'sold'],
    [7, 'sold'],
    [8, 'sold'],
    [1, 'not_finished'],
    [2, 'not_finished'],
    [3, 'not_finished'],
    [4, 'not_finished'],
    [12, 'not_finished'],
    [14, 'not_finished'],
    [15, 'not_finished'],
    [17, 'not_finished'],
  ])('status %i: refusal %s', (status, refusal) => {
    const terms = repeatTerms(subject({ status }));
    expect(terms.ok ? null : terms.reason).toBe(refusal);
  });

  it.each([
    ['repeated', { repeated: true }, 'already_repeated'],
    ['repeated, a later lot', { repeated: true, latest: false }, 'already_repeated'],
    ['a later lot', { latest: false }, 'not_latest'],
    // The lot's outcome is told first: it is what the customer can least change.
    ['sold, a later lot', { status: 5, latest: false }, 'sold'],
    ['at the floor', { startPrice: 22_500_000_000n }, 'at_floor'],
    ['below the floor', { startPrice: 22_400_000_000n }, 'at_floor'],
    ['a tiyin above the floor', { startPrice: 22_500_000_001n }, null],
  ] as const)('%s: refusal %s', (_label, over, refusal) => {
    const terms = repeatTerms(subject(over));
    expect(terms.ok ? null : terms.reason).toBe(refusal);
  });
});

describe('repeatTerms: the prices', () => {
  it.each([
    // previous, round before, suggested, round after
    [45_000_000_000n, 0, 40_500_000_000n, 1],
    [40_500_000_000n, 1, 36_000_000_000n, 2],
    [36_000_000_000n, 2, 31_500_000_000n, 3],
    [31_500_000_000n, 3, 27_000_000_000n, 4],
    [27_000_000_000n, 4, 22_500_000_000n, 5],
    // A price the customer chose off the steps: one step below it, clamped to the floor.
    [41_234_567_850n, 1, 36_734_567_800n, 2],
    [25_000_000_000n, 3, 22_500_000_000n, 4],
    [22_500_000_100n, 5, 22_500_000_000n, 6],
  ])('after %s (round %i): suggests %s, round %i', (previous, before, suggested, after) => {
    const terms = repeatTerms(subject({ startPrice: previous, repeatRound: before }));
    expect(terms).toMatchObject({
      ok: true,
      original: ORIGINAL,
      previous,
      floor: 22_500_000_000n,
      step: 4_500_000_000n,
      suggested,
      round: after,
    });
  });

  it('reaches the floor in at most five suggested steps, whatever the original', () => {
    for (const original of [100n, 300n, 100_900n, 1_234_567n, 45_000_000_000n, 99_999_999_999n]) {
      let price = original;
      let repeats = 0;
      for (;;) {
        const terms = repeatTerms(subject({ originalPrice: original, startPrice: price }));
        if (!terms.ok) {
          expect(terms.reason).toBe('at_floor');
          break;
        }
        expect(terms.suggested).toBeLessThan(price);
        expect(terms.suggested).toBeGreaterThanOrEqual(terms.floor);
        expect(terms.suggested % 100n).toBe(0n);
        price = terms.suggested;
        repeats += 1;
      }
      expect(repeats).toBeLessThanOrEqual(5);
      expect(price * 2n).toBeGreaterThanOrEqual(original);
    }
  });
});

describe('repeatFloor and repeatStep', () => {
  it.each([
    // original tiyin, floor, step: both rounded up to whole so'm
    [45_000_000_000n, 22_500_000_000n, 4_500_000_000n],
    [100_100n, 50_100n, 10_100n],
    [100_001n, 50_100n, 10_100n],
    [100n, 100n, 100n],
    [1n, 100n, 100n],
    [250n, 200n, 100n],
  ])('%s: floor %s, step %s', (original, floor, step) => {
    expect(repeatFloor(original)).toBe(floor);
    expect(repeatStep(original)).toBe(step);
    expect(repeatFloor(original) * 2n).toBeGreaterThanOrEqual(original);
  });
});

describe('checkRepeatPrice', () => {
  const terms = { original: ORIGINAL, previous: 40_500_000_000n, floor: 22_500_000_000n };
  it.each([
    [22_500_000_000n, true],
    [22_499_999_999n, false],
    [40_499_999_999n, true],
    [40_500_000_000n, false],
    [45_000_000_000n, false],
    [30_000_000_050n, true],
  ])('%s: %s', (price, ok) => {
    const check = checkRepeatPrice(terms, price);
    expect(check.ok).toBe(ok);
    if (!check.ok) expect(check).toMatchObject({ min: 22_500_000_000n, below: 40_500_000_000n });
  });
});

describe('repeatLotNumber', () => {
  it.each([
    ['9000000123', 1, '9000000123-1'],
    ['9000000123', 5, '9000000123-5'],
    ['2600123', 2, '2600123-2'],
  ])('%s round %i -> %s, still a lot number to search', (first, round, number) => {
    expect(repeatLotNumber(first, round)).toBe(number);
    expect(looksLikeLotNumber(number)).toBe(true);
  });
});

describe('repeatPublication', () => {
  const today = '2026-11-28';
  it.each([
    ['no day: at once', undefined, 'now'],
    ['today: at once', today, 'now'],
    ['tomorrow: later', '2026-11-29', 'later'],
    ['the 30th day: later', '2026-12-28', 'later'],
    ['the 31st day: refused', '2026-12-29', 'refused'],
    ['yesterday: refused', '2026-11-27', 'refused'],
  ] as const)('%s', (_label, day, expected) => {
    const publication = repeatPublication(today, day);
    expect(publication.ok ? publication.when : 'refused').toBe(expected);
    if (!publication.ok) expect(publication).toMatchObject({ min: today, max: '2026-12-28' });
  });

  it('publishes a later notice at 09:00 Tashkent (04:00Z) of its day', () => {
    const publication = repeatPublication(today, '2026-12-01');
    expect(publication.ok && publication.when === 'later' && publication.at.toISOString()).toBe(
      '2026-12-01T04:00:00.000Z',
    );
  });
});
