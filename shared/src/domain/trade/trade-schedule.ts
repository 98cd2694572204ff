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
/**
 * An auction's applications close this long before its start (lot status 3 in between): the
 * participants and their deposits are fixed before the room opens, and nobody applies in the
 * last minute to a room already being prepared (docs/decisions.md "Applications close an hour
 * before the start").
 */
export const APPLICATIONS_CLOSE_BEFORE_START_MS = 60 * 60 * 1000;

export interface TradeSchedule {
  publishedAt: Date;
  startsAt: Date;
  endsAt: Date;
  /** Auctions only: the end of the applications, before the start. */
  applicationsCloseAt?: Date;
}

/** The instant of an hour of a Tashkent `YYYY-MM-DD` day. */
function tashkentHour(day: string, hour: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000 - TASHKENT_OFFSET_MS);
}

export function auctionSchedule(publishedAt: Date, holidays: ReadonlySet<string>): TradeSchedule {
  const opening = nthWorkingDayAfter(publishedAt, 1, holidays);
  const last = nthWorkingDayAfter(publishedAt, AUCTION_WORKING_DAYS, holidays);
  const startsAt = tashkentHour(opening, TRADE_OPENS_HOUR);
  return {
    publishedAt,
    startsAt,
    endsAt: endOfWorkingDay(last),
    applicationsCloseAt: new Date(startsAt.getTime() - APPLICATIONS_CLOSE_BEFORE_START_MS),
  };
}

/**
 * Whether an auction takes applications (and their cancels) at `nowMs`: before its start and
 * before its close when it has one. The earlier of the two wins, so a start moved before the
 * close still closes the applications at the start.
 */
export function applicationsOpenAt(nowMs: number, startsAtMs: number, closeAtMs: number | null): boolean {
  return nowMs < startsAtMs && (closeAtMs === null || nowMs < closeAtMs);
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
