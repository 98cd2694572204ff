/**
 * The Uzbek working-day calendar (docs/domain.md "Deposit and balance"): Monday to Friday in Tashkent,
 * minus public holidays, plus the weekend days a decree makes working. Pure: the calendar comes from
 * the caller (the server builds it from the public holidays, uzbek-holidays.ts, and the operators'
 * overrides, working-calendar.ts), so the rule is tested here without any table.
 *
 * DECISION: a term of N working days ends at the close of business, 18:00 Tashkent, of the Nth
 * working day AFTER the day of `from` (the day of `from` itself never counts, whatever its hour).
 */
import { TASHKENT_OFFSET_MS, addDays, tashkentDay } from './tashkent';

/** The end of a working day, in Tashkent wall-clock hours. */
export const WORKING_DAY_END_HOUR = 18;

/** Monday to Friday of a `YYYY-MM-DD` day (a calendar day: no time zone involved). */
function isWeekday(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday >= 1 && weekday <= 5;
}

/**
 * The days off beyond weekends, as a set of `YYYY-MM-DD`, which may also carry `workingDays`: the
 * days a decree makes working whatever their weekday (a Saturday worked for a moved day off).
 * A plain holiday set is a calendar without such days, so every rule keeps taking a set.
 */
export type WorkingCalendar = ReadonlySet<string> & { readonly workingDays?: ReadonlySet<string> };

export function isWorkingDay(day: string, holidays: WorkingCalendar): boolean {
  if (holidays.workingDays?.has(day)) return true;
  return isWeekday(day) && !holidays.has(day);
}

/** The instant of 18:00 in Tashkent on a `YYYY-MM-DD` day. */
export function endOfWorkingDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + WORKING_DAY_END_HOUR * 3_600_000 - TASHKENT_OFFSET_MS);
}

/** The Nth working day after the Tashkent day of `from`, as `YYYY-MM-DD`. */
export function nthWorkingDayAfter(from: Date | number, days: number, holidays: WorkingCalendar): string {
  if (!Number.isInteger(days) || days < 1)
    throw new RangeError(`working days must be a whole number >= 1: ${days}`);
  let day = tashkentDay(from);
  let left = days;
  // The bound only guards against a holiday set that covers every day (a broken table).
  for (let guard = 0; left > 0; guard += 1) {
    if (guard > days * 7 + 400)
      throw new RangeError('no working day found: the holiday set covers every day');
    day = addDays(day, 1);
    if (isWorkingDay(day, holidays)) left -= 1;
  }
  return day;
}

/** The deadline N working days after `from`: 18:00 Tashkent of the Nth working day after it. */
export function addWorkingDays(from: Date | number, days: number, holidays: WorkingCalendar): Date {
  return endOfWorkingDay(nthWorkingDayAfter(from, days, holidays));
}
