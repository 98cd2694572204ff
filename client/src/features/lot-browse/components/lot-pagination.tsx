import { useTranslation } from 'react-i18next';
import { pageCount } from '@kimoshdi/shared/domain/navigation/page-count';
import { LinkPagination } from '../../../components/ui/link-pagination';

interface LotPaginationProps {
  page: number;
  size: number;
  total: number;
  /** The address of a page: pages are links, so each can be opened, shared or bookmarked. */
  hrefFor(page: number): string;
}

export function LotPagination({ page, size, total, hrefFor }: LotPaginationProps) {
  const { t } = useTranslation('catalogue');
  return (
    <LinkPagination
      page={page}
      pages={pageCount(total, size)}
      hrefFor={hrefFor}
      labels={{
        label: t('pagination.label'),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
        page: (n) => t('pagination.page', { page: n }),
      }}
      className="lot-pagination"
    />
  );
}
