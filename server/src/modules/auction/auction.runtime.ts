/**
 * The live auction's parts of one process, built once (deps.ts): the engine, its broadcaster and
 * emitter, presence, the game reader and the per-user bid rate.
 */
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import type { Redis } from '../../redis/connection';
import type { Keys } from '../../redis/keys';
import { createAuctionEngine, type Engine } from './auction.engine';
import { createBidRate, type BidRate } from './bid-rate';
import { createBroadcaster } from './broadcaster';
import type { AuctionBroadcaster } from './engine.types';
import { createGameReader, type GameReader } from './game-read';
import { createOutbidNotices, withOutbidNotices } from './outbid-notice';
import { createPresence, type Presence } from './presence';
import { createRedisRoomEmitter, createSwitchableEmitter } from './room-emitter';
import type { RoomEmitter } from './broadcaster';

export interface AuctionRuntime {
  engine: Engine;
  broadcaster: AuctionBroadcaster;
  /** The gateway points it at its Socket.IO server; until then (and in a worker) Redis carries it. */
  emitter: RoomEmitter & { use(target: RoomEmitter): void };
  presence: Presence;
  reader: GameReader;
  bidRate: BidRate;
  close(): Promise<void>;
}

export function createAuctionRuntime(options: {
  config: Config;
  db: Database;
  redis: Redis;
  keys: Keys;
  logger: Logger;
}): AuctionRuntime {
  const { config, db, redis, keys, logger } = options;
  const emitter = createSwitchableEmitter(createRedisRoomEmitter(redis, keys.socketIo));
  const broadcaster = createBroadcaster(emitter);
  const outbid = createOutbidNotices({ db, logger });
  const engine = createAuctionEngine({
    db,
    redis,
    keys,
    logger,
    broadcaster: withOutbidNotices(broadcaster, outbid),
  });
  const presence = createPresence({ db, redis, keys, logger });
  return {
    engine,
    broadcaster,
    emitter,
    presence,
    reader: createGameReader(db, engine, presence),
    bidRate: createBidRate(config.AUCTION_BID_RATE),
    async close() {
      broadcaster.flushAll();
      await engine.shutdown();
      await outbid.close();
    },
  };
}
