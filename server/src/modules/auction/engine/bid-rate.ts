/**
 * A flood of auto-bid changes from one user is refused with RATE_LIMITED before it reaches the Lua
 * sequencer, so one script cannot crowd out everyone else. (Bids themselves are counted per user
 * and lot by the placeBid script, in the bid's own round trip: auction.engine.ts.) Counted in Redis (rate-limiter-flexible's
 * RateLimiterRedis), so a user spreading bids over several web processes gets the same count per
 * second as on one (docs/scaling.md).
 *
 * - Each user's counter is one key, `<prefix>bid-rate:{<user id>}`: its own hash slot in a cluster.
 * - A user past the limit is refused from memory for the rest of the second (inMemoryBlock), so a
 *   flood costs this process no Redis round trip per bid.
 * - While Redis is away the insurance limiter counts in this process's memory, with the same
 *   points: no bid can be placed without Redis anyway (the sequencer lives there), so the limit
 *   only has to keep a flood off the event loop until Redis is back; a Redis error is never
 *   turned into a refusal of its own.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../../lib/app-error';
import type { Redis } from '../../../redis/connection';

export interface BidRate {
  /** Throws RATE_LIMITED when the user has spent this second's bids. */
  take(userId: string): Promise<void>;
}

export function createBidRate(options: { redis: Redis; keyPrefix: string; perSecond: number }): BidRate {
  const { redis, keyPrefix, perSecond } = options;
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points: perSecond,
    duration: 1,
    inMemoryBlockOnConsumed: perSecond + 1,
    inMemoryBlockDuration: 1,
    // Not ready (reconnecting): the insurance answers at once instead of queueing behind Redis.
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ points: perSecond, duration: 1 }),
  });
  return {
    async take(userId) {
      try {
        await limiter.consume(`{${userId}}`);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        throw new AppError('RATE_LIMITED', {
          retry_after_s: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
        });
      }
    },
  };
}
