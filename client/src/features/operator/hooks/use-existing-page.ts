import { useEffect } from 'react';
import { pageCount } from '@kimoshdi/shared/domain/navigation/page-count';

/** What this hook needs of a server-paginated list (the cabinet's usePagedList gives it). */
export interface PagedListView {
  data?: { items: readonly unknown[]; page: number; size: number; total: number };
  loading: boolean;
  setPage(page: number): void;
}

/**
 * Decisions take applications off the pending list, so the page an operator is on can empty
 * itself (the last one on page 3): then the desk moves to the last page that still has rows
 * instead of showing "nothing here" with work left on earlier pages.
 */
export function useExistingPage(list: PagedListView): void {
  const { data, loading, setPage } = list;
  useEffect(() => {
    if (!data || loading || data.items.length > 0 || data.page <= 1) return;
    setPage(pageCount(data.total, data.size));
  }, [data, loading, setPage]);
}
