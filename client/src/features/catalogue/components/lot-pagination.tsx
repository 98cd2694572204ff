import { pageCount } from '@kimoshdi/shared/api/shop/page';
import { LinkPagination } from '../../../components/ui/link-pagination';

interface LotPaginationProps {
  page: number;
  size: number;
  total: number;
  /** The address of a page: pages are links, so each can be opened, shared or bookmarked. */
  hrefFor(page: number): string;
}

export function LotPagination({ page, size, total, hrefFor }: LotPaginationProps) {
  return (
    <LinkPagination
      page={page}
      pages={pageCount(total, size)}
      hrefFor={hrefFor}
      namespace="catalogue"
      className="lot-pagination"
    />
  );
}
