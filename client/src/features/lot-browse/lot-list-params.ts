/**
 * The lot list's view lives in the address (docs/product.md section 2: q, i, page, size, plus every filter
 * and the sort),
 * so a link, a reload or back/forward reproduces it. These functions turn the address into the
 * query the server reads and back; anything malformed in a hand-edited link falls back to the
 * default instead of reaching the server.
 */
import { DEFAULT_LOT_TAB, isLotTab, type LotTab } from '@kimoshdi/shared/domain/lot/lot-tab-ids';
import { isLotSort, type LotSort } from '@kimoshdi/shared/domain/lot/lot-sort';
import { SAVED_SEARCH_FILTER_KEYS } from '@kimoshdi/shared/domain/saved-search/saved-search-limits';

export const DEFAULT_LIST_SIZE = 12;
export const DEFAULT_LIST_PAGE = 1;

/** The filters of the form, as strings exactly as they sit in the address (a saved search keeps the same). */
export const FILTER_KEYS = SAVED_SEARCH_FILTER_KEYS;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type LotFilters = Record<FilterKey, string>;

/** Filters behind the "advanced search" toggle; the toggle opens by itself when one is set. */
export const ADVANCED_FILTER_KEYS = [
  'category',
  'date_to',
  'price_to',
] as const satisfies readonly FilterKey[];

export interface LotListView {
  tab: LotTab;
  page: number;
  size: number;
  filters: LotFilters;
  /** '' is the tab's own order. */
  sort: LotSort | '';
}

const ID_KEYS: readonly FilterKey[] = [
  'category',
  'region',
  'area',
  'trade_type',
  'order_type',
  'payment_type',
];
const DATE_KEYS: readonly FilterKey[] = ['date_from', 'date_to'];
const PRICE_KEYS: readonly FilterKey[] = ['price_from', 'price_to'];
const MAX_QUERY_LENGTH = 200;

function positiveInt(value: string | null, fallback: number, max: number): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return fallback;
  const number = Number(value);
  return number >= 1 && number <= max ? number : fallback;
}

/** A filter value kept only when it has the shape the server accepts. */
function cleanFilter(key: FilterKey, raw: string | null): string {
  const value = (raw ?? '').trim();
  if (value === '') return '';
  if (key === 'q') return value.slice(0, MAX_QUERY_LENGTH);
  if (ID_KEYS.includes(key)) return /^\d{1,9}$/.test(value) ? value : '';
  if (DATE_KEYS.includes(key)) return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
  if (PRICE_KEYS.includes(key)) {
    const digits = value.replace(/\s/g, '');
    return /^\d{1,13}$/.test(digits) ? digits.replace(/^0+(?=\d)/, '') : '';
  }
  return '';
}

export function emptyFilters(): LotFilters {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])) as LotFilters;
}

export function readListView(params: URLSearchParams): LotListView {
  const rawTab = params.get('i') ?? '';
  const tabNumber = Number(rawTab);
  const tab: LotTab = /^\d$/.test(rawTab) && isLotTab(tabNumber) ? tabNumber : DEFAULT_LOT_TAB;
  const filters = emptyFilters();
  for (const key of FILTER_KEYS) filters[key] = cleanFilter(key, params.get(key));
  const sort = params.get('sort');
  return {
    tab,
    page: positiveInt(params.get('page'), DEFAULT_LIST_PAGE, 100_000),
    size: positiveInt(params.get('size'), DEFAULT_LIST_SIZE, 100),
    filters,
    sort: isLotSort(sort) ? sort : '',
  };
}

/** The address of a view; defaults of page and size are left out so links stay short. */
export function writeListView(view: LotListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.filters.q) params.set('q', view.filters.q);
  params.set('i', String(view.tab));
  if (view.page !== DEFAULT_LIST_PAGE) params.set('page', String(view.page));
  if (view.size !== DEFAULT_LIST_SIZE) params.set('size', String(view.size));
  for (const key of FILTER_KEYS) {
    if (key !== 'q' && view.filters[key]) params.set(key, view.filters[key]);
  }
  if (view.sort) params.set('sort', view.sort);
  return params;
}

/** The filters as query parameters of lot-list and lot-list-counter (empty ones left out). */
export function filterQuery(filters: LotFilters): Record<string, string | undefined> {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, filters[key] || undefined]));
}

export function hasFilters(filters: LotFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== '');
}
