/**
 * The blacklist's bar (docs/domain.md "Deposit and balance", "Protocols and the blacklist"): an
 * entry bars a person from applying to and bidding in auctions from its start day through its end
 * day, both Tashkent calendar days (`YYYY-MM-DD`) and both included. An entry names the person by
 * their personal id (PINFL, 14 digits) or their tax id (STIR, 9 digits); either one matching is
 * enough.
 */

export const BAN_REASONS = ['refused', 'payment_missed'] as const;
export type BanReason = (typeof BAN_REASONS)[number];

export interface BarPeriod {
  /** First day of the bar, Tashkent. */
  start_date: string;
  /** Last day of the bar, Tashkent (the bar still holds on it). */
  end_date: string;
}

export interface BarIds {
  /** The entry's tax id (STIR). */
  tin: string | null;
  pinfl: string | null;
}

/** A user's ids as the users table keeps them. */
export interface PersonIds {
  pinfl: string | null;
  stir: string | null;
}

export type BarState = 'upcoming' | 'in_force' | 'ended';

/** Where a bar stands on a Tashkent day. Days compare as text: `YYYY-MM-DD` sorts as dates do. */
export function barState(bar: BarPeriod, today: string): BarState {
  if (today < bar.start_date) return 'upcoming';
  if (today > bar.end_date) return 'ended';
  return 'in_force';
}

export function barInForce(bar: BarPeriod, today: string): boolean {
  return barState(bar, today) === 'in_force';
}

/** Whether the entry names this person: the same PINFL, or the same STIR. A missing id never matches. */
export function barNamesPerson(entry: BarIds, person: PersonIds): boolean {
  return (
    (entry.pinfl !== null && entry.pinfl === person.pinfl) ||
    (entry.tin !== null && entry.tin === person.stir)
  );
}

/**
 * The bar that stands today among a person's entries: of those in force, the one that ends last
 * (it is the one that decides when the person may take part again); null when none is in force.
 */
export function standingBar<T extends BarPeriod>(entries: readonly T[], today: string): T | null {
  let standing: T | null = null;
  for (const entry of entries) {
    if (barInForce(entry, today) && (standing === null || entry.end_date > standing.end_date))
      standing = entry;
  }
  return standing;
}

const DAY_MS = 86_400_000;

/** Whole days from `today` to `day` (0 on the day itself, negative once it is past). */
export function daysUntil(today: string, day: string): number {
  return Math.round((Date.parse(day) - Date.parse(today)) / DAY_MS);
}

/** Days left after today while a bar stands (0 on its last day), else 0. */
export function remainingDays(bar: BarPeriod, today: string): number {
  return barInForce(bar, today) ? daysUntil(today, bar.end_date) : 0;
}
