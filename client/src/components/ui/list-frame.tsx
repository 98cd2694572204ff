import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '@kimoshdi/shared';
import type { PagedList } from '../../hooks/use-paged-list';
import { LoadFailed } from './load-failed';
import { Pagination } from './pagination';

interface ListFrameProps<T> {
  list: PagedList<T>;
  /** Shown when the list has no rows at all. */
  empty: string;
  children(page: Page<T>): ReactNode;
}

/**
 * What every cabinet list does around its rows: loading, a failure with a retry, the empty text,
 * and the page controls.
 */
export function ListFrame<T>({ list, empty, children }: ListFrameProps<T>) {
  const { t } = useTranslation('cabinet');
  const { data, error, loading } = list;

  if (error) {
    return (
      <LoadFailed
        className="cabinet-list__failed"
        message={t('list.loadFailed')}
        retry={t('list.retry')}
        onRetry={list.reload}
      />
    );
  }
  if (!data) {
    return (
      <p className="muted" role="status">
        {t('list.loading')}
      </p>
    );
  }
  return (
    <div className="cabinet-list" aria-busy={loading}>
      {data.items.length === 0 ? <p className="cabinet-list__empty muted">{empty}</p> : children(data)}
      <div className="cabinet-list__footer">
        {data.total > 0 && <span className="muted">{t('list.total', { total: data.total })}</span>}
        <Pagination page={data.page} size={data.size} total={data.total} onPage={list.setPage} />
      </div>
    </div>
  );
}
