import type { SavedSearch, SavedSearchList } from '@kimoshdi/shared/api/shop/saved-searches';
import { api } from '../../../lib/api-client';
import { filterQuery, type LotFilters } from '../lot-list-params';

/** Saves the lot list's filters (the same filters again answer the same search). */
export function saveSearch(filters: LotFilters): Promise<SavedSearch> {
  return api.post('saved-searches/add', filterQuery(filters));
}

export function getSavedSearches(): Promise<SavedSearchList> {
  return api.get('saved-searches/list');
}

export function deleteSavedSearch(id: number): Promise<{ removed: boolean }> {
  return api.post('saved-searches/remove', { id });
}
