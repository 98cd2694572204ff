import { useTranslation } from 'react-i18next';
import { pageCount } from '@kimoshdi/shared/domain/navigation/page-count';
import { visiblePages } from './pagination-pages';

interface PaginationProps {
  page: number;
  size: number;
  total: number;
  onPage(page: number): void;
}

/** Page controls of a server-paginated list; nothing at all when everything fits on one page. */
export function Pagination({ page, size, total, onPage }: PaginationProps) {
  const { t } = useTranslation('cabinet');
  const pages = pageCount(total, size);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <button
        type="button"
        className="pagination__button"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        {t('pagination.previous')}
      </button>
      {visiblePages(page, pages).map((entry, index) =>
        entry === 'gap' ? (
          <span key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={entry}
            type="button"
            className="pagination__button"
            aria-current={entry === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: entry })}
            onClick={() => onPage(entry)}
          >
            {entry}
          </button>
        ),
      )}
      <button
        type="button"
        className="pagination__button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  );
}
