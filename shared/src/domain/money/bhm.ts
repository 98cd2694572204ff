/**
 * The base calculation amount (BHM) as a dated table (docs/domain.md "Money and base amounts"): a decree
 * changes it, and a lot keeps the value in force on the day its notice was published.
 *
 * DECISION (issue 28): the table is data operators enter (table bhm_values); the rules take it as an
 * argument (`bhmIn`), and the callers that keep no table of their own (penalties, the 60 x limit,
 * the step mode) read the one the server installs with `useBhmTable` at boot and on each refresh
 * (server/src/modules/calendar), so their synchronous call sites stay as they were. Until then, and
 * in the browser, the table is BHM_TABLE, the rows the migration seeds.
 */
import { tashkentDay } from '../time/tashkent';

export interface BhmPeriod {
  /** The first Tashkent day (YYYY-MM-DD) the value is in force. */
  from: string;
  /** The value in so'm (UZS). */
  sums: bigint;
}

/** The values the platform shipped with, oldest first (the seed of bhm_values). */
export const BHM_TABLE: readonly BhmPeriod[] = [
  { from: '2021-02-01', sums: 245_000n },
  { from: '2023-12-01', sums: 340_000n },
  { from: '2024-10-01', sums: 375_000n },
  { from: '2025-08-01', sums: 412_000n },
];

/** Above this many BHM of start price every auction step is 2 %. */
export const FLAT_STEP_THRESHOLD_BHM = 2_000n;

/** A table sorted oldest first, or a RangeError: no day, or two rows for one day, is a broken table. */
export function bhmTableOf(rows: readonly BhmPeriod[]): readonly BhmPeriod[] {
  if (rows.length === 0) throw new RangeError('a BHM table needs at least one row');
  const sorted = [...rows].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  for (let i = 1; i < sorted.length; i += 1) {
    if (sorted[i]!.from === sorted[i - 1]!.from) throw new RangeError(`two BHM rows for ${sorted[i]!.from}`);
  }
  return sorted;
}

/**
 * The row in force on a Tashkent day (`YYYY-MM-DD`) of a table sorted oldest first. Days before the
 * table's first row take its first value: a lot is never refused for an old notice date, it only
 * gets the oldest known amount.
 */
export function bhmPeriodIn(table: readonly BhmPeriod[], day: string): BhmPeriod {
  let found = table[0]!;
  for (const period of table) {
    if (period.from <= day) found = period;
  }
  return found;
}

/** The first row whose day comes after `day` (a value entered ahead of its decree's day), if any. */
export function nextBhmPeriodIn(table: readonly BhmPeriod[], day: string): BhmPeriod | undefined {
  return table.find((period) => period.from > day);
}

let installed: readonly BhmPeriod[] = BHM_TABLE;

/** Makes `table` the one bhmOn reads by default (the server: the rows of bhm_values). */
export function useBhmTable(rows: readonly BhmPeriod[]): void {
  installed = bhmTableOf(rows);
}

/** The table bhmOn reads by default, oldest first. */
export function bhmTable(): readonly BhmPeriod[] {
  return installed;
}

/** The BHM in so'm on the Tashkent day of `date`, from `table` (default: the installed one). */
export function bhmOn(date: Date | number, table: readonly BhmPeriod[] = installed): bigint {
  return bhmPeriodIn(table, tashkentDay(date)).sums;
}

/** 'flat' (every step 2 %) when the start price is above 2 000 BHM of the notice day, else 'standard'. */
export function stepModeFor(
  startPriceTiyin: bigint,
  noticeDate: Date | number,
  table: readonly BhmPeriod[] = installed,
): 'standard' | 'flat' {
  const thresholdTiyin = FLAT_STEP_THRESHOLD_BHM * bhmOn(noticeDate, table) * 100n;
  return startPriceTiyin > thresholdTiyin ? 'flat' : 'standard';
}
