import { formatTashkentDateTime } from '@kimoshdi/shared';

/** An ISO instant as every time is shown: Tashkent, DD.MM.YYYY HH:mm:ss. */
export function formatInstant(iso: string): string {
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? iso : formatTashkentDateTime(instant);
}

/** An ISO instant's Tashkent day, DD.MM.YYYY. */
export function formatDate(iso: string): string {
  return formatInstant(iso).slice(0, 10);
}
