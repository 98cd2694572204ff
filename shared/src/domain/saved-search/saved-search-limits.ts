/**
 * DECISION (docs/decisions.md "Saved searches"): a user keeps at most 20 saved searches; the same
 * filters saved twice are one search. Twenty covers a buyer watching a few categories in a few
 * regions, and bounds the work of matching every new lot against every search.
 */
export const MAX_SAVED_SEARCHES = 20;

/** The filter keys a saved search keeps, in the order the lot list's address writes them. */
export const SAVED_SEARCH_FILTER_KEYS = [
  'q',
  'category',
  'region',
  'area',
  'trade_type',
  'order_type',
  'payment_type',
  'date_from',
  'date_to',
  'price_from',
  'price_to',
] as const;
export type SavedSearchFilterKey = (typeof SAVED_SEARCH_FILTER_KEYS)[number];
export type SavedSearchFilters = Partial<Record<SavedSearchFilterKey, string>>;

/**
 * The filters as stored and compared: empty values dropped, prices without their spaces, keys in
 * one order; so "the same search" is the same object whatever the form sent.
 */
export function canonicalFilters(filters: SavedSearchFilters): SavedSearchFilters {
  const out: SavedSearchFilters = {};
  for (const key of SAVED_SEARCH_FILTER_KEYS) {
    let value = filters[key]?.trim() ?? '';
    if (key === 'price_from' || key === 'price_to') value = value.replace(/[\s\u00a0,]/g, '');
    if (value !== '') out[key] = value;
  }
  return out;
}

/** The lot list's address that shows a saved search's lots: every status, the newest first. */
export function savedSearchListPath(filters: SavedSearchFilters): string {
  const canonical = canonicalFilters(filters);
  // In the order the lot list writes its address (q first, then the tab), so the link is the same.
  const pairs: [string, string][] = canonical.q ? [['q', canonical.q]] : [];
  pairs.push(['i', '0']);
  for (const key of SAVED_SEARCH_FILTER_KEYS) {
    const value = canonical[key];
    if (key !== 'q' && value) pairs.push([key, value]);
  }
  pairs.push(['sort', 'newest']);
  const query = pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `/lot-list?${query}`;
}
