/**
 * The working-day calendar after the operators' overrides (issue 28): the public holidays by law
 * (uzbek-holidays.ts), then each override of a day on top. Pure: the server gives both lists.
 *
 * DECISION: an override wins over both the weekday and the library. `day_off` makes any day a day
 * off (a holiday added, a day off moved onto a Monday); `working_day` makes any day working (the
 * Saturday worked in exchange, or a library holiday a decree cancels).
 */
import type { WorkingCalendar } from './working-days';

export const DAY_OVERRIDE_KINDS = ['day_off', 'working_day'] as const;
export type DayOverrideKind = (typeof DAY_OVERRIDE_KINDS)[number];

export interface DayOverride {
  /** A Tashkent day, `YYYY-MM-DD`. */
  day: string;
  kind: DayOverrideKind;
}

/** The calendar of `holidays` (days off beyond weekends) with `overrides` applied. */
export function workingCalendar(
  holidays: Iterable<string>,
  overrides: readonly DayOverride[] = [],
): WorkingCalendar {
  const daysOff = new Set(holidays);
  const workingDays = new Set<string>();
  for (const { day, kind } of overrides) {
    if (kind === 'day_off') {
      daysOff.add(day);
      workingDays.delete(day);
    } else {
      daysOff.delete(day);
      workingDays.add(day);
    }
  }
  return Object.assign(daysOff, { workingDays: workingDays as ReadonlySet<string> });
}

/** Saturday or Sunday of a `YYYY-MM-DD` day. */
export function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}
