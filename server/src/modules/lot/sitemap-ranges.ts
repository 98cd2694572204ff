/**
 * Which lots the sitemap lists and how its lot files are split (docs/decisions.md "robots.txt and
 * the sitemap"). A file covers a fixed range of lot ids, never a page of a query's results: lot n
 * of a file stays in that file whatever is added or withdrawn, so a crawler's URLs stay valid.
 */
import { LOT_STATUS, lotOutcome } from '@kimoshdi/shared';

/** The sitemaps protocol's most URLs in one file (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_URL_LIMIT = 50_000;

/** The lots' two kinds of file: their pages (/lot-view) and their results (/lot-result). */
export type SitemapLotKind = 'lots' | 'results';

/**
 * Statuses whose lots have no public page: under moderation (the operator's review) and withdrawn
 * (the customer took the lot back; its page is going away).
 */
export const HIDDEN_LOT_STATUSES: readonly number[] = [LOT_STATUS.UNDER_MODERATION, LOT_STATUS.WITHDRAWN];

/**
 * The trade statuses (an archived lot's kept one, lots.archived_from) whose lots have a result page:
 * every finished trade but a withdrawn lot, which ended with no trade to show.
 */
export const RESULT_TRADE_STATUSES: readonly number[] = Object.values(LOT_STATUS).filter(
  (status) => lotOutcome(status) !== 'not_finished' && status !== LOT_STATUS.WITHDRAWN,
);

export interface IdRange {
  /** First lot id of the file, inclusive. */
  fromId: number;
  /** Last lot id of the file, inclusive. */
  toId: number;
}

/** The ids file n (1, 2, ...) covers: `limit` ids each, so it never holds more than `limit` lots. */
export function sitemapRange(n: number, limit = SITEMAP_URL_LIMIT): IdRange {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`sitemap file number must be 1 or more: ${n}`);
  return { fromId: (n - 1) * limit + 1, toId: n * limit };
}

/** The file (1, 2, ...) that holds lot `id`. */
export function sitemapFileOf(id: number, limit = SITEMAP_URL_LIMIT): number {
  return Math.floor((Math.max(id, 1) - 1) / limit) + 1;
}
