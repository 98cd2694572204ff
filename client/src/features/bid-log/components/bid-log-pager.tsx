import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';

/** How many page numbers show around the current one before the row is cut with an ellipsis. */
const AROUND = 1;

/** Previous, next and page links of the bid log's table; the page is an address parameter. */
export function BidLogPager({ page, pages, param }: { page: number; pages: number; param: string }) {
  const { t } = useTranslation('bid-log');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete(param);
    else next.set(param, String(target));
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const numbers: (number | 'gap')[] = [];
  for (let n = 1; n <= pages; n += 1) {
    if (n === 1 || n === pages || Math.abs(n - page) <= AROUND) numbers.push(n);
    else if (numbers.at(-1) !== 'gap') numbers.push('gap');
  }
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
    <nav className="pagination bid-log__pager" aria-label={t('pagination.label')}>
      {step(page - 1, t('pagination.previous'), page > 1)}
      {numbers.map((entry, index) =>
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
