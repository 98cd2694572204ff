/**
 * The saved searches' e-mail digest (issue 27): the new lots a person's saved searches found, in one
 * e-mail an hour or a day, as the person chooses, each lot linked (one e-mail per lot was noise).
 * The cabinet keeps a message per lot as before.
 *
 * Hourly: the first run in a new hour of the clock. Daily: once a Tashkent day, from 09:00 (a list
 * of lots is read in the morning, and an e-mail at night wakes nobody but adds to a pile).
 */
import { TASHKENT_OFFSET_MS } from '../time/tashkent';

export const DIGEST_FREQUENCIES = ['daily', 'hourly', 'off'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

export const DIGEST_DEFAULT: DigestFrequency = 'daily';
/** The daily digest's hour, Tashkent time. */
export const DIGEST_DAILY_HOUR = 9;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function isDigestFrequency(value: unknown): value is DigestFrequency {
  return typeof value === 'string' && (DIGEST_FREQUENCIES as readonly string[]).includes(value);
}

/** The last moment a digest of this frequency was due at or before `now` (undefined: never). */
export function lastDigestSlot(frequency: DigestFrequency, now: Date): Date | undefined {
  if (frequency === 'off') return undefined;
  if (frequency === 'hourly') return new Date(Math.floor(now.getTime() / HOUR) * HOUR);
  // 09:00 Tashkent of today, or of yesterday before it.
  const local = now.getTime() + TASHKENT_OFFSET_MS;
  let slot = Math.floor(local / DAY) * DAY + DIGEST_DAILY_HOUR * HOUR;
  if (slot > local) slot -= DAY;
  return new Date(slot - TASHKENT_OFFSET_MS);
}

/**
 * Whether a digest goes now: a slot came after the oldest lot waiting for it was found, and none was
 * sent since that slot (a lot found at 03:00 goes in the 09:00 digest, not at once).
 */
export function digestDue(
  frequency: DigestFrequency,
  { lastSentAt, oldestWaitingAt }: { lastSentAt: Date | null; oldestWaitingAt: Date },
  now: Date,
): boolean {
  const slot = lastDigestSlot(frequency, now);
  if (!slot || oldestWaitingAt.getTime() >= slot.getTime()) return false;
  return lastSentAt === null || lastSentAt.getTime() < slot.getTime();
}
