import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** Stores a day's count; never lowers it, so a Redis that lost its data cannot shrink history. */
export async function saveDayCount(db: Database, day: string, visitors: number): Promise<void> {
  await db
    .insertInto('visitor_days')
    .values({ day, visitors })
    .onConflict((oc) =>
      oc.column('day').doUpdateSet({
        visitors: sql<string>`GREATEST(visitor_days.visitors, excluded.visitors)`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

export async function dayCounts(db: Database, fromDay: string, toDay: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('visitor_days')
    .select(['day', 'visitors'])
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.visitors)]));
}
