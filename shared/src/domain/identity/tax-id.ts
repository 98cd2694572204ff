/**
 * The ids a person registers with: a PINFL (personal identification number of an individual,
 * 14 digits) or a STIR (taxpayer identification number, 9 digits; companies and entrepreneurs).
 * One field takes either: the count of digits tells which.
 */
export const PINFL_PATTERN = /^\d{14}$/;
export const STIR_PATTERN = /^\d{9}$/;

export type TaxId = { kind: 'pinfl'; pinfl: string } | { kind: 'stir'; stir: string };

/** Spaces and dashes people type between groups of digits are dropped; anything else fails. */
export function parseTaxId(input: string): TaxId | undefined {
  const digits = input.trim().replace(/[\s-]/g, '');
  if (PINFL_PATTERN.test(digits)) return { kind: 'pinfl', pinfl: digits };
  if (STIR_PATTERN.test(digits)) return { kind: 'stir', stir: digits };
  return undefined;
}
