/**
 * The ceiling of the socket bid path: the same race straight against the placeBid Lua script with
 * ioredis (server/src/redis/lua), on a lot that exists only in Redis under this run's prefix.
 * No PostgreSQL, no Socket.IO, no Node server: what the Redis step alone allows.
 */
import { randomUUID } from 'node:crypto';
import { suggestedPrice } from '@kimoshdi/shared/domain/trade/auction/steps';
import { createRedis } from '../../server/src/redis/connection';
import { createKeys } from '../../server/src/redis/keys';
import { createAuctionScripts, type LotKeys } from '../../server/src/redis/lua';
import { START_TIYIN } from './auction-fixture';

export interface RawLuaFigures {
  racers: number;
  duration_s: number;
  attempts: number;
  accepted: number;
  attempts_per_s: number;
  accepted_per_s: number;
  outcomes: Record<string, number>;
}

/** Closed loop: each racer calls placeBid again as soon as the previous call answered. */
export async function raceRawLua(options: {
  redisUrl: string;
  redisPrefix: string;
  lotId: number;
  racers: number;
  durationMs: number;
}): Promise<RawLuaFigures> {
  const redis = createRedis(options.redisUrl, 'commands');
  try {
    const scripts = createAuctionScripts(redis);
    const keys: LotKeys = createKeys(options.redisPrefix).lot(options.lotId);
    const users = Array.from({ length: options.racers }, (_, i) => String(900_000_000 + i));
    const state: Record<string, string> = {
      lot_id: String(options.lotId),
      status: 'live',
      start_price: START_TIYIN.toString(),
      step_mode: 'standard',
      price: '',
      leader: '',
      leader_no: '',
      prev_price: '',
      prev_no: '',
      seq: '0',
      step_no: '0',
      ends_at_ms: String(Date.now() + 3_600_000),
      scheduled_end_ms: String(Date.now() + 3_600_000),
      over_time_ms: '300000',
      paused_at_ms: '',
      closed_at_ms: '',
      ab_order: '0',
    };
    const loaded = await scripts.load(keys, {
      state,
      participants: Object.fromEntries(users.map((u, i) => [u, i + 1])),
      autobids: {},
    });
    if (!loaded.ok) throw new Error(`could not load the raw lot: ${loaded.code}`);

    let suggested = suggestedPrice({ startPrice: START_TIYIN, price: null, stepNo: 0, stepMode: 'standard' });
    const outcomes: Record<string, number> = {};
    let attempts = 0;
    let accepted = 0;
    const started = performance.now();
    await Promise.all(
      users.map(async (user) => {
        while (performance.now() - started < options.durationMs) {
          attempts += 1;
          const result = await scripts.placeBid(keys, user, suggested, randomUUID(), 600);
          if (result.ok) {
            accepted += 1;
            outcomes.ok = (outcomes.ok ?? 0) + 1;
            const next = suggestedPrice({
              startPrice: START_TIYIN,
              price: BigInt(result.state.price),
              stepNo: result.state.step_no,
              stepMode: 'standard',
            });
            if (next > suggested) suggested = next;
          } else {
            outcomes[result.code] = (outcomes[result.code] ?? 0) + 1;
            const hint = result.data?.suggested;
            if (hint !== undefined && BigInt(hint) > suggested) suggested = BigInt(hint);
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await redis.del(keys.state, keys.bids, keys.participants, keys.autobids, keys.requests);
    return {
      racers: options.racers,
      duration_s: Math.round(seconds * 10) / 10,
      attempts,
      accepted,
      attempts_per_s: Math.round(attempts / seconds),
      accepted_per_s: Math.round(accepted / seconds),
      outcomes,
    };
  } finally {
    await redis.quit();
  }
}
