/**
 * modules/winlot's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export { type BuyerWinlots, createBuyerWinlots } from './buyer-winlots';
export { annulSale } from './annul-sale';
export { reviewWonLot, sweepWonLots } from './review';
export { WINLOTS_PATH } from './winlot-messages';
export { lockRoadLot } from './winlot.repository';
export { openWonLot, paymentDeadline, settleDeposits } from './winlot.service';
