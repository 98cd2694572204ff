/**
 * The operators' changes to the BHM history and the working-day calendar (issue 28).
 *
 * DECISION: only days after today (Tashkent) are written or withdrawn. Several rules recompute from
 * a day when asked (the step mode from a lot's notice day, a protest window from a trade's end), so
 * a change to a day already begun would move amounts and deadlines people have been shown; a decree
 * is published ahead of its day, and the rows keep who entered or withdrew each value and why.
 */
import type { BhmValue, DayOverrideRow } from '@kimoshdi/shared';
import { tashkentDay } from '@kimoshdi/shared/domain/time/tashkent';
import { workingCalendar, type DayOverrideKind } from '@kimoshdi/shared/domain/time/working-calendar';
import { isWorkingDay } from '@kimoshdi/shared/domain/time/working-days';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { uzbekHolidays } from '../../lib/uzbek-holidays';
import {
  bhmRowForUpdate,
  insertBhm,
  insertOverride,
  overrideRowForUpdate,
  removeOverride,
  withdrawBhm,
} from './calendar.repository';
import { bhmValueOf, dayOverrideOf } from './calendar.queries';
import type { CalendarStore } from './calendar.store';

interface Ctx {
  db: Database;
  store: CalendarStore;
}

function refuseUnlessAfterToday(day: string, today: string): void {
  if (day <= today) throw new AppError('CALENDAR_DAY_PAST', { day, today });
}

export async function addBhm(
  { db, store }: Ctx,
  input: { from: string; value: number; reason: string; operatorId: string; operatorName: string; now: Date },
): Promise<BhmValue> {
  const today = tashkentDay(input.now);
  refuseUnlessAfterToday(input.from, today);
  const row = await insertBhm(db, {
    from: input.from,
    sums: input.value,
    reason: input.reason,
    createdBy: input.operatorId,
  });
  if (!row) throw new AppError('CALENDAR_DAY_TAKEN', { day: input.from });
  await store.load();
  return bhmValueOf({ ...row, created_by_name: input.operatorName }, today, '');
}

export async function withdrawBhmValue(
  { db, store }: Ctx,
  input: { id: string; operatorId: string; now: Date },
): Promise<{ id: string; removed: true }> {
  const today = tashkentDay(input.now);
  await db.transaction().execute(async (trx) => {
    const row = await bhmRowForUpdate(trx, input.id);
    if (!row) throw new AppError('NOT_FOUND');
    refuseUnlessAfterToday(row.effective_from, today);
    await withdrawBhm(trx, input.id, input.operatorId);
  });
  await store.load();
  return { id: input.id, removed: true };
}

/** Would the override change the day? Against the weekday and the library's holidays alone. */
function changesTheDay(day: string, kind: DayOverrideKind): boolean {
  const year = Number(day.slice(0, 4));
  const working = isWorkingDay(day, workingCalendar(uzbekHolidays(year, year)));
  return kind === 'day_off' ? working : !working;
}

export async function addDayOverride(
  { db, store }: Ctx,
  input: {
    day: string;
    kind: DayOverrideKind;
    reason: string;
    operatorId: string;
    operatorName: string;
    now: Date;
  },
): Promise<DayOverrideRow> {
  const today = tashkentDay(input.now);
  refuseUnlessAfterToday(input.day, today);
  if (!changesTheDay(input.day, input.kind))
    throw new AppError('CALENDAR_OVERRIDE_NO_EFFECT', { day: input.day, kind: input.kind });
  const row = await insertOverride(db, {
    day: input.day,
    kind: input.kind,
    reason: input.reason,
    createdBy: input.operatorId,
  });
  if (!row) throw new AppError('CALENDAR_DAY_TAKEN', { day: input.day });
  await store.load();
  return dayOverrideOf({ ...row, created_by_name: input.operatorName }, today);
}

export async function removeDayOverride(
  { db, store }: Ctx,
  input: { id: string; operatorId: string; now: Date },
): Promise<{ id: string; removed: true }> {
  const today = tashkentDay(input.now);
  await db.transaction().execute(async (trx) => {
    const row = await overrideRowForUpdate(trx, input.id);
    if (!row) throw new AppError('NOT_FOUND');
    refuseUnlessAfterToday(row.day, today);
    await removeOverride(trx, input.id, input.operatorId);
  });
  await store.load();
  return { id: input.id, removed: true };
}

/**
 * Writes overrides as a decree's list, whatever their days, skipping a day that has one already:
 * for the demo's seed, not for operators (whose changes take days after today only). The caller
 * reloads the store (prepareDeployment does after the seed).
 */
export async function seedDayOverrides(
  db: Database,
  rows: readonly { day: string; kind: DayOverrideKind; reason: string; createdBy: string }[],
): Promise<number> {
  let written = 0;
  for (const row of rows) if (await insertOverride(db, row)) written += 1;
  return written;
}
