/** modules/auction's face: what other modules and http/ use of it (docs/architecture.md section 4). */
export { requireAuction } from './auction-lot';
export { readBidLog } from './bid-log.service';
export { demoBotsSwitch } from './demo-bots-switch';
export { lifecycleContext } from './lifecycle/context';
export { applicantLanguages } from './lifecycle/lifecycle.repository';
export { pauseAuction, resumeAuction } from './lifecycle/pause';
export { liveAuctionRows } from './room/live-board';
export { readPriceHistory } from './room/price-history';
