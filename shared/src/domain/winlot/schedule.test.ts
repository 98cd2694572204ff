import { describe, expect, it } from 'vitest';
import {
  addMonths,
  barPeriod,
  partCharge,
  partDueDates,
  paymentParts,
  previousWorkingDay,
  reminderAt,
} from './schedule';
import { addWorkingDays } from '../time/working-days';

/** The days off of the cases below: Uzbek public holidays and days a decree may add (31 December). */
const HOLIDAYS: ReadonlySet<string> = new Set([
  '2025-12-31',
  '2026-01-01',
  '2026-01-14',
  '2026-03-08',
  '2026-03-09',
  '2026-03-20',
  '2026-03-21',
  '2026-03-23',
  '2026-05-09',
  '2026-09-01',
]);
const NONE: ReadonlySet<string> = new Set();
const tashkent = (local: string) => new Date(`${local}+05:00`);
const iso = (d: Date | null) =>
  d === null ? null : new Date(d.getTime() + 5 * 3_600_000).toISOString().slice(0, 19);

describe("paymentParts: the rest after the deposit in equal whole-so'm parts, the deposit in part 1", () => {
  it.each([
    // [price, deposit, parts, [amount, counted][]]
    [120_000_000n, 10_000_000n, 1, [[120_000_000n, 10_000_000n]]],
    [
      120_000_000n,
      10_000_000n,
      2,
      [
        [65_000_000n, 10_000_000n],
        [55_000_000n, 0n],
      ],
    ],
    [
      // 110 000 000 / 3 = 36 666 666.66: parts in whole so'm, the last takes the rest.
      120_000_000n,
      10_000_000n,
      3,
      [
        [46_666_600n, 10_000_000n],
        [36_666_600n, 0n],
        [36_666_800n, 0n],
      ],
    ],
    [50_000n, 0n, 1, [[50_000n, 0n]]],
    [10_000_000n, 10_000_000n, 1, [[10_000_000n, 10_000_000n]]],
  ])('%s with %s deposit in %s parts', (price, deposit, parts, expected) => {
    const out = paymentParts(price, deposit, parts);
    expect(out.map((p) => [p.amount, p.depositCounted])).toEqual(expected);
    expect(out.map((p) => p.part)).toEqual(expected.map((_, i) => i + 1));
    expect(out.reduce((sum, p) => sum + p.amount, 0n)).toBe(price);
  });

  it('charges the part less the deposit counted', () => {
    const [first, second] = paymentParts(120_000_000n, 10_000_000n, 2);
    expect(first && partCharge(first)).toBe(55_000_000n);
    expect(second && partCharge(second)).toBe(55_000_000n);
  });

  it('refuses nonsense', () => {
    expect(() => paymentParts(100n, 0n, 0)).toThrow(RangeError);
    expect(() => paymentParts(0n, 0n, 1)).toThrow(RangeError);
  });
});

describe("addMonths: the same day, or the month's last", () => {
  it.each([
    ['2026-01-15', 1, '2026-02-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-12-10', 12, '2027-12-10'],
  ])('%s + %s months = %s', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });
});

describe('partDueDates: part 1 at the deadline, then monthly on working days at 18:00', () => {
  it.each([
    [
      'monthly, weekdays',
      '2026-02-05T18:00:00',
      3,
      NONE,
      ['2026-02-05T18:00:00', '2026-03-05T18:00:00', '2026-04-06T18:00:00'],
    ],
    [
      'a month whose day is a holiday moves on (9 March is one)',
      '2026-02-09T18:00:00',
      2,
      HOLIDAYS,
      ['2026-02-09T18:00:00', '2026-03-10T18:00:00'],
    ],
    [
      'Navruz: 20, 21 and 23 March off',
      '2026-02-20T18:00:00',
      2,
      HOLIDAYS,
      ['2026-02-20T18:00:00', '2026-03-24T18:00:00'],
    ],
    [
      'over the year end: 31 Dec and 1 Jan off',
      '2025-11-28T18:00:00',
      3,
      HOLIDAYS,
      ['2025-11-28T18:00:00', '2025-12-29T18:00:00', '2026-01-28T18:00:00'],
    ],
  ])('%s', (_name, first, count, holidays, expected) => {
    expect(partDueDates(tashkent(first), count, holidays).map(iso)).toEqual(expected);
  });
});

describe('reminderAt: 10:00 Tashkent of the working day before the deadline, then of its day', () => {
  it.each([
    ['deadline Thursday', '2026-02-05T18:00:00', NONE, '2026-02-02T12:00:00', '2026-02-04T10:00:00'],
    [
      'deadline Monday: Friday before',
      '2026-02-09T18:00:00',
      NONE,
      '2026-02-02T12:00:00',
      '2026-02-06T10:00:00',
    ],
    [
      'deadline after Navruz: the Thursday before the holidays',
      '2026-03-24T18:00:00',
      HOLIDAYS,
      '2026-03-16T12:00:00',
      '2026-03-19T10:00:00',
    ],
    [
      'year end: 2 Jan reminded on 30 Dec',
      '2026-01-02T18:00:00',
      HOLIDAYS,
      '2025-12-26T12:00:00',
      '2025-12-30T10:00:00',
    ],
    [
      'the first past: the last morning',
      '2026-02-05T18:00:00',
      NONE,
      '2026-02-04T11:00:00',
      '2026-02-05T10:00:00',
    ],
    ['both past: none', '2026-02-05T18:00:00', NONE, '2026-02-05T10:00:00', null],
    ['a deadline before 10:00: no last morning', '2026-02-05T09:00:00', NONE, '2026-02-04T11:00:00', null],
  ])('%s', (_name, deadline, holidays, from, expected) => {
    expect(iso(reminderAt(tashkent(deadline), holidays, tashkent(from)))).toBe(expected);
  });

  it('previousWorkingDay skips weekends and holidays', () => {
    expect(previousWorkingDay('2026-03-24', HOLIDAYS)).toBe('2026-03-19');
    expect(previousWorkingDay('2026-02-09', NONE)).toBe('2026-02-06');
  });
});

describe('the offer deadline: 2 working days on the Uzbek calendar', () => {
  it.each([
    ['Thursday noon', '2026-02-05T12:00:00', NONE, '2026-02-09T18:00:00'],
    ['before Navruz', '2026-03-19T18:30:00', HOLIDAYS, '2026-03-25T18:00:00'],
    ['before New Year', '2025-12-30T09:00:00', HOLIDAYS, '2026-01-05T18:00:00'],
  ])('%s', (_name, from, holidays, expected) => {
    expect(iso(addWorkingDays(tashkent(from), 2, holidays))).toBe(expected);
  });
});

describe('barPeriod: 2 months from today, the end day inclusive', () => {
  it.each([
    ['2026-11-22', '2027-01-21'],
    ['2026-12-31', '2027-02-27'],
    ['2026-01-01', '2026-02-28'],
  ])('%s -> %s', (today, end) => {
    expect(barPeriod(today)).toEqual({ start: today, end });
  });
});
