import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { formatTashkentDateTime } from '@kimoshdi/shared/domain/time/tashkent';

/** `2026-11-22` -> `22.11.2026`. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day;
}

/** An ISO instant in Tashkent time; anything unreadable as it came. */
export function formatInstant(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : formatTashkentDateTime(at);
}

/** Tiyin as the product shows money (`12 500 000 UZS`); no price is a dash. */
export function formatPrice(tiyin: string | null): string {
  return tiyin === null ? '—' : formatTiyin(tiyin, { currency: true });
}
