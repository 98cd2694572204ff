/**
 * The counters of sending and checking one-time codes, shared by every flow that sends one
 * (registration, the cabinet's contact change): a destination, an address, a phone range and the
 * platform's hourly budget are each limited across all of them.
 */
import { AppError } from '../../lib/app-error';
import { createLimiter, type Limit, type Limiter } from '../../lib/limiter';
import { codeLimitRefusals, type CodeLimitName } from '../../lib/metrics';
import type { Redis } from '../../redis/connection';

/** The limits of codes (their values: identity's IDENTITY_LIMITS, some set by the configuration). */
export interface CodeLimits {
  codesPerIp: Limit;
  codesPerIpPerMinute: Limit;
  codesPerDestination: Limit;
  codesPerPrefix: Limit;
  codesPerHour: Limit;
  codeChecksPerIp: Limit;
}

/** The range of a phone number for its budget: all but the last 4 digits (+998 90 123). */
export function phonePrefix(destination: string): string | undefined {
  return /^\+\d{12}$/.test(destination) ? destination.slice(0, -4) : undefined;
}

/**
 * The counters of sending and checking codes, under Kimoshdi ID's keys (the first flow that sent codes): a destination or an address
 * is limited across every flow that sends codes (registration, the cabinet's contact change).
 * Each refusal of a sending limit is counted in kimoshdi_id_code_limit_refusals_total.
 */
export function createCodeLimiters(redis: Redis, redisPrefix: string, limits: CodeLimits) {
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
