/**
 * Counters that refuse the event one too many (rate-limiter-flexible in Redis): the abuse limits of
 * sign-in, codes and forms. A limit is so many points in so many seconds.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from '../redis/connection';
import { AppError } from './app-error';

export interface Limit {
  points: number;
  /** Seconds. */
  duration: number;
}

export interface Limiter {
  /** Counts one event; RATE_LIMITED when it is one too many. */
  consume(key: string): Promise<void>;
  /** Counts one event without refusing it (failures that decide the next answer). */
  penalize(key: string): Promise<void>;
  /** Refuses the key (RATE_LIMITED with the seconds left) for `seconds`. */
  block(key: string, seconds: number): Promise<void>;
  /** The points the key has used in its window. */
  used(key: string): Promise<number>;
  /** RATE_LIMITED when the key has no points left. */
  check(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

function rateLimited(
  rejection: RateLimiterRes,
  code: 'RATE_LIMITED' | 'CODE_SENDING_PAUSED' = 'RATE_LIMITED',
): AppError {
  return new AppError(code, {
    retry_after_s: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
  });
}

/** A Redis counter with an in-process one standing in while Redis is away. */
export function createLimiter(redis: Redis, keyPrefix: string, { points, duration }: Limit): Limiter {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points,
    duration,
    insuranceLimiter: new RateLimiterMemory({ points, duration }),
  });
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw rateLimited(rejection);
        throw rejection;
      }
    },
    async penalize(key) {
      try {
        await limiter.penalty(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
      }
    },
    async block(key, seconds) {
      await limiter.block(key, seconds);
    },
    async used(key) {
      return (await limiter.get(key))?.consumedPoints ?? 0;
    },
    async check(key) {
      const state = await limiter.get(key);
      if (state && state.consumedPoints >= points) throw rateLimited(state);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
