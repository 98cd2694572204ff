/**
 * Input filters of docs/product.md section 5, applied as the person types: a card number grouped by four
 * (`8600 1234 5678 9012`) and money grouped by three with an optional decimal part after a point or
 * a comma (`1 250 000`, `1 250 000,50`). Anything else typed or pasted is dropped, so pasting
 * "8600-1234-..." or "1,250,000" also works. Formatting only ever adds or removes spaces.
 */
import { groupThousands } from '@kimoshdi/shared/domain/money/format';

export const CARD_NUMBER_DIGITS = 16;
/** Whole so'm digits: 13 is beyond any real amount, and its tiyin stay below 2^53. */
export const MONEY_WHOLE_DIGITS = 13;

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export function groupCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, CARD_NUMBER_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function groupMoneyInput(value: string): string {
  // The decimal mark is the last point or comma with at most two digits after it; any earlier one
  // (or one followed by three digits: "1,250,000") separated thousands and is dropped.
  const markAt = Math.max(value.lastIndexOf('.'), value.lastIndexOf(','));
  const decimal = markAt >= 0 && /^\d{0,2}$/.test(value.slice(markAt + 1));
  const whole = digitsOnly(decimal ? value.slice(0, markAt) : value)
    .replace(/^0+(?=\d)/, '')
    .slice(0, MONEY_WHOLE_DIGITS);
  const grouped = groupThousands(whole);
  if (!decimal) return grouped;
  return `${grouped || '0'}${value[markAt] ?? '.'}${value.slice(markAt + 1)}`;
}

/**
 * Where the caret belongs after reformatting: after the same number of kept (non-space)
 * characters as were before it, so typing or deleting inside a grouped number does not throw the
 * caret to the end.
 */
export function caretAfterKept(formatted: string, keptBefore: number): number {
  if (keptBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (formatted[index] !== ' ') seen += 1;
    if (seen === keptBefore) return index + 1;
  }
  return formatted.length;
}

/** How many kept characters a formatter leaves of `raw`. */
export function keptLength(format: (value: string) => string, raw: string): number {
  return format(raw).replace(/ /g, '').length;
}

/**
 * Digits with a decimal point or comma: a pair of coordinates as typed ("41.311081, 69.240562").
 * Keeps digits, the decimal marks, a minus, and the separators between the two numbers (a space,
 * a comma, a semicolon); the shared parse rule (domain/map/coordinates.ts) judges the result.
 */
export function coordinatesInput(value: string): string {
  return value
    .replace(/[^\d.,;\s-]/g, '')
    .replace(/\s+/g, ' ')
    .slice(0, 40);
}
