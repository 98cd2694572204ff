/** The reads and the write of announcing a new lot to saved searches (announce-new-lot.ts). */
import { lotFiltersSchema, type SavedSearchFilters } from '@kimoshdi/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { filterConditions } from '../lot';

/** Filters kept as ids that a lot either has or not: a search naming another one cannot match. */
const ID_FILTERS = ['region', 'area', 'trade_type', 'order_type', 'payment_type'] as const;

interface Candidate {
  id: number;
  user_id: string;
  filters: SavedSearchFilters;
  lang: string;
}

export async function candidates(db: Db, lot: Record<(typeof ID_FILTERS)[number], number>, lotId: number) {
  let query = db
    .selectFrom('saved_searches')
    .innerJoin('users', 'users.id', 'saved_searches.user_id')
    .select(['saved_searches.id', 'saved_searches.user_id', 'users.lang'])
    .select(sql<SavedSearchFilters>`saved_searches.filters`.as('filters'))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('saved_search_lots')
            .select(sql`1`.as('one'))
            .whereRef('saved_search_lots.saved_search_id', '=', 'saved_searches.id')
            .where('saved_search_lots.lot_id', '=', lotId),
        ),
      ),
    );
  for (const key of ID_FILTERS) {
    query = query.where(
      sql<boolean>`(saved_searches.filters->>${key} is null or saved_searches.filters->>${key} = ${String(lot[key])})`,
    );
  }
  return (await query.orderBy('saved_searches.id').execute()) as Candidate[];
}

/** Whether the lot list with these filters shows the lot (any tab: the search results tab). */
export async function matches(db: Db, lotId: number, filters: SavedSearchFilters): Promise<boolean> {
  const parsed = lotFiltersSchema.safeParse(filters);
  // A search stored under older rules that no longer parse matches nothing rather than everything.
  if (!parsed.success) return false;
  const row = await db
    .selectFrom('lots')
    .select('lots.id')
    .where('lots.id', '=', lotId)
    .where((eb) => filterConditions(eb, parsed.data))
    .executeTakeFirst();
  return row !== undefined;
}

/** What the announcement says of the lot, and the ids the searches are pre-filtered by. */
export async function lotToAnnounce(db: Db, lotId: number) {
  return db
    .selectFrom('lots')
    .select([
      'id',
      'lot_number',
      'name_uz',
      'name_ru',
      'name_uz_cyrl',
      'name_en',
      'region_id',
      'area_id',
      'trade_type',
      'order_type',
      'payment_type',
      'start_price',
    ])
    .where('id', '=', lotId)
    .executeTakeFirst();
}

/** The lot noted as announced to the search; undefined when it was already (a repeat is a no-op). */
export async function markAnnounced(db: Db, savedSearchId: number, lotId: number) {
  return db
    .insertInto('saved_search_lots')
    .values({ saved_search_id: savedSearchId, lot_id: lotId })
    .onConflict((oc) => oc.doNothing())
    .returning('saved_search_id')
    .executeTakeFirst();
}
