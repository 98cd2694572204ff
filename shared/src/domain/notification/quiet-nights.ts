/**
 * Quiet hours (issue 27): from 22:00 to 08:00 Tashkent time by default, or the hours the person
 * chose, nothing that rings (an SMS, a Telegram message, a push) is sent, unless the notice has a
 * deadline in it (a lot won and its payment deadline, the reminder before it, the reserve winner's
 * offer and its reminder): those may cost the deposit, so they go at once. What waits goes when the
 * quiet hours end; what is only worth its moment (being outbid, an auction starting, a favourite's
 * price or end) is not sent on those channels at all, since by the morning it is past. E-mails go at
 * any hour: they do not ring. On by default; a person turns them off, or moves them, at
 * `/profile/notifications`. (The name keeps the first version's: quiet nights.)
 */
import type { NoticeChannel, NoticeTopic } from './topics';
import { TASHKENT_OFFSET_MS } from '../time/tashkent';

/** Whole hours of a Tashkent day: quiet from `from`:00 to `to`:00 (over midnight when from > to). */
export interface QuietHours {
  from: number;
  to: number;
}

export const QUIET_FROM_HOUR = 22;
export const QUIET_TO_HOUR = 8;
export const DEFAULT_QUIET_HOURS: Readonly<QuietHours> = { from: QUIET_FROM_HOUR, to: QUIET_TO_HOUR };
export const QUIET_NIGHTS_DEFAULT = true;

/** The channels quiet hours hold: those that ring. */
export const RINGING_CHANNELS: ReadonlySet<NoticeChannel> = new Set(['sms', 'telegram', 'push']);

/** Topics only worth their moment: during quiet hours their ringing channels are skipped, not held. */
const MOMENT_TOPICS: ReadonlySet<NoticeTopic> = new Set(['outbid', 'starts', 'favourites']);

export function isMomentTopic(topic: NoticeTopic): boolean {
  return MOMENT_TOPICS.has(topic);
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Notices that ring even in quiet hours: each names a deadline that is near. */
const URGENT_KEYS: ReadonlySet<string> = new Set([
  'messages:auction.won',
  'winlots:messages.reminder',
  'winlots:messages.lastDay',
  'winlots:messages.offer',
  'winlots:messages.offerReminder',
]);

export function isUrgentNotice(key: string): boolean {
  return URGENT_KEYS.has(key);
}

/** Whether the hours make a span: two whole hours of a day that differ. */
export function isQuietHours(value: QuietHours): boolean {
  const hour = (h: number) => Number.isInteger(h) && h >= 0 && h <= 23;
  return hour(value.from) && hour(value.to) && value.from !== value.to;
}

/**
 * When the quiet hours `now` falls in end (`to`:00 Tashkent); undefined when `now` is outside them.
 */
export function quietUntil(now: Date, hours: QuietHours = DEFAULT_QUIET_HOURS): Date | undefined {
  if (!isQuietHours(hours)) return undefined;
  const local = now.getTime() + TASHKENT_OFFSET_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  const hour = (local - dayStart) / HOUR_MS;
  const { from, to } = hours;
  const quiet = from < to ? hour >= from && hour < to : hour >= from || hour < to;
  if (!quiet) return undefined;
  // The end is today unless it is tomorrow's: after `from` over midnight.
  const end = dayStart + to * HOUR_MS + (from > to && hour >= from ? DAY_MS : 0);
  return new Date(end - TASHKENT_OFFSET_MS);
}
