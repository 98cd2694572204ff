import type { ContactMessage, Language } from '@kimoshdi/shared';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Challenges, FreeUses } from '../../lib/challenge';
import type { Redis } from '../../redis/connection';
import { insertContactMessage } from './contact.repository';

/** A person writes a few messages; a script writes hundreds. Per client address, per 10 minutes. */
export const CONTACT_LIMIT = { points: 5, durationSeconds: 600 } as const;

interface ContactDeps {
  db: Database;
  redis: Redis;
  redisPrefix: string;
  /**
   * The proof-of-work challenge after an address's free messages of the hour (issue 24): a script
   * pays CPU time per message, a person's page solves it unseen. Without it: no challenge.
   */
  challenge?: { challenges: Challenges; freeUses: FreeUses };
}

export function createContactService({ db, redis, redisPrefix, challenge }: ContactDeps) {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${redisPrefix}rl:contact`,
    points: CONTACT_LIMIT.points,
    duration: CONTACT_LIMIT.durationSeconds,
    // If Redis is away, limit per process rather than not at all.
    insuranceLimiter: new RateLimiterMemory({
      points: CONTACT_LIMIT.points,
      duration: CONTACT_LIMIT.durationSeconds,
    }),
  });

  return {
    async send(input: ContactMessage, lang: Language, clientKey: string) {
      // Checked first: a refused message neither counts nor is stored.
      if (challenge && (await challenge.freeUses.exhausted(clientKey))) {
        await challenge.challenges.demand(input.altcha);
      }
      try {
        await limiter.consume(clientKey);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          throw new AppError('RATE_LIMITED', { retry_after_s: Math.ceil(rejection.msBeforeNext / 1000) });
        }
        throw rejection;
      }
      await challenge?.freeUses.count(clientKey);
      const id = await insertContactMessage(db, {
        name: input.name,
        phone: input.phone ?? null,
        email: input.email ?? null,
        message: input.message,
        lang,
      });
      return { id };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
