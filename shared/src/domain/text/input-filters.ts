/**
 * Input filters of the forms (docs/product.md section 5): what a field keeps of what is typed, and
 * how it shows it. Digits with one decimal point or comma; card numbers in groups of four; money in
 * groups of three; a phone as the country code and grouped digits. Each filter is idempotent, so a
 * field can run it on every keystroke.
 */

/** Digits with at most one decimal mark (a point or a comma), e.g. coordinates or a percent. */
export function decimalFilter(value: string): string {
  let seenMark = false;
  let out = '';
  for (const char of value) {
    if (char >= '0' && char <= '9') out += char;
    else if ((char === '.' || char === ',') && !seenMark) {
      seenMark = true;
      out += char;
    }
  }
  return out;
}

/** Only digits, at most `max` of them. */
export function digitsFilter(value: string, max = Number.POSITIVE_INFINITY): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** `8600123456781234` -> `8600 1234 5678 1234` (at most 16 digits). */
export function cardNumberFilter(value: string): string {
  return digitsFilter(value, 16).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Money as typed, grouped by three: `12500000,5` -> `12 500 000,5`. Keeps one decimal mark and at
 * most two decimals; the parse rule (domain/money/tiyin.ts) reads the result.
 */
export function moneyFilter(value: string): string {
  const cleaned = decimalFilter(value.replace(/[ \u00a0\u202f\u2009]/g, ''));
  const markAt = cleaned.search(/[.,]/);
  const whole = (markAt === -1 ? cleaned : cleaned.slice(0, markAt)).replace(/^0+(?=\d)/, '');
  const fraction = markAt === -1 ? null : cleaned.slice(markAt, markAt + 3);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return fraction === null ? grouped : `${grouped}${fraction}`;
}

/** `998901234567` -> `+998 90 123 45 67`: the country code, then 2-3-2-2 digits. */
export function phoneFilter(value: string): string {
  const digits = digitsFilter(value, 12);
  if (digits === '') return '';
  const parts = [
    digits.slice(0, 3),
    digits.slice(3, 5),
    digits.slice(5, 8),
    digits.slice(8, 10),
    digits.slice(10, 12),
  ];
  return `+${parts.filter(Boolean).join(' ')}`;
}
