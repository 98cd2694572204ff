import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../lib/app-error';
import { codeLimitRefusals, type CodeLimitName } from '../../lib/metrics';
import type { Redis } from '../../redis/connection';

export interface Limit {
  points: number;
  /** Seconds. */
  duration: number;
}

/**
 * Abuse limits of Kimoshdi ID. Per login and address: growing delays after 4 failures; per login:
 * the challenge for strangers after 5. Per address: generous, because mobile carriers put many
 * people behind one address.
 */
export const IDENTITY_LIMITS = {
  /**
   * Failures of a login from anywhere before a stranger (not the owner's device or address) must
   * solve the challenge to try it: no hard lock, which let a rival keep a bidder out (issue 24).
   */
  loginFailuresPerLogin: { points: 5, duration: 15 * 60 },
  /** Failures of a login from one address, for its growing delays (shared/domain/identity/login-delay). */
  loginFailuresPerLoginIp: { points: 10_000, duration: 15 * 60 },
  loginFailuresPerIp: { points: 100, duration: 60 * 60 },
  codesPerDestination: { points: 5, duration: 60 * 60 },
  codesPerIp: { points: 60, duration: 60 * 60 },
  /** One address sent 60 codes in a second (issue 24): a person needs one, two after a typo. */
  codesPerIpPerMinute: { points: 3, duration: 60 },
  /**
   * SMS pumping walks a range of numbers (premium or a partner's): per range, the number without
   * its last 4 digits. Refusals page the operator.
   */
  codesPerPrefix: { points: 30, duration: 60 * 60 },
  /** The platform's whole hourly budget of codes: a bill's ceiling. Refusals page the operator. */
  codesPerHour: { points: 2000, duration: 60 * 60 },
  codeChecksPerIp: { points: 60, duration: 10 * 60 },
  /**
   * A signed-in user confirming a new phone or e-mail: codes to any number of contacts, so the
   * per-destination limit alone let one user mail 8 addresses in 2 s (issue 24). 5 an hour, like
   * the purchase codes.
   */
  contactCodesPerUser: { points: 5, duration: 60 * 60 },
} satisfies Record<string, Limit>;

export type IdentityLimits = Record<keyof typeof IDENTITY_LIMITS, Limit>;

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

/** The range of a phone number for its budget: all but the last 4 digits (+998 90 123). */
export function phonePrefix(destination: string): string | undefined {
  return /^\+\d{12}$/.test(destination) ? destination.slice(0, -4) : undefined;
}

/**
 * The counters of sending and checking codes, under Kimoshdi ID's keys: a destination or an address
 * is limited across every flow that sends codes (registration, the cabinet's contact change).
 * Each refusal of a sending limit is counted in kimoshdi_id_code_limit_refusals_total.
 */
export function createCodeLimiters(
  redis: Redis,
  redisPrefix: string,
  limits: IdentityLimits = IDENTITY_LIMITS,
) {
  const prefix = `${redisPrefix}rl:id`;
  const codesPerIp = createLimiter(redis, `${prefix}:code-ip`, limits.codesPerIp);
  const codesPerIpPerMinute = createLimiter(redis, `${prefix}:code-ip-min`, limits.codesPerIpPerMinute);
  const codesPerDestination = createLimiter(redis, `${prefix}:code-to`, limits.codesPerDestination);
  const codesPerPrefix = createLimiter(redis, `${prefix}:code-range`, limits.codesPerPrefix);
  const codesPerHour = createLimiter(redis, `${prefix}:code-all`, limits.codesPerHour);

  async function spend(limit: CodeLimitName, limiter: Limiter, key: string, paused = false): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') {
        codeLimitRefusals.inc({ limit });
        if (paused) throw new AppError('CODE_SENDING_PAUSED', error.data);
      }
      throw error;
    }
  }

  return {
    codesPerIp,
    codesPerDestination,
    codeChecksPerIp: createLimiter(redis, `${prefix}:check-ip`, limits.codeChecksPerIp),
    /** Counts a request that sends a code (or tells whether a login is taken) from an address. */
    async countAsker(ip: string): Promise<void> {
      await spend('per_minute_ip', codesPerIpPerMinute, ip);
      await spend('per_hour_ip', codesPerIp, ip);
    },
    /**
     * Counts a code about to be sent to a destination: per destination, per phone range and in the
     * platform's hourly budget. The last two refuse with CODE_SENDING_PAUSED.
     */
    async countSending(destination: string): Promise<void> {
      await spend('per_destination', codesPerDestination, destination);
      const range = phonePrefix(destination);
      if (range) await spend('per_prefix', codesPerPrefix, range, true);
      await spend('hourly_budget', codesPerHour, 'all', true);
    },
  };
}
