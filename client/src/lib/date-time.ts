import { TIME_ZONE } from '../config/site';

/**
 * Every date is shown in Asia/Tashkent (design.md section 8), whatever the visitor's own zone.
 * formatToParts is used instead of a locale pattern because no locale prints exactly
 * `DD.MM.YYYY HH:mm:ss`, and we want the same string the server sends.
 */
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export function formatTashkentDateTime(epochMs: number): string {
  const parts: Record<string, string> = {};
  for (const part of dateTimeFormat.formatToParts(epochMs)) parts[part.type] = part.value;
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The current year in Tashkent (the copyright line must not flip a few hours early or late). */
export function tashkentYear(epochMs: number): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, year: 'numeric' }).format(epochMs));
}
