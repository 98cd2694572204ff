/**
 * "Not enough balance" when applying or paying for a won lot (two features use it, hence lib/):
 * the server's error data says how much is missing (tiyin); the page names it and links to the
 * top-up with exactly that amount filled in.
 */
import { TOP_UP_MIN_TIYIN } from '@kimoshdi/shared/domain/money/limits';
import { paths } from '../config/paths';

const TIYIN_PER_SUM = 100n;
const TOP_UP_PATH = paths.profileTopUp;

/** The missing amount (tiyin digits) carried by an INSUFFICIENT_FUNDS error, if any. */
export function shortfallOf(error: { code?: string; data?: Record<string, unknown> }): string | null {
  if (error.code !== 'INSUFFICIENT_FUNDS') return null;
  const value = error.data?.shortfall;
  if (typeof value !== 'string' || !/^\d{1,20}$/.test(value) || BigInt(value) <= 0n) return null;
  return value;
}

/**
 * The cabinet's top-up page asking for the shortfall in whole so'm, rounded up so it is enough to
 * apply, and at least the smallest top-up the providers take.
 */
export function topUpHref(shortfallTiyin: string): string {
  const shortfall = BigInt(shortfallTiyin);
  const tiyin = shortfall > TOP_UP_MIN_TIYIN ? shortfall : TOP_UP_MIN_TIYIN;
  const sums = (tiyin + TIYIN_PER_SUM - 1n) / TIYIN_PER_SUM;
  return `${TOP_UP_PATH}?${new URLSearchParams({ amount: sums.toString() }).toString()}`;
}

/** The amount a top-up link asks for (whole so'm digits), or '' when it asks for none or garbage. */
export function requestedTopUp(search: URLSearchParams): string {
  const amount = search.get('amount') ?? '';
  return /^[1-9]\d{0,14}$/.test(amount) ? amount : '';
}
