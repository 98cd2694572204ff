/**
 * A signed-in user's saved searches: save (the same filters again are the same search; at most
 * MAX_SAVED_SEARCHES), list, delete (only one's own: another's is 404, as if it did not exist).
 */
import {
  canonicalFilters,
  MAX_SAVED_SEARCHES,
  type SavedSearch,
  type SavedSearchBody,
  type SavedSearchList,
} from '@kimoshdi/shared';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import {
  countSavedSearches,
  deleteSavedSearch,
  findSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  lockUser,
  type SavedSearchRow,
} from './saved-search.repository';

const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  filters: row.filters,
  created_at: row.created_at.toISOString(),
  announced: row.announced,
});

export function createSavedSearchService(db: Db) {
  return {
    async add(userId: string, body: SavedSearchBody): Promise<SavedSearch> {
      const filters = canonicalFilters(body);
      return db.transaction().execute(async (tx) => {
        await lockUser(tx, userId);
        const existing = await findSavedSearch(tx, userId, filters);
        if (existing) return toSavedSearch(existing);
        if ((await countSavedSearches(tx, userId)) >= MAX_SAVED_SEARCHES) {
          const limit = MAX_SAVED_SEARCHES;
          throw new AppError('SAVED_SEARCH_LIMIT', { limit }, { limit });
        }
        return toSavedSearch(await insertSavedSearch(tx, userId, filters));
      });
    },

    async list(userId: string): Promise<SavedSearchList> {
      const rows = await listSavedSearches(db, userId);
      return { items: rows.map(toSavedSearch), limit: MAX_SAVED_SEARCHES };
    },

    async remove(userId: string, id: number): Promise<{ removed: boolean }> {
      if (!(await deleteSavedSearch(db, userId, id))) throw new AppError('NOT_FOUND');
      return { removed: true };
    },
  };
}
export type SavedSearchService = ReturnType<typeof createSavedSearchService>;
