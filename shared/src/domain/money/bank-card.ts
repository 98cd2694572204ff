/**
 * Bank cards a refund is paid back to. The number is checked (16 digits, Luhn) and then kept only
 * masked, first six and last four digits (`8600 12** **** 1234`): enough for the operator to pay
 * and for the user to recognise the card, and nothing a leak could charge.
 */
export const CARD_TYPES = ['uzcard', 'humo', 'visa', 'mastercard'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** The digits of a card number as typed: spaces and dashes between groups are dropped. */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn checksum every payment card number carries in its last digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * What is wrong with a typed card number, for the form to say the right thing: `digits` when it is
 * not 16 digits (too few, too many, or a letter among them), `checksum` when the 16 digits fail the
 * Luhn check (a typo: every digit is there but one is wrong), null when it is fit to pay to.
 */
export type CardNumberProblem = 'digits' | 'checksum';

export function cardNumberProblem(input: string): CardNumberProblem | null {
  const digits = cardDigits(input);
  if (!/^\d{16}$/.test(digits)) return 'digits';
  return luhnValid(digits) ? null : 'checksum';
}

/** A card number fit to pay to: 16 digits with a valid Luhn checksum. */
export function isValidCardNumber(input: string): boolean {
  return cardNumberProblem(input) === null;
}

/** `8600123456781234` -> `8600 12** **** 1234`. */
export function maskCardNumber(input: string): string {
  const digits = cardDigits(input);
  if (!/^\d{16}$/.test(digits)) throw new RangeError('A card number has 16 digits');
  return `${digits.slice(0, 4)} ${digits.slice(4, 6)}** **** ${digits.slice(12)}`;
}
