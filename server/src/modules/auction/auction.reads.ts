/**
 * The auction's reads as the routes call them, built once in deps.ts: the game page's frame, its
 * over-time and price chart, a finished trade's public bid log, and the operators' board of live auctions.
 */
import type { BidLogQuery, Language } from '@kimoshdi/shared';
import type { Database } from '../../db/database';
import type { Redis } from '../../redis/connection';
import type { Keys } from '../../redis/keys';
import { readBidLog } from './bid-log.service';
import type { AuctionEngine } from './engine/engine.types';
import { readGameBase } from './room/game-base';
import type { GameReader } from './room/game-read';
import { liveAuctionRows } from './room/live-board';
import { readOverTime } from './room/over-time';
import { readPriceHistory } from './room/price-history';

export function createAuctionReads(ctx: {
  db: Database;
  /** The finished trades' bid log reads here (a read replica when there are: db/read-database.ts). */
  reads?: Database;
  redis: Redis;
  keys: Keys;
  engine: AuctionEngine;
  reader: GameReader;
}) {
  return {
    base: (lotId: number, userId: string | undefined) => readGameBase(ctx.db, lotId, userId),
    priceHistory: (lotId: number) => readPriceHistory(ctx.db, ctx.reader, lotId, ctx.engine.now()),
    overTime: (lotId: number) => readOverTime(ctx.db, ctx.reader, ctx.engine, lotId),
    bidLog: (query: BidLogQuery) => readBidLog(ctx.reads ?? ctx.db, query),
    liveBoard: (lang: Language) => liveAuctionRows(ctx, lang),
  };
}

export type AuctionReads = ReturnType<typeof createAuctionReads>;
