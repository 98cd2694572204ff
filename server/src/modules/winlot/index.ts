/**
 * modules/winlot's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export { reviewWonLot, sweepWonLots } from './review';
export { WINLOTS_PATH } from './winlot-messages';
export { acceptOffer, declineOffer, payWinLot, refuseWinLot, type WinlotOptions } from './winlot.commands';
export { listWinLots, listWinnerPayments } from './winlot.queries';
export { lockRoadLot } from './winlot.repository';
export { openWonLot, paymentDeadline, settleDeposits } from './winlot.service';
