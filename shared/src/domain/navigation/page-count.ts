/**
 * How many pages `total` items fill (at least 1, so "page 1 of 1" reads right for an empty list).
 * Apart from the pagination contract (api/shop/page.ts) so a page's pager does not bring zod with it.
 */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
