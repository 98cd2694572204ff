/**
 * The won lot's money and dates (docs/decisions.md "The won lot's road"). Pure: the holidays come
 * from the caller (the server's calendar, server/src/lib/uzbek-holidays.ts), so every rule is a table test.
 *
 * DECISION (payment by parts): a lot paid in N parts (N = lots.part_payment_months; a lot paid in
 * full is one part) splits what is left after the deposit, price - deposit, into N equal parts in
 * whole so'm (the last part takes the remainder); the deposit is counted into part 1, so part 1 is
 * deposit + share and charges the share. Part 1 is due at the payment deadline; part k is due
 * k - 1 months later on the same Tashkent day (the month's last day when it has no such day),
 * moved on to the next working day when that day is not one, at 18:00 Tashkent.
 */
import { addDays, TASHKENT_OFFSET_MS } from '../time/tashkent';
import { endOfWorkingDay, isWorkingDay } from '../time/working-days';

const TIYIN_PER_SUM = 100n;

export interface PaymentPart {
  part: number;
  /** The part's whole amount in tiyin (what the seller receives). */
  amount: bigint;
  /** The deposit counted into this part (part 1 only): the buyer is charged amount - this. */
  depositCounted: bigint;
}

/** The parts of a price: their amounts sum to the price; the deposit counts into part 1. */
export function paymentParts(price: bigint, deposit: bigint, parts: number): PaymentPart[] {
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError(`parts must be >= 1: ${parts}`);
  if (price <= 0n || deposit < 0n) throw new RangeError('price must be positive, deposit not negative');
  // A deposit above the price cannot happen (it is a percent of the start price, which the price
  // never falls below); counted as the whole price it would charge nothing.
  const counted = deposit > price ? price : deposit;
  const rest = price - counted;
  const share = (rest / BigInt(parts) / TIYIN_PER_SUM) * TIYIN_PER_SUM;
  const out: PaymentPart[] = [];
  for (let part = 1; part <= parts; part += 1) {
    const base = part === parts ? rest - share * BigInt(parts - 1) : share;
    out.push({ part, amount: base + (part === 1 ? counted : 0n), depositCounted: part === 1 ? counted : 0n });
  }
  // Parts of nothing (a rest smaller than one so'm per part) are folded into the last one.
  return out.filter((p, i) => p.amount > 0n || i === out.length - 1).map((p, i) => ({ ...p, part: i + 1 }));
}

/** What paying the part charges from the available balance (tiyin). */
export function partCharge(part: Pick<PaymentPart, 'amount' | 'depositCounted'>): bigint {
  return part.amount - part.depositCounted;
}

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** The same day `months` months later, or that month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const match = DAY_RE.exec(day);
  if (!match) throw new RangeError(`not a day: ${day}`);
  const year = Number(match[1]);
  const month = Number(match[2]) - 1 + months;
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return `${y}-${pad(m + 1)}-${pad(Math.min(Number(match[3]), last))}`;
}

/** The day itself when it is a working day, else the next working day. */
export function workingDayOnOrAfter(day: string, holidays: ReadonlySet<string>): string {
  let current = day;
  for (let guard = 0; !isWorkingDay(current, holidays); guard += 1) {
    if (guard > 400) throw new RangeError('no working day found: the holiday set covers every day');
    current = addDays(current, 1);
  }
  return current;
}

/** The working day before a day (skipping weekends and holidays). */
export function previousWorkingDay(day: string, holidays: ReadonlySet<string>): string {
  let current = addDays(day, -1);
  for (let guard = 0; !isWorkingDay(current, holidays); guard += 1) {
    if (guard > 400) throw new RangeError('no working day found: the holiday set covers every day');
    current = addDays(current, -1);
  }
  return current;
}

/** The Tashkent day of an instant as `YYYY-MM-DD`. */
function dayOf(instant: Date): string {
  return new Date(instant.getTime() + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);
}

/** Due times of parts 1..count: part 1 at `firstDue`, then monthly (see the DECISION above). */
export function partDueDates(firstDue: Date, count: number, holidays: ReadonlySet<string>): Date[] {
  const first = dayOf(firstDue);
  const out: Date[] = [firstDue];
  for (let k = 1; k < count; k += 1) {
    out.push(endOfWorkingDay(workingDayOnOrAfter(addMonths(first, k), holidays)));
  }
  return out;
}

/** Reminders go at 10:00 Tashkent, the start of the working day. */
export const REMINDER_HOUR = 10;

/** 10:00 Tashkent of a day. */
function reminderHourOf(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + REMINDER_HOUR * 3_600_000 - TASHKENT_OFFSET_MS);
}

/**
 * DECISION: a deadline is reminded twice (issue 27): at 10:00 Tashkent of the working day before
 * the deadline's day, and at 10:00 of the deadline's own day (the last morning). Answers the next
 * of the two after `from`; null when neither is (a term too short, or both past).
 */
export function reminderAt(deadline: Date, holidays: ReadonlySet<string>, from: Date): Date | null {
  const before = reminderHourOf(previousWorkingDay(dayOf(deadline), holidays));
  if (before.getTime() > from.getTime()) return before;
  const lastMorning = reminderHourOf(dayOf(deadline));
  return lastMorning.getTime() > from.getTime() && lastMorning.getTime() < deadline.getTime()
    ? lastMorning
    : null;
}

/** Whether `now` is on the deadline's own Tashkent day: the last morning's reminder. */
export function isDeadlineDay(deadline: Date, now: Date): boolean {
  return dayOf(deadline) === dayOf(now);
}

/** DECISION: the reserve winner has 2 working days to answer an offer (till 18:00 Tashkent). */
export const OFFER_WORKING_DAYS = 2;

/** DECISION: a state order's winner who refuses or does not pay is barred for 2 months. */
export const BAR_MONTHS = 2;

/** The bar's days: from `today` through the day before the same day 2 months later (inclusive). */
export function barPeriod(today: string): { start: string; end: string } {
  return { start: today, end: addDays(addMonths(today, BAR_MONTHS), -1) };
}
