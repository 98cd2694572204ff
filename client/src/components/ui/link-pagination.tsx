import { Link } from 'react-router';

/** The page numbers shown: the first, the last, `around` on each side of the current one, gaps cut. */
export function visiblePages(page: number, pages: number, around = 2): (number | 'gap')[] {
  const shown: (number | 'gap')[] = [];
  for (let n = 1; n <= pages; n += 1) {
    if (n === 1 || n === pages || Math.abs(n - page) <= around) shown.push(n);
    else if (shown[shown.length - 1] !== 'gap') shown.push('gap');
  }
  return shown;
}

interface LinkPaginationProps {
  page: number;
  pages: number;
  /** The address of a page: pages are links, so each can be opened, shared or bookmarked. */
  hrefFor(page: number): string;
  /** The texts, in the caller's namespace: the list's name, the steps, a page's name. */
  labels: { label: string; previous: string; next: string; page(page: number): string };
  around?: number;
  className?: string;
}

/** Previous, next and numbered page links, for any list whose page lives in the address. */
export function LinkPagination({ page, pages, hrefFor, labels, around, className }: LinkPaginationProps) {
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
    <nav className={className ? `pagination ${className}` : 'pagination'} aria-label={labels.label}>
      {step(page - 1, labels.previous, page > 1)}
      {visiblePages(page, pages, around).map((entry, index) =>
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
            aria-label={labels.page(entry)}
            preventScrollReset
          >
            {entry}
          </Link>
        ),
      )}
      {step(page + 1, labels.next, page < pages)}
    </nav>
  );
}
