import { Redis, type RedisOptions } from 'ioredis';

export type { Redis };

/**
 * The one way the server opens a Redis connection. `maxRetriesPerRequest: null` is what BullMQ
 * requires of its connections; our own commands get a bounded retry so a request fails fast
 * (and answers 503) instead of hanging while Redis is away.
 */
export function createRedis(url: string, purpose: 'commands' | 'bullmq', options: RedisOptions = {}): Redis {
  return new Redis(url, {
    connectionName: `kimoshdi:${purpose}`,
    maxRetriesPerRequest: purpose === 'bullmq' ? null : 2,
    enableAutoPipelining: purpose === 'commands',
    lazyConnect: false,
    ...options,
  });
}
