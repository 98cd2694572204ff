import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageCount } from '@kimoshdi/shared/api/shop/page';

/** How many page numbers show around the current one before the row is cut with an ellipsis. */
const AROUND = 2;

export function visiblePages(page: number, pages: number): (number | 'gap')[] {
  const shown: (number | 'gap')[] = [];
  for (let n = 1; n <= pages; n += 1) {
    if (n === 1 || n === pages || Math.abs(n - page) <= AROUND) shown.push(n);
    else if (shown[shown.length - 1] !== 'gap') shown.push('gap');
  }
  return shown;
}

interface LotPaginationProps {
  page: number;
  size: number;
  total: number;
  /** The address of a page: pages are links, so each can be opened, shared or bookmarked. */
  hrefFor(page: number): string;
}

export function LotPagination({ page, size, total, hrefFor }: LotPaginationProps) {
  const { t } = useTranslation('catalogue');
  const pages = pageCount(total, size);
  if (pages <= 1) return null;
  const step = (target: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link className="pagination__button" to={hrefFor(target)} preventScrollReset>
        {label}
      </Link>
    ) : (
      <span className="pagination__button pagination__button--off" aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className="pagination lot-pagination" aria-label={t('pagination.label')}>
      {step(page - 1, t('pagination.previous'), page > 1)}
      {visiblePages(page, pages).map((entry, index) =>
        entry === 'gap' ? (
          <span key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={entry}
            className="pagination__button"
            to={hrefFor(entry)}
            aria-current={entry === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: entry })}
            preventScrollReset
          >
            {entry}
          </Link>
        ),
      )}
      {step(page + 1, t('pagination.next'), page < pages)}
    </nav>
  );
}
