/**
 * Regulation item 48: property whose price exceeds 60 times the base calculation amount (BHM) may
 * only be sold at auction, so a fixed-price lot above that cannot exist. The BHM is the one in force
 * on the lot's notice day (published_at), as for the auction's step mode (money/bhm.ts).
 */
import { BHM_TABLE, bhmOn, type BhmPeriod } from '../../money/bhm';
import { TIYIN_PER_SUM } from '../../money/tiyin';

export const FIXED_PRICE_MAX_BHM = 60n;

/**
 * The highest fixed price allowed for a notice published on `noticeDate`, in tiyin (BHM from
 * `table`; default: the table the server installed, money/bhm.ts).
 */
export function fixedPriceLimitTiyin(noticeDate: Date | number, table?: readonly BhmPeriod[]): bigint {
  return FIXED_PRICE_MAX_BHM * bhmOn(noticeDate, table) * TIYIN_PER_SUM;
}

/**
 * A fixed price allowed whatever the notice day: 60 of the smallest BHM of the shipped table. Bulk
 * writers that set prices in SQL (the large benchmark catalogue) cap by it; a BHM has never gone
 * down, so values operators add later only raise the real limit.
 */
export const FIXED_PRICE_SAFE_LIMIT_TIYIN =
  FIXED_PRICE_MAX_BHM *
  BHM_TABLE.reduce((low, p) => (p.sums < low ? p.sums : low), BHM_TABLE[0]!.sums) *
  TIYIN_PER_SUM;
