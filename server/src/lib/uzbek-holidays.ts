/**
 * Uzbekistan's public holidays for the working-day calendar (shared/src/domain/time/working-days.ts),
 * from the date-holidays package: only type 'public' (days off by law), including the moved days
 * off it lists. Each year is computed once per process; a deadline may cross a year end, so the
 * set of a range of years is asked for.
 */
import { TASHKENT_OFFSET_MS } from '@kimoshdi/shared';
import Holidays from 'date-holidays';

const byYear = new Map<number, readonly string[]>();
let calendar: Holidays | undefined;

function yearHolidays(year: number): readonly string[] {
  let days = byYear.get(year);
  if (!days) {
    calendar ??= new Holidays('UZ');
    // `date` is 'YYYY-MM-DD hh:mm:ss[ -hhmm]' in the country's calendar: its first ten characters
    // are the Tashkent day (the offset only says when a religious holiday's eve begins).
    days = calendar
      .getHolidays(year)
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => holiday.date.slice(0, 10));
    byYear.set(year, days);
  }
  return days;
}

/** The holiday days ('YYYY-MM-DD') of the years from `from` through `to` (default: the next year too). */
export function uzbekHolidays(from: number, to: number = from + 1): ReadonlySet<string> {
  const set = new Set<string>();
  for (let year = from; year <= to; year += 1) for (const day of yearHolidays(year)) set.add(day);
  return set;
}

/** The holidays a term starting at `at` may meet: its year and the next. */
export function holidaysAround(at: Date): ReadonlySet<string> {
  const year = new Date(at.getTime() + TASHKENT_OFFSET_MS).getUTCFullYear();
  return uzbekHolidays(year, year + 1);
}
