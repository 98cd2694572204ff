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
import { createBidLogFill } from './engine/bid-log';
import { createBidRate } from './engine/bid-rate';
import { createBroadcaster } from './room/broadcaster';
import type { AuctionBroadcaster } from './engine/engine.types';
import { createGameReader, type GameReader } from './room/game-read';
import { createPresence, type Presence } from './room/presence';
import { createRedisRoomEmitter, createSwitchableEmitter } from './room/room-emitter';
import type { RoomEmitter } from './room/broadcaster';
import { createOutbidNotices, withOutbidNotices } from './room/outbid-notice';
import { createBarredUsers, type BarredUsers } from '../blacklist';
import { createConsentedUsers, type ConsentedUsers } from '../consent';
import { withLinkedChats } from '../notification';
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
  /** Who has consented to the offer (in memory for the users who bid here). */
  consented: ConsentedUsers;
  /**
   * Withdraws the live auto-bids of users who may no longer take part (a bar, a withdrawn
   * consent); a second call finds nothing. Failures are logged, never thrown.
   */
  withdrawAutoBids(userIds: string[]): Promise<void>;
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
  const redisEmitter = createRedisRoomEmitter(redis, keys.socketIo);
  const emitter = createSwitchableEmitter(redisEmitter);
  const broadcaster = createBroadcaster(emitter, createBidLogFill(redis, keys));
  const presence = createPresence({ db, redis, keys, logger });
  // Outbid messages go to Telegram too, for a person with a linked chat who is not watching the lot
  // (issue 27); without Telegram on this platform they stay in the cabinet.
  const outbid = createOutbidNotices({
    db,
    logger,
    ...(config.messaging.telegram.transport !== 'off'
      ? {
          reach: {
            reachable: (userIds: readonly string[]) => withLinkedChats(db, userIds),
            watching: (lotId: number) => presence.watchers(lotId),
          },
        }
      : {}),
  });
  const engine = createAuctionEngine({
    db,
    redis,
    keys,
    logger,
    broadcaster: withOutbidNotices(broadcaster, outbid),
  });
  const withdrawAutoBids = async (userIds: string[]) => {
    for (const { lot_id, user_id } of await liveAutoBidsOf(db, userIds)) {
      await engine.deleteAutoBid({ lotId: lot_id, userId: user_id }).catch((error: unknown) => {
        logger.warn(
          { err: error, lot_id, user_id },
          'could not withdraw an auto-bid of a user who may not bid',
        );
      });
    }
  };
  const barred = createBarredUsers({
    db,
    databaseUrl: config.DATABASE_URL,
    logger,
    // A bar stops the person taking part: the auto-bids they set before it stop bidding for them
    // too (docs/decisions.md "Bans that stop a barred user, and ban transparency"). Every web
    // process does it; a second delete finds nothing.
    onBarred: withdrawAutoBids,
  });
  const consented = createConsentedUsers({
    db,
    databaseUrl: config.DATABASE_URL,
    logger,
    cutoff: config.consentCutoff,
  });
  return {
    engine,
    broadcaster,
    emitter,
    presence,
    reader: createGameReader(db, engine, presence),
    commands: createAuctionCommands(
      engine,
      createBidRate({ redis, keyPrefix: keys.bidRate, perSecond: config.AUCTION_BID_RATE }),
      [barred, consented],
      config.AUCTION_BID_RATE,
    ),
    barred,
    consented,
    withdrawAutoBids: (userIds) =>
      withdrawAutoBids(userIds).catch((error: unknown) => {
        logger.warn({ err: error, users: userIds }, 'could not read the auto-bids to withdraw');
      }),
    async close() {
      await barred.close();
      await consented.close();
      broadcaster.flushAll();
      await engine.shutdown();
      await outbid.close();
      await redisEmitter.close();
    },
  };
}
