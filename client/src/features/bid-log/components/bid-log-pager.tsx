import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { LinkPagination } from '../../../components/ui/link-pagination';

/** Previous, next and page links of the bid log's table; the page is an address parameter. */
export function BidLogPager({ page, pages, param }: { page: number; pages: number; param: string }) {
  const { t } = useTranslation('bid-log');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete(param);
    else next.set(param, String(target));
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <LinkPagination
      page={page}
      pages={pages}
      hrefFor={hrefFor}
      labels={{
        label: t('pagination.label'),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
        page: (n) => t('pagination.page', { page: n }),
      }}
      around={1}
      className="bid-log__pager"
    />
  );
}
