/**
 * Server-side pagination shared by every list of the cabinet (and any later list that wants it):
 * `?page=&size=` in, `{items, total, page, size}` out.
 */
import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** Far beyond any real list; it keeps OFFSET (page - 1) * size a small, safe number. */
export const MAX_PAGE = 100_000;

/** `page` from 1, `size` 1..100 (default 10). Query strings arrive as text, hence the coercion. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/** The answer of a paginated list: one page of items and the number of items in all pages. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    size: z.number().int().min(1),
  });
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

export { pageCount } from '../../domain/navigation/page-count';
