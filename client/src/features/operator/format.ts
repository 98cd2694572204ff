import { formatTashkentDateTime } from '@kimoshdi/shared';
import type { CardType } from '@kimoshdi/shared/domain/money/bank-card';

/** Brand names, the same in every language. */
export const CARD_TYPE_NAMES: Record<CardType, string> = {
  uzcard: 'Uzcard',
  humo: 'Humo',
  visa: 'Visa',
  mastercard: 'Mastercard',
};

/** An ISO instant from the server as every time is shown: Tashkent, DD.MM.YYYY HH:mm:ss. */
export function formatAppliedAt(iso: string): string {
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? iso : formatTashkentDateTime(instant);
}

/** The Tashkent clock of an ISO instant: HH:mm. */
export function formatClock(iso: string): string {
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? iso : formatTashkentDateTime(instant).slice(11, 16);
}

/** The Tashkent day of an ISO instant: DD.MM.YYYY. */
export function formatDate(iso: string): string {
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? iso : formatTashkentDateTime(instant).slice(0, 10);
}
