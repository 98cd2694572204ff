/**
 * A saved search in words, one part per filter ("«uy»", "Kvartiralar", "Toshkent sh.", "1 000 000 –
 * 5 000 000 so'm"), for the cabinet's list. Pure: the dictionaries' names and the texts come in.
 */
import type { SavedSearchFilters } from '@kimoshdi/shared/domain/saved-search/saved-search-limits';
import { formatDay } from '../../components/lots/format';

export interface SummaryNames {
  category(id: number): string;
  region(id: number): string;
  area(id: number): string;
  tradeType(id: number): string;
  orderType(id: number): string;
  paymentType(id: number): string;
}

export type SummaryText = (key: string, values?: Record<string, string>) => string;

/** Digits of whole sums grouped by three: `1 000 000`. */
export const groupSums = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

// i18n-namespace: catalogue (the caller's `t`)
export function summarizeSavedSearch(
  filters: SavedSearchFilters,
  names: SummaryNames,
  t: SummaryText,
): string[] {
  const parts: string[] = [];
  const id = (value: string | undefined) => (value ? Number(value) : null);
  const named = (value: string | undefined, lookup: (id: number) => string) => {
    const number = id(value);
    // A dictionary still loading (or an id gone from it) shows the id rather than nothing.
    if (number !== null) parts.push(lookup(number) || `#${number}`);
  };
  if (filters.q) parts.push(t('savedSearches.query', { q: filters.q }));
  named(filters.category, names.category);
  named(filters.region, names.region);
  named(filters.area, names.area);
  named(filters.trade_type, names.tradeType);
  named(filters.order_type, names.orderType);
  named(filters.payment_type, names.paymentType);
  const { date_from: from, date_to: to } = filters;
  if (from || to) {
    parts.push(
      t('savedSearches.dateRange', { from: from ? formatDay(from) : '…', to: to ? formatDay(to) : '…' }),
    );
  }
  const { price_from: low, price_to: high } = filters;
  if (low && high) parts.push(t('savedSearches.priceRange', { from: groupSums(low), to: groupSums(high) }));
  else if (low) parts.push(t('savedSearches.priceFrom', { from: groupSums(low) }));
  else if (high) parts.push(t('savedSearches.priceTo', { to: groupSums(high) }));
  return parts.length > 0 ? parts : [t('savedSearches.anyLot')];
}
