/**
 * Uzbekistan's working-day calendar for the pure rules (shared/src/domain/time/working-days.ts):
 * the public holidays by law (shared/src/domain/time/uzbek-holidays.ts, moved days off included),
 * with the operators' overrides on top (a decree moves a day off, adds a holiday, makes a Saturday
 * working). The overrides are installed by modules/calendar at boot and on each refresh, so every
 * caller stays synchronous. Each year's holidays are computed once per process; a deadline may
 * cross a year end, so a range of years is asked for.
 */
import { TASHKENT_OFFSET_MS } from '@kimoshdi/shared';
import { workingCalendar, type DayOverride } from '@kimoshdi/shared/domain/time/working-calendar';
import type { WorkingCalendar } from '@kimoshdi/shared/domain/time/working-days';
import {
  holidayName,
  publicHolidays,
  type HolidayLanguage,
} from '@kimoshdi/shared/domain/time/uzbek-holidays';

const byYear = new Map<number, readonly string[]>();

/** The operators' overrides in force (modules/calendar), and the calendars built from them. */
let overrides: readonly DayOverride[] = [];
const calendars = new Map<string, WorkingCalendar>();

function yearHolidays(year: number): readonly string[] {
  let days = byYear.get(year);
  if (!days) {
    days = publicHolidays(year).map((holiday) => holiday.day);
    byYear.set(year, days);
  }
  return days;
}

/**
 * The public holidays ('YYYY-MM-DD') of the years from `from` through `to` (default: the next year
 * too), without the operators' overrides.
 */
export function uzbekHolidays(from: number, to: number = from + 1): ReadonlySet<string> {
  const set = new Set<string>();
  for (let year = from; year <= to; year += 1) for (const day of yearHolidays(year)) set.add(day);
  return set;
}

/** The public holidays of a year with their names in `lang`. */
export function namedHolidays(year: number, lang: HolidayLanguage): { day: string; name: string }[] {
  return publicHolidays(year).map((holiday) => ({ day: holiday.day, name: holidayName(holiday, lang) }));
}

/** Makes `rows` the overrides every calendar below applies (modules/calendar). */
export function useDayOverrides(rows: readonly DayOverride[]): void {
  overrides = rows;
  calendars.clear();
}

/** The working-day calendar of the years from `from` through `to`: the holidays and the overrides. */
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
