import type { Logger } from '../../lib/logger';
import { duplicateRedis, type Redis } from '../../redis/connection';

/**
 * Tells every web process which sessions just ended (a sign-out elsewhere, a password change, the
 * cabinet's "end this one" and "sign out everywhere"): each forgets them from its session cache
 * and disconnects their sockets at once, instead of trusting them until the cache entry ages out.
 * Plain Redis Pub/Sub: a process that misses a message (a Redis blip) still drops the session
 * within the cache's 30 seconds, as before.
 */
export interface EndedSessionsBus {
  publish(sessionIds: readonly string[]): Promise<void>;
  /** Listens until the returned close is called. */
  subscribe(onEnded: (sessionIds: string[]) => void): Promise<() => Promise<void>>;
}

export function createEndedSessionsBus(redis: Redis, channel: string, logger: Logger): EndedSessionsBus {
  return {
    async publish(sessionIds) {
      if (sessionIds.length === 0) return;
      try {
        await redis.publish(channel, JSON.stringify(sessionIds));
      } catch (error) {
        logger.warn({ err: error }, 'could not announce ended sessions');
      }
    },
    async subscribe(onEnded) {
      const sub = duplicateRedis(redis, { enableAutoPipelining: false, maxRetriesPerRequest: null });
      sub.on('error', (error: Error) => logger.warn({ err: error }, 'ended sessions redis error'));
      sub.on('message', (from: string, message: string) => {
        if (from !== channel) return;
        try {
          const ids: unknown = JSON.parse(message);
          if (Array.isArray(ids)) onEnded(ids.filter((id): id is string => typeof id === 'string'));
        } catch (error) {
          logger.warn({ err: error }, 'unreadable ended sessions message');
        }
      });
      await sub.subscribe(channel);
      return async () => {
        await Promise.allSettled([sub.unsubscribe(channel)]);
        await Promise.allSettled([sub.quit()]);
      };
    },
  };
}
