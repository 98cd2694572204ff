/**
 * The live auction's parts of one process, built once (deps.ts): the engine, its broadcaster and
 * emitter, presence, the game reader, and the bidder's commands (with the per-user bid rate).
 */
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import type { Redis } from '../../redis/connection';
import type { Keys } from '../../redis/keys';
import { createAuctionCommands, type AuctionCommands } from './auction.commands';
import { createAuctionEngine, type Engine } from './engine/auction.engine';
import { createBidRate } from './engine/bid-rate';
import { createBroadcaster } from './room/broadcaster';
import type { AuctionBroadcaster } from './engine/engine.types';
import { createGameReader, type GameReader } from './room/game-read';
import { createPresence, type Presence } from './room/presence';
import { createRedisRoomEmitter, createSwitchableEmitter } from './room/room-emitter';
import type { RoomEmitter } from './room/broadcaster';
import { createOutbidNotices, withOutbidNotices } from './room/outbid-notice';
import { createBarredUsers, type BarredUsers } from '../blacklist/barred-users';
import { liveAutoBidsOf } from './auction.repository';

export interface AuctionRuntime {
  engine: Engine;
  broadcaster: AuctionBroadcaster;
  /** The gateway points it at its Socket.IO server; until then (and in a worker) Redis carries it. */
  emitter: RoomEmitter & { use(target: RoomEmitter): void };
  presence: Presence;
  reader: GameReader;
  /** Bid, set and delete an auto-bid: one command each for the socket, REST and the fast path. */
  commands: AuctionCommands;
  /** Who may not bid today (the blacklist, in memory; loaded by the first bid). */
  barred: BarredUsers;
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
  const barred = createBarredUsers({
    db,
    databaseUrl: config.DATABASE_URL,
    logger,
    // A bar stops the person taking part: the auto-bids they set before it stop bidding for them
    // too (docs/decisions.md "Bans that stop a barred user, and ban transparency"). Every web
    // process does it; a second delete finds nothing.
    onBarred: async (userIds) => {
      for (const { lot_id, user_id } of await liveAutoBidsOf(db, userIds)) {
        await engine.deleteAutoBid({ lotId: lot_id, userId: user_id }).catch((error: unknown) => {
          logger.warn({ err: error, lot_id, user_id }, "could not withdraw a barred user's auto-bid");
        });
      }
    },
  });
  return {
    engine,
    broadcaster,
    emitter,
    presence,
    reader: createGameReader(db, engine, presence),
    commands: createAuctionCommands(engine, createBidRate(config.AUCTION_BID_RATE), barred),
    barred,
    async close() {
      await barred.close();
      broadcaster.flushAll();
      await engine.shutdown();
      await outbid.close();
    },
  };
}
