/**
 * Saved cards (issue 28): an Uzcard or Humo card bound through Payme's Subscribe API. Before the
 * number goes to the provider we check what we can ourselves (16 digits, Luhn, a local card kind,
 * an expiry not past), so a typo is answered at once and the provider is not asked in vain.
 */
import { cardDigits, luhnValid } from './bank-card';

export const SAVED_CARD_KINDS = ['uzcard', 'humo'] as const;
export type SavedCardKind = (typeof SAVED_CARD_KINDS)[number];

/**
 * The card's kind from its first digits: Uzcard 8600 (and its co-badged 5614 range), Humo 9860.
 * Visa or Mastercard cards cannot be bound: Payme's card API takes the two local systems only.
 */
export function savedCardKind(number: string): SavedCardKind | null {
  const digits = cardDigits(number);
  if (digits.startsWith('8600') || digits.startsWith('5614')) return 'uzcard';
  if (digits.startsWith('9860')) return 'humo';
  return null;
}

/** `MM/YY`, `MMYY` or `MM / YY` as typed -> `{month, year}` (year 2000-based), or null. */
export function parseCardExpiry(input: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** `MM/YY`, as we keep and show it. */
export function formatCardExpiry(expiry: { month: number; year: number }): string {
  return `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`;
}

/** `MMYY`, as Payme's cards.create takes it. */
export function paymeCardExpiry(expiry: { month: number; year: number }): string {
  return formatCardExpiry(expiry).replace('/', '');
}

/**
 * A card is good through the last day of its month. `today` is the Tashkent calendar date
 * (`YYYY-MM-DD`): a card of 11/26 still pays on 30 November 2026.
 */
export function cardExpired(expiry: { month: number; year: number }, today: string): boolean {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

export type SavedCardProblem = 'digits' | 'checksum' | 'kind' | 'expiry' | 'expired';

/** What is wrong with a card about to be bound, in the order the form shows it; null when fit. */
export function savedCardProblem(number: string, expire: string, today: string): SavedCardProblem | null {
  const digits = cardDigits(number);
  if (!/^\d{16}$/.test(digits)) return 'digits';
  if (!luhnValid(digits)) return 'checksum';
  if (!savedCardKind(digits)) return 'kind';
  const expiry = parseCardExpiry(expire);
  if (!expiry) return 'expiry';
  return cardExpired(expiry, today) ? 'expired' : null;
}

/** `998901234567` -> `99890*****67`, as Payme masks the phone a code went to. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return '*'.repeat(digits.length);
  return `${digits.slice(0, 5)}${'*'.repeat(digits.length - 7)}${digits.slice(-2)}`;
}
