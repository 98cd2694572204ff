/**
 * Amounts as people type them and clients send them, turned into tiyin (1 so'm = 100 tiyin) as
 * bigint, the only form the ledger computes with. Pure: the client checks a field with the same rule
 * the server enforces.
 *
 * Accepted: sums with up to two decimals, a point or a comma as the decimal mark, spaces (also
 * no-break and narrow no-break spaces) between groups of three digits: `15000`, `15 000.50`,
 * `1 500,5`. Refused, each with its own reason: empty, non-numeric, exponents (`1e309`), Infinity
 * and NaN, zero, negatives, more than two decimals, and amounts above Number.MAX_SAFE_INTEGER tiyin
 * (so every amount also survives a JavaScript number on any client).
 */
import { formatMoney } from './format';

export const TIYIN_PER_SUM = 100n;
/** The largest amount in tiyin that every client can hold exactly (2^53 - 1). */
export const MAX_TIYIN = BigInt(Number.MAX_SAFE_INTEGER);

export type AmountError =
  | 'AMOUNT_EMPTY'
  | 'AMOUNT_NOT_A_NUMBER'
  | 'AMOUNT_NOT_POSITIVE'
  | 'AMOUNT_TOO_MANY_DECIMALS'
  | 'AMOUNT_TOO_LARGE';

export type ParsedAmount = { ok: true; tiyin: bigint } | { ok: false; code: AmountError };

// Spaces people and locales put between digit groups: plain, no-break, narrow no-break, thin.
const GROUP_SPACES = /[ \u00a0\u202f\u2009]/g;
const GROUPED = /^\d{1,3}(?: \d{3})+(?:[.,]\d*)?$/;
const PLAIN = /^\d+(?:[.,]\d*)?$/;

/** Parses an amount in sums (string as typed, or a JSON number) into tiyin. */
export function parseSumToTiyin(input: unknown): ParsedAmount {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, code: 'AMOUNT_NOT_A_NUMBER' };
    if (input <= 0) return { ok: false, code: 'AMOUNT_NOT_POSITIVE' };
    // String(1e21) is "1e+21": such a number was never typed as a sum, and the text rule refuses it.
    return parseSumText(String(input));
  }
  if (typeof input !== 'string') return { ok: false, code: 'AMOUNT_NOT_A_NUMBER' };
  return parseSumText(input);
}

function parseSumText(raw: string): ParsedAmount {
  const text = raw.trim().replace(GROUP_SPACES, ' ');
  if (text === '') return { ok: false, code: 'AMOUNT_EMPTY' };
  if (/^-\s*\d/.test(text)) return { ok: false, code: 'AMOUNT_NOT_POSITIVE' };
  if (!PLAIN.test(text) && !GROUPED.test(text)) return { ok: false, code: 'AMOUNT_NOT_A_NUMBER' };
  const [whole = '', fraction = ''] = text.replace(/ /g, '').split(/[.,]/);
  if (whole === '' && fraction === '') return { ok: false, code: 'AMOUNT_NOT_A_NUMBER' };
  if (fraction.length > 2) return { ok: false, code: 'AMOUNT_TOO_MANY_DECIMALS' };
  // Compare digit counts first: a thousand-digit string must not become a thousand-digit bigint.
  const digits = `${whole}${fraction.padEnd(2, '0')}`.replace(/^0+(?=\d)/, '');
  if (digits.length > String(MAX_TIYIN).length) return { ok: false, code: 'AMOUNT_TOO_LARGE' };
  const tiyin = BigInt(digits);
  if (tiyin === 0n) return { ok: false, code: 'AMOUNT_NOT_POSITIVE' };
  if (tiyin > MAX_TIYIN) return { ok: false, code: 'AMOUNT_TOO_LARGE' };
  return { ok: true, tiyin };
}

/** Tiyin as a decimal string of sums with two decimals, as Click sends amounts: `15000.00`. */
export function tiyinToSums(tiyin: bigint | string): string {
  const value = BigInt(tiyin);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / TIYIN_PER_SUM;
  const cents = (abs % TIYIN_PER_SUM).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${cents}`;
}

/** Tiyin as people read money: `12 500 000.50 UZS`, `12 500 000 UZS`. */
export function formatTiyin(tiyin: bigint | string, options: { currency?: boolean } = {}): string {
  return formatMoney(tiyinToSums(tiyin), options);
}
