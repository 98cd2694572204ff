/** The reads of modules/calendar: the BHM in force, its history, a year's working-day calendar. */
import type { BhmHistory, BhmValue, DayOverrideRow, Language, Mzp, WorkingDays } from '@kimoshdi/shared';
import {
  bhmPeriodIn,
  bhmTable,
  FLAT_STEP_THRESHOLD_BHM,
  nextBhmPeriodIn,
} from '@kimoshdi/shared/domain/money/bhm';
import { tashkentDay } from '@kimoshdi/shared/domain/time/tashkent';
import { FIXED_PRICE_MAX_BHM } from '@kimoshdi/shared/domain/trade/fixed-price/fixed-price-limit';
import type { Db } from '../../db/database';
import { namedHolidays } from '../../lib/uzbek-holidays';
import {
  namedBhmRows,
  namedOverrideRows,
  type BhmRow,
  type Named,
  type OverrideRow,
} from './calendar.repository';

/** GET common/mzp: from the table every rule reads (this process's copy), not a fresh query. */
export function mzpOn(now: Date): Mzp {
  const table = bhmTable();
  const today = tashkentDay(now);
  const inForce = bhmPeriodIn(table, today);
  const next = nextBhmPeriodIn(table, today);
  return {
    value: Number(inForce.sums),
    from: inForce.from,
    today,
    fixed_price_max: (FIXED_PRICE_MAX_BHM * inForce.sums * 100n).toString(),
    flat_step_above: (FLAT_STEP_THRESHOLD_BHM * inForce.sums * 100n).toString(),
    next: next ? { value: Number(next.sums), from: next.from } : null,
  };
}

export function bhmValueOf(row: Named<BhmRow>, today: string, inForceFrom: string): BhmValue {
  return {
    id: row.id,
    value: Number(row.sums),
    from: row.effective_from,
    reason: row.reason,
    created_by: row.created_by,
    created_by_name: row.created_by_name,
    created_at: row.created_at.toISOString(),
    in_force: row.effective_from === inForceFrom,
    upcoming: row.effective_from > today,
  };
}

/** The history newest first, the row in force marked. */
export async function bhmHistory(db: Db, now: Date): Promise<BhmHistory> {
  const today = tashkentDay(now);
  const rows = await namedBhmRows(db);
  const inForce = [...rows].reverse().find((row) => row.effective_from <= today) ?? rows[0];
  return {
    today,
    rows: rows.reverse().map((row) => bhmValueOf(row, today, inForce?.effective_from ?? '')),
  };
}

export function dayOverrideOf(row: Named<OverrideRow>, today: string): DayOverrideRow {
  return {
    id: row.id,
    day: row.day,
    kind: row.kind,
    reason: row.reason,
    created_by: row.created_by,
    created_by_name: row.created_by_name,
    created_at: row.created_at.toISOString(),
    upcoming: row.day > today,
  };
}

/** A year's overrides and the library's holidays (names in the caller's language; uz-Cyrl: uz). */
export async function workingDaysOf(db: Db, year: number, lang: Language, now: Date): Promise<WorkingDays> {
  const today = tashkentDay(now);
  const overrides = await namedOverrideRows(db, { from: `${year}-01-01`, to: `${year}-12-31` });
  const names = lang === 'ru' || lang === 'en' ? lang : 'uz';
  return {
    year,
    today,
    overrides: overrides.map((row) => dayOverrideOf(row, today)),
    holidays: namedHolidays(year, names),
  };
}
