/**
 * The live auction engine (docs/architecture.md section 2): decisions in Redis Lua scripts (one atomic step
 * per bid, Redis TIME the only clock), durability by group commit to PostgreSQL before any ack or
 * broadcast, the Redis state rebuilt from PostgreSQL whenever it is missing.
 */
import { formatTiyin, type ErrorCode, type GameState } from '@kimoshdi/shared';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Logger } from '../../../lib/logger';
import type { Redis } from '../../../redis/connection';
import type { Keys } from '../../../redis/keys';
import { createAuctionScripts, parseLuaState, type LuaFailure, type LuaResult } from '../../../redis/lua';
import { lastBids, removeAutoBid, saveAutoBid } from '../auction.repository';
import { createBidWriter, type BidWriter } from './bid-writer';
import { createEngineClock } from './engine-clock';
import type { AuctionBroadcaster, AuctionEngine } from './engine.types';
import { toBidRow, toBidViewFromLua, toGameState } from './game-state';
import { createKnownLots, type LotKnowledge } from './known-lots';
import { rebuildLotState } from './rebuild';
import { reconcileLot } from './reconciler';

/** How long a request id is remembered: longer than any client retries, shorter than memory lasts. */
const REQUEST_TTL_SECONDS = 6 * 60 * 60;

const LUA_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'AUCTION_NOT_LIVE',
  'AUCTION_ENDED',
  'AUCTION_PAUSED',
  'NOT_PARTICIPANT',
  'ALREADY_LEADER',
  'BID_TOO_LOW',
  'AUTO_BID_TOO_LOW',
  'AUTO_BID_TOO_HIGH',
]);

/** What the rebuild answers for a lot with no live state (before its start, after its end). */
const NOT_LIVE_CODES: ReadonlySet<string> = new Set<ErrorCode>(['AUCTION_NOT_LIVE', 'AUCTION_ENDED']);

/** A script's refusal as the AppError the caller is shown; money in the message as "10 500 000 UZS". */
function refusal(lotId: number, failure: LuaFailure): AppError {
  if (failure.code === 'RATE_LIMITED') return rateLimited(Number(failure.data?.retry_after_ms));
  if (!LUA_CODES.has(failure.code)) {
    return new AppError('SERVICE_UNAVAILABLE', { lot_id: lotId, ...failure.data, reason: failure.code });
  }
  const data: Record<string, string | number> = { lot_id: lotId, ...failure.data };
  return new AppError(failure.code as ErrorCode, data, refusalParams(failure));
}

/**
 * The message parameters of a refusal (money as "10 500 000 UZS"), one object per amount: a storm
 * refuses thousands of bids a second at one suggested price, and the error body finds the text
 * of a known object at once (lib/error-body.ts). Kept for the last few hundred amounts.
 */
const paramsByAmount = new Map<string, Record<string, string>>();
const NO_PARAMS: Record<string, string> = Object.freeze({}) as Record<string, string>;
function refusalParams(failure: LuaFailure): Record<string, string> {
  const suggested = failure.data?.suggested;
  const max = failure.data?.max;
  if (suggested === undefined && max === undefined) return NO_PARAMS;
  const key = `${suggested ?? ''}:${max ?? ''}`;
  let params = paramsByAmount.get(key);
  if (!params) {
    params = {};
    if (suggested !== undefined) params.suggested = formatTiyin(String(suggested), { currency: true });
    if (max !== undefined) params.max = formatTiyin(String(max), { currency: true });
    if (paramsByAmount.size >= 500) paramsByAmount.clear();
    paramsByAmount.set(key, params);
  }
  return params;
}

/** RATE_LIMITED as the per-user limits answer it: whole seconds to wait, at least one. */
function rateLimited(retryAfterMs: number): AppError {
  const ms = Number.isFinite(retryAfterMs) && retryAfterMs > 0 ? retryAfterMs : 1000;
  return new AppError('RATE_LIMITED', { retry_after_s: Math.max(1, Math.ceil(ms / 1000)) });
}

/**
 * Bidders the script found past their rate, by "lot:user", until their window ends: the rest of a
 * flood is refused from memory, with no Redis round trip (as rate-limiter-flexible's in-memory
 * block did). Only flooders are in it; an entry goes when it is read after its end, and the whole
 * map when it grows past FLOODERS_MAX (a refused bid then costs one round trip again, no more).
 */
const FLOODERS_MAX = 10_000;

export interface EngineOptions {
  db: Database;
  redis: Redis;
  keys: Keys;
  logger: Logger;
  broadcaster: AuctionBroadcaster;
}

export interface Engine extends AuctionEngine {
  writer: BidWriter;
}

export function createAuctionEngine(options: EngineOptions): Engine {
  const { db, redis, keys, logger, broadcaster } = options;
  const scripts = createAuctionScripts(redis);
  const writer = createBidWriter(db, logger);
  const clock = createEngineClock(redis, logger);
  const rebuildCtx = { db, redis, keys, scripts, now: () => clock.now() };
  const floodedUntil = new Map<string, number>();
  const known = createKnownLots(
    (lotId) => loadKnowledge(redis, keys, lotId),
    () => Date.now(),
  );
  /** Bids refused from memory this second, by "lot:user": they count against the rate in this process. */
  const refusedHere = new Map<string, { until: number; count: number }>();
  /** Each lot's refusal at its suggested price of the moment (tooLowHere). */
  const tooLowByLot = new Map<number, { suggested: string; error: AppError }>();

  /**
   * Runs a lot script; on NO_STATE rebuilds the state from PostgreSQL and runs it once more. A
   * refusal comes back as a value: the close reads its own; the bidder's calls throw it (`run`).
   */
  async function attempt<T>(lotId: number, script: () => Promise<LuaResult<T>>): Promise<LuaResult<T>> {
    const result = await script();
    if (result.ok || result.code !== 'NO_STATE') return result;
    known.drop(lotId);
    // Bids of this process still on their way to PostgreSQL belong in the rebuilt state.
    await writer.idle();
    try {
      await rebuildLotState(rebuildCtx, lotId);
    } catch (error) {
      // A lot that is not live has no state to build: the refusal a script would give, as a value.
      if (error instanceof AppError && NOT_LIVE_CODES.has(error.code)) {
        return { ok: false, code: error.code, data: { lot_id: lotId } };
      }
      throw error;
    }
    return script();
  }

  /** `attempt`, with a refusal thrown as the AppError the caller is shown. */
  async function run<T>(lotId: number, script: () => Promise<LuaResult<T>>): Promise<{ ok: true } & T> {
    const result = await attempt(lotId, script);
    if (!result.ok) throw refusal(lotId, result);
    return result;
  }

  /** Blocks a flooder for `ms` (the rest of a flood is refused from memory); the time blocked. */
  function block(flooder: string, ms: number): number {
    if (floodedUntil.size >= FLOODERS_MAX) floodedUntil.clear();
    floodedUntil.set(flooder, Date.now() + ms);
    return ms;
  }

  /**
   * Counts a bid refused from memory against the bidder's bids a second on the lot: past the rate
   * it is RATE_LIMITED until the window's end, as the script would answer it (a fixed window per
   * process: the script counts the bids that reach Redis, across processes). The ms left, or 0.
   */
  function spentHere(flooder: string, ratePerSecond: number): number {
    const now = Date.now();
    let window = refusedHere.get(flooder);
    if (!window || window.until <= now) {
      if (!window && refusedHere.size >= FLOODERS_MAX) refusedHere.clear();
      window = { until: now + 1000, count: 0 };
      refusedHere.set(flooder, window);
    }
    window.count += 1;
    return window.count > ratePerSecond ? window.until - now : 0;
  }

  /**
   * The refusal of a bid surely too low, answered from memory: counted against the bidder's rate
   * here (RATE_LIMITED past it, as the script would answer), else BID_TOO_LOW at the suggested
   * price. The refusal is made once per lot and price: a storm refuses thousands of bids a
   * second at one price, and the error body of the same refusal is made once too
   * (lib/error-body.ts).
   */
  function tooLowHere(lotId: number, flooder: string, ratePerSecond: number, suggested: string): AppError {
    const left = flooder ? spentHere(flooder, ratePerSecond) : 0;
    if (left > 0) return rateLimited(block(flooder, left));
    const last = tooLowByLot.get(lotId);
    if (last?.suggested === suggested) return last.error;
    const error = refusal(lotId, { ok: false, code: 'BID_TOO_LOW', data: { suggested } });
    if (!last && tooLowByLot.size >= FLOODERS_MAX) tooLowByLot.clear();
    tooLowByLot.set(lotId, { suggested, error });
    return error;
  }

  async function state(lotId: number): Promise<GameState | undefined> {
    const lotKeys = keys.lot(lotId);
    let hash = await redis.hgetall(lotKeys.state);
    if (!hash.status) {
      try {
        await writer.idle();
        await rebuildLotState(rebuildCtx, lotId);
      } catch (error) {
        if (error instanceof AppError && error.code !== 'SERVICE_UNAVAILABLE') return undefined;
        throw error;
      }
      hash = await redis.hgetall(lotKeys.state);
      if (!hash.status) return undefined;
    }
    return toGameState(lotId, parseLuaState(hash));
  }

  const engine: Engine = {
    writer,

    refuseAtOnce({ lotId, userId, amount, requestId, ratePerSecond = 0 }) {
      const flooder = ratePerSecond > 0 ? `${lotId}:${userId}` : '';
      const blockedUntil = flooder ? floodedUntil.get(flooder) : undefined;
      if (blockedUntil !== undefined) {
        const left = blockedUntil - Date.now();
        if (left > 0) return rateLimited(left);
        floodedUntil.delete(flooder);
      }
      const suggested = known.tooLow(lotId, userId, amount, requestId, clock.now());
      return suggested === undefined ? undefined : tooLowHere(lotId, flooder, ratePerSecond, suggested);
    },

    async placeBid(input, checked = false) {
      const { lotId, userId, amount, requestId, ratePerSecond = 0 } = input;
      const lotKeys = keys.lot(lotId);
      const flooder = ratePerSecond > 0 ? `${lotId}:${userId}` : '';
      const refused = checked ? undefined : engine.refuseAtOnce(input);
      if (refused) throw refused;
      // A bid as high on its way: once it is answered this one is likely too low (a storm's
      // bidders all bid the price they last saw), and then no round trip is needed for it.
      const ahead = known.ahead(lotId, amount);
      if (ahead) {
        await ahead;
        const suggested = known.tooLow(lotId, userId, amount, requestId, clock.now());
        if (suggested !== undefined) throw tooLowHere(lotId, flooder, ratePerSecond, suggested);
      }
      const answered = known.sending(lotId, amount);
      let result: Awaited<ReturnType<typeof scripts.placeBid>>;
      try {
        result = await attempt(lotId, () =>
          scripts.placeBid(lotKeys, userId, amount, requestId, REQUEST_TTL_SECONDS, ratePerSecond),
        );
        // Redis's state is what the script compares with, durable or not yet: taken in at once.
        if (!result.ok) known.refused(lotId, userId, result.code, result.data?.suggested);
        else if (!result.duplicate) known.accepted(lotId, userId, result.bids, result.state);
      } finally {
        answered();
      }
      if (!result.ok) {
        if (result.code === 'RATE_LIMITED' && flooder)
          block(flooder, Number(result.data?.retry_after_ms ?? 1000));
        throw refusal(lotId, result);
      }
      // A repeat writes again too: its first call may still be committing, and the answer must
      // not get ahead of the record (the insert skips rows already there).
      await writer.write(result.bids.map((bid) => toBidRow(lotId, bid)));
      const views = result.bids.map(toBidViewFromLua);
      const gameState = toGameState(lotId, result.state);
      if (!result.duplicate) broadcaster.bids(lotId, views, gameState);
      const own = views[0];
      if (!own) throw new AppError('INTERNAL', { lot_id: lotId, reason: 'empty-bid-answer' });
      return { duplicate: result.duplicate, bid: own, bids: views, state: gameState };
    },

    async setAutoBid({ lotId, userId, max, requestId }) {
      const lotKeys = keys.lot(lotId);
      const result = await run(lotId, () =>
        scripts.setAutoBid(lotKeys, userId, max, requestId, REQUEST_TTL_SECONDS),
      );
      if (!result.duplicate && result.bids.length > 0)
        known.accepted(lotId, userId, result.bids, result.state);
      // The maximum must outlive Redis before it is acknowledged: a rebuild reads it back.
      const stored = await redis.hget(lotKeys.autobids, userId);
      const [storedMax, order] = (stored ?? '').split(':');
      if (storedMax && order) await saveAutoBid(db, { lotId, userId, max: storedMax, order: Number(order) });
      await writer.write(result.bids.map((bid) => toBidRow(lotId, bid)));
      const views = result.bids.map(toBidViewFromLua);
      const gameState = toGameState(lotId, result.state);
      if (!result.duplicate && views.length > 0) broadcaster.bids(lotId, views, gameState);
      return { auto_bid_max: result.auto_bid_max, bids: views, state: gameState };
    },

    async deleteAutoBid({ lotId, userId }) {
      const result = await run(lotId, () => scripts.deleteAutoBid(keys.lot(lotId), userId));
      await removeAutoBid(db, lotId, userId);
      return { auto_bid_max: null, bids: [], state: toGameState(lotId, result.state) };
    },

    async pause(lotId) {
      known.drop(lotId);
      const result = await run(lotId, () => scripts.pause(keys.lot(lotId)));
      return { already: result.already, state: toGameState(lotId, result.state) };
    },

    async resume(lotId) {
      known.drop(lotId);
      const result = await run(lotId, () => scripts.resume(keys.lot(lotId)));
      return { already: result.already, lostMs: result.lost_ms, state: toGameState(lotId, result.state) };
    },

    async close(lotId) {
      known.drop(lotId);
      const result = await attempt(lotId, () => scripts.close(keys.lot(lotId)));
      if (!result.ok) {
        switch (result.code) {
          case 'AUCTION_PAUSED':
            return { closed: false, reason: 'paused', endsAtMs: null };
          case 'AUCTION_NOT_LIVE':
          case 'AUCTION_ENDED':
            return { closed: false, reason: 'not-live', endsAtMs: null };
          case 'NOT_YET':
            return { closed: false, reason: 'not-yet', endsAtMs: Number(result.data?.ends_at_ms) };
          default:
            throw refusal(lotId, result);
        }
      }
      // The record must hold every bid Redis accepted before anyone settles from it.
      await writer.idle();
      const state = toGameState(lotId, result.state);
      // The closed state's seq is final: no bid is accepted after the close.
      await reconcileLot({ db, redis, keys, logger, now: () => clock.now() }, lotId, {
        all: true,
        knownSeq: state.seq,
      });
      return { closed: true, state };
    },

    state,

    lastBids: (lotId, limit) => lastBids(db, lotId, limit),

    async seat(lotId, userId) {
      const lotKeys = keys.lot(lotId);
      const [buyerNumber, autoBid] = await Promise.all([
        redis.hget(lotKeys.participants, userId),
        redis.hget(lotKeys.autobids, userId),
      ]);
      return {
        buyerNumber: buyerNumber ? Number(buyerNumber) : null,
        autoBidMax: autoBid ? (autoBid.split(':')[0] ?? null) : null,
      };
    },

    async forget(lotId) {
      known.drop(lotId);
      const lotKeys = keys.lot(lotId);
      // Both at once: one write to Redis, which runs them in this order.
      await Promise.all([
        redis.del(
          lotKeys.state,
          lotKeys.bids,
          lotKeys.participants,
          lotKeys.autobids,
          lotKeys.requests,
          lotKeys.viewers,
        ),
        redis.srem(keys.liveLots, String(lotId)),
      ]);
    },

    now: () => clock.now(),

    async shutdown() {
      clock.stop();
      await writer.idle();
    },
  };
  return engine;
}

/** A lot's state with its requests' and participants' keys, read at one moment (one slot: a MULTI). */
async function loadKnowledge(redis: Redis, keys: Keys, lotId: number): Promise<LotKnowledge | undefined> {
  const lotKeys = keys.lot(lotId);
  const replies = await redis
    .multi()
    .hgetall(lotKeys.state)
    .hkeys(lotKeys.requests)
    .hkeys(lotKeys.participants)
    .exec();
  if (!replies || replies.some(([error]) => error)) return undefined;
  const [state, requests, participants] = replies.map(([, reply]) => reply) as [
    Record<string, string>,
    string[],
    string[],
  ];
  if (!state.status) return undefined;
  return { state: parseLuaState(state), requests, participants };
}
