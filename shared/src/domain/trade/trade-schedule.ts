/**
 * When an approved order's lot trades (docs/decisions.md "Order moderation desk"). The notice is
 * published at the approval; trading opens at 10:00 Tashkent on the first working day after the
 * notice's day, so applicants always get at least the rest of the notice day. An auction runs 5
 * working days, the opening day being the first, and closes at 18:00 of the fifth. A fixed-price
 * lot is on sale from the same opening for the order's stay days (calendar days, until 18:00 of
 * the last one), or, "until sold", for UNTIL_SOLD_DAYS: lots need an end, and a year is beyond
 * any stay the form allows (365 days at most).
 */
import { TASHKENT_OFFSET_MS, addDays } from '../time/tashkent';
import { endOfWorkingDay, nthWorkingDayAfter } from '../time/working-days';

export const TRADE_OPENS_HOUR = 10;
export const AUCTION_WORKING_DAYS = 5;
export const UNTIL_SOLD_DAYS = 365;

export interface TradeSchedule {
  publishedAt: Date;
  startsAt: Date;
  endsAt: Date;
}

/** The instant of an hour of a Tashkent `YYYY-MM-DD` day. */
function tashkentHour(day: string, hour: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000 - TASHKENT_OFFSET_MS);
}

export function auctionSchedule(publishedAt: Date, holidays: ReadonlySet<string>): TradeSchedule {
  const opening = nthWorkingDayAfter(publishedAt, 1, holidays);
  const last = nthWorkingDayAfter(publishedAt, AUCTION_WORKING_DAYS, holidays);
  return { publishedAt, startsAt: tashkentHour(opening, TRADE_OPENS_HOUR), endsAt: endOfWorkingDay(last) };
}

/** stayDays null: until sold. */
export function fixedPriceSchedule(
  publishedAt: Date,
  stayDays: number | null,
  holidays: ReadonlySet<string>,
): TradeSchedule {
  const opening = nthWorkingDayAfter(publishedAt, 1, holidays);
  // The opening day is the first day of the stay.
  const last = addDays(opening, (stayDays ?? UNTIL_SOLD_DAYS) - 1);
  return { publishedAt, startsAt: tashkentHour(opening, TRADE_OPENS_HOUR), endsAt: endOfWorkingDay(last) };
}
