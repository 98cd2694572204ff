/**
 * modules/lot-review's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export {
  cancelLotTrade,
  createLotReviewDesk,
  listReviews,
  type LotReviewDesk,
  openReviewOf,
  resumeLot,
  suspendLot,
} from './lot-review.service';
