import { formatTashkentDateTime, formatTiyin } from '@kimoshdi/shared';

/** An ISO instant from the server as every time is shown: Tashkent, DD.MM.YYYY HH:mm. */
export function formatLotTime(iso: string): string {
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? iso : formatTashkentDateTime(instant).slice(0, 16);
}

/** Tiyin from the server as money: `12 500 000 UZS`. */
export function formatPrice(tiyin: string): string {
  return formatTiyin(tiyin);
}

/** A Tashkent day from the server (`YYYY-MM-DD`) as people read it: `DD.MM.YYYY`. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day;
}
