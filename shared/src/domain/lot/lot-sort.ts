/**
 * The lot list's sort orders (`?sort=`). Without one, each tab keeps its own order (lot-tabs.ts);
 * a sort replaces it on every tab. Each order ends on the id in the same direction, so pages
 * never overlap, and each has an index per tab (migrations/20261122_0800_lot_sort.sql).
 */
export const LOT_SORTS = ['ending', 'newest', 'price_asc', 'price_desc'] as const;
export type LotSort = (typeof LOT_SORTS)[number];

export type SortColumn = 'ends_at' | 'published_at' | 'start_price';

export interface SortOrder {
  column: SortColumn;
  direction: 'asc' | 'desc';
}

const ORDERS: Readonly<Record<LotSort, SortOrder>> = {
  // Ending soonest: the nearest end first (on finished tabs, the earliest ended).
  ending: { column: 'ends_at', direction: 'asc' },
  newest: { column: 'published_at', direction: 'desc' },
  price_asc: { column: 'start_price', direction: 'asc' },
  price_desc: { column: 'start_price', direction: 'desc' },
};

/** The column and direction of a sort; the id follows in the same direction. */
export function sortOrder(sort: LotSort): SortOrder {
  return ORDERS[sort];
}

export function isLotSort(value: unknown): value is LotSort {
  return typeof value === 'string' && (LOT_SORTS as readonly string[]).includes(value);
}
