/**
 * Quiet nights (issue 27): no SMS from 22:00 to 08:00 Tashkent time, unless the notice has a
 * deadline in it (a lot won and its payment deadline, the reminder before it, the reserve winner's
 * offer and its reminder): those may cost the deposit, so they go at once. On by default; a person
 * turns it off at `/profile/notifications`. E-mails go at any hour: they do not ring.
 */
import { TASHKENT_OFFSET_MS } from '../time/tashkent';

export const QUIET_FROM_HOUR = 22;
export const QUIET_TO_HOUR = 8;
export const QUIET_NIGHTS_DEFAULT = true;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Notices whose SMS goes even at night: each names a deadline that is near. */
const URGENT_KEYS: ReadonlySet<string> = new Set([
  'messages:auction.won',
  'winlots:messages.reminder',
  'winlots:messages.offer',
  'winlots:messages.offerReminder',
]);

export function isUrgentNotice(key: string): boolean {
  return URGENT_KEYS.has(key);
}

/** When the night `now` falls in ends (08:00 Tashkent); undefined when `now` is not at night. */
export function quietUntil(now: Date): Date | undefined {
  const local = now.getTime() + TASHKENT_OFFSET_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  const hour = (local - dayStart) / HOUR_MS;
  if (hour >= QUIET_TO_HOUR && hour < QUIET_FROM_HOUR) return undefined;
  const morning = dayStart + QUIET_TO_HOUR * HOUR_MS + (hour >= QUIET_FROM_HOUR ? DAY_MS : 0);
  return new Date(morning - TASHKENT_OFFSET_MS);
}
