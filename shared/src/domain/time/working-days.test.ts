import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay, nthWorkingDayAfter } from './working-days';

/** The days off of the cases below: Uzbek public holidays and days a decree may add (31 December). */
const HOLIDAYS: ReadonlySet<string> = new Set([
  '2025-12-31',
  '2026-01-01',
  '2026-03-08',
  '2026-03-09',
  '2026-03-20',
  '2026-03-21',
  '2026-03-23',
  '2026-09-01',
]);
const NONE: ReadonlySet<string> = new Set();

/** An instant given in Tashkent wall-clock time. */
const tashkent = (local: string) => new Date(`${local}+05:00`);

describe('addWorkingDays: 18:00 Tashkent of the Nth working day after the day of `from`', () => {
  it.each([
    // [case, from (Tashkent), days, holidays, deadline (Tashkent)]
    ['Monday morning, 3 days', '2026-02-02T09:00:00', 3, NONE, '2026-02-05T18:00:00'],
    [
      'Monday late evening: the day itself never counts',
      '2026-02-02T23:59:59',
      3,
      NONE,
      '2026-02-05T18:00:00',
    ],
    ['Wednesday, over the weekend', '2026-02-04T12:00:00', 3, NONE, '2026-02-09T18:00:00'],
    ['Friday evening', '2026-02-06T19:30:00', 3, NONE, '2026-02-11T18:00:00'],
    ['Saturday', '2026-02-07T11:00:00', 1, NONE, '2026-02-09T18:00:00'],
    ['Sunday', '2026-02-08T11:00:00', 3, NONE, '2026-02-11T18:00:00'],
    ['one day from Thursday', '2026-02-05T10:00:00', 1, NONE, '2026-02-06T18:00:00'],
    ['ten days: two whole weeks', '2026-02-02T10:00:00', 10, NONE, '2026-02-16T18:00:00'],
    ['year end: 31 Dec and 1 Jan are holidays', '2025-12-29T15:00:00', 3, HOLIDAYS, '2026-01-05T18:00:00'],
    ['year end without holidays', '2025-12-29T15:00:00', 3, NONE, '2026-01-01T18:00:00'],
    ['a holiday on a weekend moved to Monday', '2026-03-06T12:00:00', 1, HOLIDAYS, '2026-03-10T18:00:00'],
    [
      'Navruz week: Friday 20th and Monday 23rd off',
      '2026-03-19T12:00:00',
      2,
      HOLIDAYS,
      '2026-03-25T18:00:00',
    ],
    ['from on a holiday', '2026-09-01T09:00:00', 1, HOLIDAYS, '2026-09-02T18:00:00'],
  ])('%s', (_case, from, days, holidays, deadline) => {
    expect(addWorkingDays(tashkent(from), days, holidays).toISOString()).toBe(
      tashkent(deadline).toISOString(),
    );
  });

  it('takes the day of `from` in Tashkent, not in UTC', () => {
    // 20:00 UTC on Thursday is already Friday 01:00 in Tashkent: one working day is Monday.
    expect(addWorkingDays(new Date('2026-02-05T20:00:00Z'), 1, NONE).toISOString()).toBe(
      '2026-02-09T13:00:00.000Z',
    );
    // 18:59 UTC on Thursday is still Thursday 23:59 in Tashkent: one working day is Friday.
    expect(addWorkingDays(new Date('2026-02-05T18:59:00Z'), 1, NONE).toISOString()).toBe(
      '2026-02-06T13:00:00.000Z',
    );
  });

  it('answers 13:00 UTC (18:00 at UTC+5) and accepts epoch milliseconds', () => {
    const at = Date.parse('2026-02-02T05:00:00Z');
    expect(addWorkingDays(at, 3, NONE).toISOString()).toBe('2026-02-05T13:00:00.000Z');
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %s days', (days) => {
    expect(() => addWorkingDays(new Date(), days, NONE)).toThrow(RangeError);
  });

  it('refuses a holiday set that leaves no working day', () => {
    const everyDay = new Set(
      Array.from({ length: 800 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10)),
    );
    expect(() => nthWorkingDayAfter(new Date('2026-01-01T00:00:00Z'), 1, everyDay)).toThrow(RangeError);
  });
});

describe('isWorkingDay', () => {
  it.each([
    ['2026-02-02', NONE, true],
    ['2026-02-06', NONE, true],
    ['2026-02-07', NONE, false],
    ['2026-02-08', NONE, false],
    ['2026-03-09', HOLIDAYS, false],
    ['2026-03-10', HOLIDAYS, true],
  ])('%s -> %s', (day, holidays, expected) => {
    expect(isWorkingDay(day, holidays)).toBe(expected);
  });
});
