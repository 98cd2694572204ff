/**
 * The base calculation amount (BHM) as a dated table (docs/domain.md "Money and base amounts"): a decree
 * changes it, and a lot keeps the value in force on the day its notice was published.
 */
import { tashkentDay } from '../time/tashkent';

export interface BhmPeriod {
  /** The first Tashkent day (YYYY-MM-DD) the value is in force. */
  from: string;
  /** The value in so'm (UZS). */
  sums: bigint;
}

/** Oldest first. A new decree is one more row. */
export const BHM_TABLE: readonly BhmPeriod[] = [
  { from: '2021-02-01', sums: 245_000n },
  { from: '2023-12-01', sums: 340_000n },
  { from: '2024-10-01', sums: 375_000n },
  { from: '2025-08-01', sums: 412_000n },
];

/** Above this many BHM of start price every auction step is 2 %. */
export const FLAT_STEP_THRESHOLD_BHM = 2_000n;

/**
 * The BHM in so'm on the Tashkent day of `date`. Days before the table's first row take its first
 * value: a lot is never refused for an old notice date, it only gets the oldest known amount.
 */
export function bhmOn(date: Date | number): bigint {
  const day = tashkentDay(date);
  let value = BHM_TABLE[0]!.sums;
  for (const period of BHM_TABLE) {
    if (period.from <= day) value = period.sums;
  }
  return value;
}

/** 'flat' (every step 2 %) when the start price is above 2 000 BHM of the notice day, else 'standard'. */
export function stepModeFor(startPriceTiyin: bigint, noticeDate: Date | number): 'standard' | 'flat' {
  const thresholdTiyin = FLAT_STEP_THRESHOLD_BHM * bhmOn(noticeDate) * 100n;
  return startPriceTiyin > thresholdTiyin ? 'flat' : 'standard';
}
