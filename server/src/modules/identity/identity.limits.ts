import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../lib/app-error';
import type { Redis } from '../../redis/connection';

export interface Limit {
  points: number;
  /** Seconds. */
  duration: number;
}

/**
 * Abuse limits of Kimoshdi ID. Per login: a password guesser gets 5 tries a quarter of an hour.
 * Per address: generous, because mobile carriers put many people behind one address.
 */
export const IDENTITY_LIMITS = {
  loginFailuresPerLogin: { points: 5, duration: 15 * 60 },
  loginFailuresPerIp: { points: 100, duration: 60 * 60 },
  codesPerDestination: { points: 5, duration: 60 * 60 },
  codesPerIp: { points: 60, duration: 60 * 60 },
  codeChecksPerIp: { points: 60, duration: 10 * 60 },
} satisfies Record<string, Limit>;

export type IdentityLimits = Record<keyof typeof IDENTITY_LIMITS, Limit>;

export interface Limiter {
  /** Counts one event; RATE_LIMITED when it is one too many. */
  consume(key: string): Promise<void>;
  /** Counts one event without refusing it (failures that decide the next answer). */
  penalize(key: string): Promise<void>;
  /** RATE_LIMITED when the key has no points left. */
  check(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

function rateLimited(rejection: RateLimiterRes): AppError {
  return new AppError('RATE_LIMITED', {
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
    async check(key) {
      const state = await limiter.get(key);
      if (state && state.consumedPoints >= points) throw rateLimited(state);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/**
 * The counters of sending and checking codes, under Kimoshdi ID's keys: a destination or an address
 * is limited across every flow that sends codes (registration, the cabinet's contact change).
 */
export function createCodeLimiters(
  redis: Redis,
  redisPrefix: string,
  limits: IdentityLimits = IDENTITY_LIMITS,
) {
  const prefix = `${redisPrefix}rl:id`;
  return {
    codesPerDestination: createLimiter(redis, `${prefix}:code-to`, limits.codesPerDestination),
    codesPerIp: createLimiter(redis, `${prefix}:code-ip`, limits.codesPerIp),
    codeChecksPerIp: createLimiter(redis, `${prefix}:check-ip`, limits.codeChecksPerIp),
  };
}
