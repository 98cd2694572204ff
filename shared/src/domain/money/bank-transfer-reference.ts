/**
 * A person's reference for a top-up by bank transfer: what they write in the transfer's purpose so
 * the platform's accountant (or a bank statement import) credits the right balance. `KIM`, the
 * account id in 9 digits and a Luhn check digit: a mistyped digit or two swapped neighbours make
 * a reference that fails the check instead of pointing at someone else's balance.
 */
const PREFIX = 'KIM';
const ID_DIGITS = 9;

/** The Luhn check digit of a string of digits (the same check bank cards carry). */
function luhnCheckDigit(digits: string): number {
  let sum = 0;
  // From the right, every second digit starting with the rightmost one is doubled (the check
  // digit will stand to its right).
  for (let i = digits.length - 1, double = true; i >= 0; i -= 1, double = !double) {
    let digit = Number(digits[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** The reference of account `userId` (a positive integer id, as a string or a bigint). */
export function bankTransferReference(userId: string | bigint): string {
  const digits = String(userId);
  if (!/^[1-9]\d*$/.test(digits) || digits.length > ID_DIGITS) {
    throw new RangeError(`not an account id: ${digits}`);
  }
  const padded = digits.padStart(ID_DIGITS, '0');
  return `${PREFIX}${padded}${luhnCheckDigit(padded)}`;
}

/**
 * The account id a reference names, or null when it is not one (wrong shape or check digit).
 * Spaces, dashes and letter case are forgiven: people copy it by hand into a bank's form.
 */
export function parseBankTransferReference(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  const match = new RegExp(`^${PREFIX}(\\d{${ID_DIGITS}})(\\d)$`).exec(compact);
  if (!match) return null;
  const [, padded = '', check = ''] = match;
  if (luhnCheckDigit(padded) !== Number(check)) return null;
  const id = padded.replace(/^0+/, '');
  return id === '' ? null : id;
}
