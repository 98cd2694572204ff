/**
 * The proof-of-work challenge (ALTCHA's open protocol, altcha-lib): the server signs a random salt
 * and the SHA-256 of salt + a secret number up to `maxNumber`; the client finds the number by trying
 * them all. It costs a script that sends codes in bulk CPU time per request and costs a person
 * nothing to do (the page solves it in the background), and no outside service sees anyone.
 *
 * A solution is accepted once: its signature is remembered in Redis until the challenge expires, so
 * one solved challenge cannot be replayed for a batch of requests.
 */
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import type { Redis } from '../redis/connection';
import { AppError } from './app-error';

export type { Challenge };

/** A challenge is solved and sent within this time, or it is refused. */
export const CHALLENGE_TTL_SECONDS = 10 * 60;

export interface ChallengeDeps {
  redis: Redis;
  redisPrefix: string;
  hmacKey: string;
  /** The difficulty: the largest number the client may have to try. */
  maxNumber: number;
}

export function createChallenges({ redis, redisPrefix, hmacKey, maxNumber }: ChallengeDeps) {
  const challenges = {
    /** A fresh signed challenge for a page to solve. */
    create(): Promise<Challenge> {
      return createChallenge({
        hmacKey,
        maxNumber,
        expires: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
      });
    },

    /**
     * True for a solution of a challenge this server signed, not expired and never used before.
     * The payload is ALTCHA's: base64 of JSON {algorithm, challenge, number, salt, signature}.
     */
    async verify(payload: string): Promise<boolean> {
      if (payload.length === 0 || payload.length > 2000) return false;
      let signature: unknown;
      try {
        signature = (JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown })
          .signature;
      } catch {
        return false;
      }
      if (typeof signature !== 'string' || !(await verifySolution(payload, hmacKey, true))) return false;
      const first = await redis.set(
        `${redisPrefix}challenge-used:${signature}`,
        '1',
        'EX',
        CHALLENGE_TTL_SECONDS,
        'NX',
      );
      return first === 'OK';
    },

    /**
     * Lets a request that must carry a solution through only with one `verify` accepts:
     * CHALLENGE_REQUIRED (428) without one, CHALLENGE_FAILED (400) for a forged, expired or
     * replayed one. The caller checks this before it counts or stores anything.
     */
    async demand(solution: string | undefined): Promise<void> {
      if (!solution) throw new AppError('CHALLENGE_REQUIRED');
      if (!(await challenges.verify(solution))) throw new AppError('CHALLENGE_FAILED');
    },
  };
  return challenges;
}

export type Challenges = ReturnType<typeof createChallenges>;

export interface FreeUsesDeps {
  redis: Redis;
  /** The counters' key prefix, e.g. `${REDIS_PREFIX}challenge-free:contact`. */
  keyPrefix: string;
  /** Uses a key gets in the window before each further one needs the challenge. */
  free: number;
  windowSeconds?: number;
}

/**
 * Counts uses (a contact message, a code) per key (an address, a user) in a window: the first
 * `free` cost nothing, the rest need the challenge. Only the counting: `Challenges.demand` checks.
 */
export function createFreeUses({ redis, keyPrefix, free, windowSeconds = 60 * 60 }: FreeUsesDeps) {
  const keyOf = (key: string) => `${keyPrefix}:${key}`;
  return {
    /** True when any of the keys has used its free uses of the window. */
    async exhausted(...keys: string[]): Promise<boolean> {
      const counts = await Promise.all(keys.map((key) => redis.get(keyOf(key))));
      return counts.some((count) => Number(count ?? 0) >= free);
    },

    /** Counts one use of each key; the window starts with a key's first use. */
    async count(...keys: string[]): Promise<void> {
      for (const key of keys) {
        await redis.set(keyOf(key), '0', 'EX', windowSeconds, 'NX');
        await redis.incr(keyOf(key));
      }
    },
  };
}

export type FreeUses = ReturnType<typeof createFreeUses>;
