/**
 * Money as people read it on Kimoshdi (docs/product.md section 9): digits grouped by three with a plain space,
 * a decimal point, and the currency code after the number, e.g. `12 500 000 UZS`.
 *
 * Pure and dependency-free, because the client, server texts (SMS, e-mail) and tests must print the
 * same thing. Intl.NumberFormat is avoided on purpose: its group separator differs between locales
 * and ICU versions (narrow no-break space in some), and we promise one exact format.
 */

export const CURRENCY = 'UZS';

export interface FormatMoneyOptions {
  /** Append ` UZS` (default true). */
  currency?: boolean;
}

const DECIMAL_PATTERN = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * Formats an amount in sums. Whole amounts print without decimals; amounts with tiyins print two
 * decimals (`1 500.50 UZS`). Strings are accepted as sent by PostgreSQL `numeric` (no float
 * rounding happens on them: only the first two decimals are kept, the rest must be zeros or it is
 * rounded half up like a number).
 */
export function formatMoney(amount: number | bigint | string, options: FormatMoneyOptions = {}): string {
  const digits = formatAmount(amount);
  return options.currency === false ? digits : `${digits} ${CURRENCY}`;
}

/** The number part alone: `12 500 000`, `-1 500.50`. */
export function formatAmount(amount: number | bigint | string): string {
  const { negative, whole, fraction } = splitAmount(amount);
  const sign = negative && (whole !== '0' || fraction !== '') ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** Inserts a space every three digits from the right: `12500000` -> `12 500 000`. */
export function groupThousands(wholeDigits: string): string {
  return wholeDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

function splitAmount(amount: number | bigint | string): {
  negative: boolean;
  whole: string;
  fraction: string;
} {
  if (typeof amount === 'bigint') {
    return { negative: amount < 0n, whole: (amount < 0n ? -amount : amount).toString(), fraction: '' };
  }
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) throw new RangeError(`Not a money amount: ${amount}`);
    // toFixed(2) rounds once in binary; an amount that big loses tiyins anyway (beyond 2^53).
    return splitDecimal(Math.abs(amount).toFixed(2), amount < 0);
  }
  const match = DECIMAL_PATTERN.exec(amount.trim());
  if (!match) throw new RangeError(`Not a money amount: ${JSON.stringify(amount)}`);
  const [, minus, whole = '0', fraction = ''] = match;
  if (fraction.length <= 2) return splitDecimal(`${whole}.${fraction.padEnd(2, '0')}`, minus === '-');
  // More than two decimals: round half up on the digits, without going through a float.
  const cents = BigInt(whole + fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1n : 0n);
  const padded = cents.toString().padStart(3, '0');
  return splitDecimal(`${padded.slice(0, -2)}.${padded.slice(-2)}`, minus === '-');
}

function splitDecimal(
  fixed: string,
  negative: boolean,
): { negative: boolean; whole: string; fraction: string } {
  const [whole = '0', fraction = '00'] = fixed.split('.');
  return {
    negative,
    whole: whole.replace(/^0+(?=\d)/, ''),
    fraction: fraction === '00' ? '' : fraction,
  };
}
