/** modules/auction's face: what other modules and http/ use of it (docs/architecture.md section 4). */
export { readBidLog } from './bid-log.service';
export { demoBotsSwitch } from './demo-bots-switch';
export { lifecycleContext } from './lifecycle/context';
export { applicantLanguages } from './lifecycle/lifecycle.repository';
export { pauseAuction, resumeAuction } from './lifecycle/pause';
export { liveAuctionRows } from './room/live-board';
export { readPriceHistory } from './room/price-history';
export { auctionProcessor, AUCTION_WORKER_CONCURRENCY } from './lifecycle/lifecycle.jobs';
export { startSweepTimer } from './lifecycle/sweep';
export type { RoomEmitter } from './room/broadcaster';
export { createLotHandlers } from './room/lot-handlers';
export { createOperatorBoard, type LiveBoard } from './room/operator-board';
export type { Presence } from './room/presence';
export { createRedisRoomEmitter } from './room/room-emitter';
export { readGameBase } from './room/game-base';
