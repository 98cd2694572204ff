/** Every query of modules/calendar: the BHM history and the working-day overrides. */
import type { DayOverrideKind } from '@kimoshdi/shared/domain/time/working-calendar';
import type { Db } from '../../db/database';

export interface BhmRow {
  id: string;
  effective_from: string;
  sums: string;
  reason: string;
  created_by: string | null;
  created_at: Date;
}

/** A row with the name of the operator who entered it, as the desk lists it. */
export type Named<T> = T & { created_by_name: string | null };

export interface OverrideRow {
  id: string;
  day: string;
  kind: DayOverrideKind;
  reason: string;
  created_by: string | null;
  created_at: Date;
}

const BHM_COLUMNS = ['id', 'effective_from', 'sums', 'reason', 'created_by', 'created_at'] as const;
const OVERRIDE_COLUMNS = ['id', 'day', 'kind', 'reason', 'created_by', 'created_at'] as const;

/** The BHM values not withdrawn, oldest first, with who entered them. */
export async function namedBhmRows(db: Db): Promise<Named<BhmRow>[]> {
  return db
    .selectFrom('bhm_values as b')
    .leftJoin('users as u', 'u.id', 'b.created_by')
    .select(['b.id', 'b.effective_from', 'b.sums', 'b.reason', 'b.created_by', 'b.created_at'])
    .select('u.full_name as created_by_name')
    .where('b.removed_at', 'is', null)
    .orderBy('b.effective_from')
    .execute();
}

/** The BHM values not withdrawn, oldest first. */
export async function bhmRows(db: Db): Promise<BhmRow[]> {
  return db
    .selectFrom('bhm_values')
    .select(BHM_COLUMNS)
    .where('removed_at', 'is', null)
    .orderBy('effective_from')
    .execute();
}

/** A new value; undefined when one is in force from that day already (the unique index). */
export async function insertBhm(
  db: Db,
  row: { from: string; sums: number; reason: string; createdBy: string },
): Promise<BhmRow | undefined> {
  return db
    .insertInto('bhm_values')
    .values({ effective_from: row.from, sums: row.sums, reason: row.reason, created_by: row.createdBy })
    .onConflict((oc) => oc.column('effective_from').where('removed_at', 'is', null).doNothing())
    .returning(BHM_COLUMNS)
    .executeTakeFirst();
}

/** A value by id, for update (not withdrawn). */
export async function bhmRowForUpdate(db: Db, id: string): Promise<BhmRow | undefined> {
  return db
    .selectFrom('bhm_values')
    .select(BHM_COLUMNS)
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function withdrawBhm(db: Db, id: string, by: string): Promise<void> {
  await db
    .updateTable('bhm_values')
    .set({ removed_at: new Date(), removed_by: by })
    .where('id', '=', id)
    .execute();
}

/** A year's overrides not removed, by day, with who entered them. */
export async function namedOverrideRows(
  db: Db,
  range: { from: string; to: string },
): Promise<Named<OverrideRow>[]> {
  const rows = await db
    .selectFrom('working_day_overrides as o')
    .leftJoin('users as u', 'u.id', 'o.created_by')
    .select(['o.id', 'o.day', 'o.kind', 'o.reason', 'o.created_by', 'o.created_at'])
    .select('u.full_name as created_by_name')
    .where('o.removed_at', 'is', null)
    .where('o.day', '>=', range.from)
    .where('o.day', '<=', range.to)
    .orderBy('o.day')
    .execute();
  return rows as Named<OverrideRow>[];
}

/** Every override not removed, by day. */
export async function overrideRows(db: Db): Promise<OverrideRow[]> {
  const rows = await db
    .selectFrom('working_day_overrides')
    .select(OVERRIDE_COLUMNS)
    .where('removed_at', 'is', null)
    .orderBy('day')
    .execute();
  return rows as OverrideRow[];
}

/** A new override; undefined when the day has one already (the unique index). */
export async function insertOverride(
  db: Db,
  row: { day: string; kind: DayOverrideKind; reason: string; createdBy: string },
): Promise<OverrideRow | undefined> {
  const inserted = await db
    .insertInto('working_day_overrides')
    .values({ day: row.day, kind: row.kind, reason: row.reason, created_by: row.createdBy })
    .onConflict((oc) => oc.column('day').where('removed_at', 'is', null).doNothing())
    .returning(OVERRIDE_COLUMNS)
    .executeTakeFirst();
  return inserted as OverrideRow | undefined;
}

export async function overrideRowForUpdate(db: Db, id: string): Promise<OverrideRow | undefined> {
  const row = await db
    .selectFrom('working_day_overrides')
    .select(OVERRIDE_COLUMNS)
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  return row as OverrideRow | undefined;
}

export async function removeOverride(db: Db, id: string, by: string): Promise<void> {
  await db
    .updateTable('working_day_overrides')
    .set({ removed_at: new Date(), removed_by: by })
    .where('id', '=', id)
    .execute();
}
