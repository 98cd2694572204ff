/**
 * The trade: a lot's timeline, which the auction, the won lot's road, the orders, withdrawals,
 * protests and fixed-price sales all move and none of them owns. When its jobs run, a lot's status
 * with its history row, the order following its lots, the order's history rows, and who sells the
 * lot (whose account its money goes to). It uses no other module, so every module of a lot's life
 * may use it (docs/architecture.md section 4).
 */
export { archiveSettledLots } from './lot-archive';
export { sellerOf } from './lot-seller';
export { databaseNow, setLotStatus } from './lot-status.repository';
export { insertFlow } from './order-flows.repository';
export { syncOrderStatus } from './order-progress';
export {
  type LotJobData,
  scheduleClose,
  schedulePublishedLot,
  scheduleStart,
  scheduleWinlotJobs,
  type WinlotJob,
} from './trade.schedule';
