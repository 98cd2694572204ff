/**
 * Tashkent time. Uzbekistan has kept UTC+5 without daylight saving since 1992, so a fixed offset is
 * exact, and much cheaper than Intl on hot paths. Storage stays UTC; this is only for what people
 * read and for calendar-day rules.
 */
export const TASHKENT_TIME_ZONE = 'Asia/Tashkent';
export const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The wall clock in Tashkent as if it were UTC: read it with getUTC* methods only. */
function shifted(instant: Date | number): Date {
  return new Date((typeof instant === 'number' ? instant : instant.getTime()) + TASHKENT_OFFSET_MS);
}

/** `DD.MM.YYYY HH:mm:ss` in Tashkent, the spec's server date format. */
export function formatTashkentDateTime(instant: Date | number): string {
  const t = shifted(instant);
  return (
    `${pad(t.getUTCDate())}.${pad(t.getUTCMonth() + 1)}.${t.getUTCFullYear()} ` +
    `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`
  );
}

/** The Tashkent calendar day of an instant, as `YYYY-MM-DD`. */
export function tashkentDay(instant: Date | number): string {
  const t = shifted(instant);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** Adds whole days to a `YYYY-MM-DD` day (negative to go back). */
export function addDays(day: string, days: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`not a day: ${day}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}
