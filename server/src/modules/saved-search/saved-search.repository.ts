/** Rows of saved searches and of the lots they announced (migration 0805). */
import type { SavedSearchFilters } from '@kimoshdi/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface SavedSearchRow {
  id: number;
  filters: SavedSearchFilters;
  created_at: Date;
  announced: number;
}

/** Locks the user's row: the count-then-insert of a new search runs one at a time per user. */
export async function lockUser(db: Db, userId: string): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

export async function countSavedSearches(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('saved_searches')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const announcedCount = sql<number>`(select count(*)::int from saved_search_lots l
  where l.saved_search_id = saved_searches.id)`;

/** The user's search with exactly these filters, if kept. */
export async function findSavedSearch(
  db: Db,
  userId: string,
  filters: SavedSearchFilters,
): Promise<SavedSearchRow | undefined> {
  return db
    .selectFrom('saved_searches')
    .select(['id', 'created_at'])
    .select(sql<SavedSearchFilters>`filters`.as('filters'))
    .select(announcedCount.as('announced'))
    .where('user_id', '=', userId)
    .where(sql<boolean>`filters = ${JSON.stringify(filters)}::jsonb`)
    .executeTakeFirst();
}

export async function insertSavedSearch(
  db: Db,
  userId: string,
  filters: SavedSearchFilters,
): Promise<SavedSearchRow> {
  const row = await db
    .insertInto('saved_searches')
    .values({ user_id: userId, filters: JSON.stringify(filters) })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { ...row, filters, announced: 0 };
}

export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearchRow[]> {
  return db
    .selectFrom('saved_searches')
    .select(['id', 'created_at'])
    .select(sql<SavedSearchFilters>`filters`.as('filters'))
    .select(announcedCount.as('announced'))
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Deletes the user's own search; false when there was none of that id for this user. */
export async function deleteSavedSearch(db: Db, userId: string, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
