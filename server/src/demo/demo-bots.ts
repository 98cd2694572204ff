/**
 * Demo bots (never in production): a few demo bidders that bid on the demo's live lots, so a
 * newcomer sees the game move. The switch lives in Redis, so the operator's call reaches every web
 * process; only the process holding a Redis lock (SET NX PX, renewed while on) runs the bots, so
 * two processes never double them.
 *
 * Each live lot with demo bidders gets a turn every 2-6 s (random); at a turn, one time in two, a
 * demo bidder who is not the leader bids the suggested price through the engine, like a person
 * would. Once a price passes twice the start price the bots leave the lot alone, so auctions do not
 * run away. Refusals (ALREADY_LEADER, AUCTION_ENDED, ...) are the game's normal answers: ignored.
 */
import { randomUUID } from 'node:crypto';
import { LOT_STATUS } from '@kimoshdi/shared';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { AppError } from '../lib/app-error';
import type { Logger } from '../lib/logger';
import type { Redis } from '../redis/connection';
import type { Keys } from '../redis/keys';
import { demoBotsSwitch, type AuctionEngine, type Presence } from '../modules/auction';
import { createBotPresence } from './demo-bots-presence';

/** The user names of the demo bidders (demo/demo-auction.ts makes them). */
export const DEMO_BIDDER_USER_NAME = (n: number) => `demo-bidder-${n}`;
const DEMO_BIDDER_PATTERN = 'demo-bidder-%';

const TICK_MS = 1_000;
const LOCK_MS = 10_000;
const LOTS_REFRESH_MS = 5_000;
const TURN_MIN_MS = 2_000;
const TURN_MAX_MS = 6_000;
const BID_CHANCE = 0.5;
/** No bot bids once the price is above start x CAP_FACTOR. */
const CAP_FACTOR = 2n;
const WARN_EVERY_MS = 60_000;

/** Renews the lock only while it is still ours (it may have expired and been taken). */
const RENEW_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0`;
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

export interface DemoBotLot {
  lotId: number;
  startPrice: bigint;
  bidders: { userId: string; buyerNumber: number }[];
}

/** Live lots with demo bidders among their participants, and those bidders. */
export async function demoBotLots(db: Database): Promise<DemoBotLot[]> {
  const rows = await db
    .selectFrom('applications as a')
    .innerJoin('lots as l', 'l.id', 'a.lot_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['l.id as lot_id', 'l.start_price', 'a.user_id', 'a.buyer_number'])
    .where('l.lot_status', '=', LOT_STATUS.LIVE)
    .where('a.status', '=', 'sent')
    .where('u.user_name', 'like', DEMO_BIDDER_PATTERN)
    .orderBy('l.id')
    .orderBy('a.buyer_number')
    .execute();
  const lots = new Map<number, DemoBotLot>();
  for (const row of rows) {
    let lot = lots.get(row.lot_id);
    if (!lot) {
      lot = { lotId: row.lot_id, startPrice: BigInt(row.start_price), bidders: [] };
      lots.set(row.lot_id, lot);
    }
    lot.bidders.push({ userId: String(row.user_id), buyerNumber: row.buyer_number });
  }
  return [...lots.values()];
}

export type BotTurn = 'bid' | 'idle' | 'capped' | 'refused';

/**
 * One turn on one lot: maybe one bid at the suggested price by a demo bidder who is not leading.
 * `random` is injectable so tests can force a bid.
 */
export async function botTurn(
  engine: Pick<AuctionEngine, 'state' | 'placeBid'>,
  lot: DemoBotLot,
  random: () => number = Math.random,
): Promise<BotTurn> {
  if (random() >= BID_CHANCE) return 'idle';
  try {
    const state = await engine.state(lot.lotId);
    if (!state || state.status !== 'live') return 'idle';
    if (BigInt(state.price ?? state.start_price) > BigInt(state.start_price) * CAP_FACTOR) return 'capped';
    const others = lot.bidders.filter((b) => b.buyerNumber !== state.leader_number);
    const bidder = others[Math.floor(random() * others.length)];
    if (!bidder) return 'idle';
    await engine.placeBid({
      lotId: lot.lotId,
      userId: bidder.userId,
      amount: BigInt(state.suggested_price),
      requestId: `demo-bot:${randomUUID()}`,
    });
    return 'bid';
  } catch (error) {
    // Another bid got in first, the lot ended or paused: the next turn tries again.
    if (error instanceof AppError) return 'refused';
    throw error;
  }
}

export interface DemoBots {
  stop(): Promise<void>;
}

/**
 * Runs the bots in this process while the switch is on and this process holds the lock. The switch
 * is set to `config.DEMO_BOTS` at the start: the environment decides at boot, the operator's switch
 * until the next boot.
 */
export function startDemoBots(deps: {
  config: Pick<Config, 'DEMO_BOTS'>;
  db: Database;
  redis: Redis;
  keys: Keys;
  logger: Logger;
  engine: Pick<AuctionEngine, 'state' | 'placeBid'>;
  /** Where bots count as participants while they play (demo-bots-presence.ts). */
  presence?: Pick<Presence, 'enter' | 'leave'>;
}): DemoBots {
  const { config, db, redis, logger, engine } = deps;
  const keys = deps.keys.demoBots;
  const toggle = demoBotsSwitch(redis, deps.keys);
  const token = randomUUID();
  let holding = false;
  let stopped = false;
  let lots: DemoBotLot[] = [];
  let lotsAt = 0;
  const nextTurn = new Map<number, number>();
  let lastWarn = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const seats = deps.presence ? createBotPresence(deps.presence) : undefined;

  const turnDelay = () => TURN_MIN_MS + Math.random() * (TURN_MAX_MS - TURN_MIN_MS);

  async function release(): Promise<void> {
    if (!holding) return;
    holding = false;
    await redis.eval(RELEASE_SCRIPT, 1, keys.lock, token);
  }

  async function hold(): Promise<boolean> {
    if (holding && Number(await redis.eval(RENEW_SCRIPT, 1, keys.lock, token, String(LOCK_MS))) === 1) {
      return true;
    }
    holding = (await redis.set(keys.lock, token, 'PX', LOCK_MS, 'NX')) === 'OK';
    return holding;
  }

  async function tick(): Promise<void> {
    if (!(await toggle.enabled())) {
      seats?.clear();
      await release();
      return;
    }
    if (!(await hold())) {
      seats?.clear();
      return;
    }
    const now = Date.now();
    if (now - lotsAt >= LOTS_REFRESH_MS) {
      lots = await demoBotLots(db);
      lotsAt = now;
    }
    seats?.sync(lots);
    await Promise.all(
      lots.map(async (lot) => {
        const due = nextTurn.get(lot.lotId);
        if (due === undefined) {
          nextTurn.set(lot.lotId, now + turnDelay());
          return;
        }
        if (due > now) return;
        nextTurn.set(lot.lotId, now + turnDelay());
        const outcome = await botTurn(engine, lot);
        if (outcome === 'bid') logger.debug({ lot_id: lot.lotId }, 'demo bot bid');
      }),
    );
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick()
        .catch((error: unknown) => {
          // Redis or PostgreSQL away for a moment: say so now and then, keep trying.
          if (Date.now() - lastWarn >= WARN_EVERY_MS) {
            lastWarn = Date.now();
            logger.warn({ err: error }, 'demo bots: a round failed');
          }
        })
        .finally(schedule);
    }, TICK_MS);
    timer.unref();
  }

  running = toggle
    .set(config.DEMO_BOTS)
    .then(() => {
      if (config.DEMO_BOTS) logger.info('demo bots are on');
    })
    .catch((error: unknown) => logger.warn({ err: error }, 'demo bots: the switch could not be set'))
    .finally(schedule);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      seats?.clear();
      await release().catch(() => {});
    },
  };
}
