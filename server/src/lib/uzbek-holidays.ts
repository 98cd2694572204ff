/**
 * Uzbekistan's working-day calendar for the pure rules (shared/src/domain/time/working-days.ts):
 * the public holidays of the date-holidays package (only type 'public', days off by law, including
 * the moved days off it lists), with the operators' overrides on top (issue 28: a decree moves a
 * day off, adds a holiday, makes a Saturday working). The overrides are installed by
 * modules/calendar at boot and on each refresh, so every caller stays synchronous. Each year of the
 * library is computed once per process; a deadline may cross a year end, so a range of years is
 * asked for.
 */
import { TASHKENT_OFFSET_MS } from '@kimoshdi/shared';
import { workingCalendar, type DayOverride } from '@kimoshdi/shared/domain/time/working-calendar';
import type { WorkingCalendar } from '@kimoshdi/shared/domain/time/working-days';
import Holidays from 'date-holidays';

const byYear = new Map<number, readonly string[]>();
let calendar: Holidays | undefined;

/** The operators' overrides in force (modules/calendar), and the calendars built from them. */
let overrides: readonly DayOverride[] = [];
const calendars = new Map<string, WorkingCalendar>();

function library(): Holidays {
  calendar ??= new Holidays('UZ');
  return calendar;
}

function yearHolidays(year: number): readonly string[] {
  let days = byYear.get(year);
  if (!days) {
    // `date` is 'YYYY-MM-DD hh:mm:ss[ -hhmm]' in the country's calendar: its first ten characters
    // are the Tashkent day (the offset only says when a religious holiday's eve begins).
    days = library()
      .getHolidays(year)
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => holiday.date.slice(0, 10));
    byYear.set(year, days);
  }
  return days;
}

/**
 * The library's holiday days ('YYYY-MM-DD') of the years from `from` through `to` (default: the
 * next year too), without the operators' overrides: for tests that compare with the library.
 */
export function uzbekHolidays(from: number, to: number = from + 1): ReadonlySet<string> {
  const set = new Set<string>();
  for (let year = from; year <= to; year += 1) for (const day of yearHolidays(year)) set.add(day);
  return set;
}

/** The library's public holidays of a year with their names in `lang` (uz, ru or en). */
export function namedHolidays(year: number, lang: 'uz' | 'ru' | 'en'): { day: string; name: string }[] {
  return library()
    .getHolidays(year, lang)
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => ({ day: holiday.date.slice(0, 10), name: holiday.name }));
}

/** Makes `rows` the overrides every calendar below applies (modules/calendar). */
export function useDayOverrides(rows: readonly DayOverride[]): void {
  overrides = rows;
  calendars.clear();
}

/** The working-day calendar of the years from `from` through `to`: the library and the overrides. */
export function workingCalendarOf(from: number, to: number = from + 1): WorkingCalendar {
  const key = `${from}-${to}`;
  let found = calendars.get(key);
  if (!found) {
    found = workingCalendar(uzbekHolidays(from, to), overrides);
    calendars.set(key, found);
  }
  return found;
}

/** The calendar a term starting at `at` may meet: its year and the next. */
export function holidaysAround(at: Date): WorkingCalendar {
  const year = new Date(at.getTime() + TASHKENT_OFFSET_MS).getUTCFullYear();
  return workingCalendarOf(year, year + 1);
}
