/**
 * A flood of bids from one user is refused with RATE_LIMITED before it reaches Redis, so one
 * script cannot crowd out everyone else. In memory per process: the limit guards this process's
 * event loop, and a user's socket stays on one process.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../../lib/app-error';

export interface BidRate {
  /** Throws RATE_LIMITED when the user has spent this second's bids. */
  take(userId: string): Promise<void>;
}

export function createBidRate(perSecond: number): BidRate {
  const limiter = new RateLimiterMemory({ points: perSecond, duration: 1 });
  return {
    async take(userId) {
      try {
        await limiter.consume(userId);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        throw new AppError('RATE_LIMITED', { retry_after_s: 1 });
      }
    },
  };
}
