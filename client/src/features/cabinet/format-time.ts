import { formatTashkentDateTime } from '@kimoshdi/shared';

/** An ISO instant from the server as every time is shown: Tashkent, DD.MM.YYYY HH:mm:ss. */
export function formatInstant(iso: string): string {
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? iso : formatTashkentDateTime(instant);
}
