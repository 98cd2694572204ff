import { describe, expect, it } from 'vitest';
import { workingCalendar, type DayOverride } from './working-calendar';
import { addWorkingDays, isWorkingDay, nthWorkingDayAfter } from './working-days';

// March 2026: Navruz on Saturday 21 March is in the library; a decree (the case the overrides exist
// for) moves the day off onto Monday 23 March and makes Saturday 28 March a working day.
const LIBRARY = ['2026-03-08', '2026-03-21'];
const DECREE: DayOverride[] = [
  { day: '2026-03-23', kind: 'day_off' },
  { day: '2026-03-28', kind: 'working_day' },
];
const calendar = workingCalendar(LIBRARY, DECREE);

describe('workingCalendar with a decree-moved day', () => {
  it.each([
    ['2026-03-20', true], // Friday
    ['2026-03-21', false], // Saturday, a library holiday
    ['2026-03-22', false], // Sunday
    ['2026-03-23', false], // Monday, made a day off
    ['2026-03-24', true],
    ['2026-03-28', true], // Saturday, made working
    ['2026-03-29', false], // Sunday, untouched
    ['2026-03-09', true], // Monday after the 8 March holiday (a Sunday): no override, working
  ])('%s is working: %s', (day, working) => {
    expect(isWorkingDay(day, calendar)).toBe(working);
  });

  it.each([
    // From Friday 20 March: Monday is off, so the 1st working day is Tuesday 24.
    ['2026-03-20T12:00:00+05:00', 1, '2026-03-24'],
    // From Friday 27 March: the worked Saturday 28 counts first.
    ['2026-03-27T12:00:00+05:00', 1, '2026-03-28'],
    ['2026-03-27T12:00:00+05:00', 2, '2026-03-30'],
    // Five working days from Thursday 19 March: 20, 24, 25, 26, 27.
    ['2026-03-19T12:00:00+05:00', 5, '2026-03-27'],
    // The same without the decree: 20, 23, 24, 25, 26.
  ] as const)('the %s + %s working days is %s', (from, days, day) => {
    expect(nthWorkingDayAfter(new Date(from), days, calendar)).toBe(day);
  });

  it('moves a deadline compared with the library alone', () => {
    const from = new Date('2026-03-19T12:00:00+05:00');
    expect(nthWorkingDayAfter(from, 5, workingCalendar(LIBRARY))).toBe('2026-03-26');
    expect(addWorkingDays(from, 5, calendar).toISOString()).toBe('2026-03-27T13:00:00.000Z');
  });

  it.each([
    // A library holiday a decree cancels is working again; a later override of the same day wins.
    [[{ day: '2026-03-21', kind: 'working_day' }], '2026-03-21', true],
    [[{ day: '2026-03-25', kind: 'day_off' }], '2026-03-25', false],
    [
      [
        { day: '2026-03-28', kind: 'working_day' },
        { day: '2026-03-28', kind: 'day_off' },
      ],
      '2026-03-28',
      false,
    ],
  ] as const)('overrides %j make %s working: %s', (overrides, day, working) => {
    expect(isWorkingDay(day, workingCalendar(LIBRARY, overrides))).toBe(working);
  });
});
