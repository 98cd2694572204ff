/**
 * modules/lot's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export { sweepFixedPriceLots } from './fixed-price-expiry';
export { moveFixedPriceLot } from './fixed-price.repository';
export type { CachedJson, ResponseCache } from './lot-list.cache';
export { chainResultBids, insertLot, insertOrder, insertResultBids } from './lot-write.repository';
export {
  CARD_COLUMNS,
  type CardRow,
  filterConditions,
  findLotDetails,
  lotResult,
  lotsEndingSoonest,
  lotsOfOrder,
  resultBids,
} from './lot.repository';
export { createLotService, type LotPageFacts, type LotService, toCard } from './lot.service';
export { SITEMAP_URL_LIMIT, type SitemapLotKind } from './sitemap-ranges';
export {
  createSitemapService,
  type SitemapFileEntry,
  type SitemapLotEntry,
  type SitemapService,
} from './sitemap.queries';
