/**
 * modules/auction's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export { createAuctionDesk } from './auction-desk';
export { type AuctionReads, createAuctionReads } from './auction.reads';
export { rewriteDemoChain } from './bid-chain.repository';
export { demoBotsSwitch } from './demo-bots-switch';
export type { AuctionEngine } from './engine/engine.types';
export { reconcileLot } from './engine/reconciler';
export { closeAuction } from './lifecycle/close';
export { type LifecycleContext, lifecycleContext } from './lifecycle/context';
export { AUCTION_WORKER_CONCURRENCY, auctionProcessor } from './lifecycle/lifecycle.jobs';
export { applicantLanguages } from './lifecycle/lifecycle.repository';
export { startAuction } from './lifecycle/start';
export { remindStarts, START_REMINDER_MINUTES } from './lifecycle/start-reminders';
export {
  FAVOURITE_ENDING_MINUTES,
  FAVOURITE_PRICE_EVERY_MINUTES,
  tellFavourites,
} from './lifecycle/favourite-notices';
export { SWEEP_CONCURRENCY, sweepAuctions } from './lifecycle/sweep';
export { mergeBidsMessages, messageWindowMs } from './room/bids-message';
export type { RoomEmitter } from './room/broadcaster';
export { createLotHandlers } from './room/lot-handlers';
export { createOperatorBoard, type LiveBoard } from './room/operator-board';
export type { Presence } from './room/presence';
export { createRedisRoomEmitter } from './room/room-emitter';
