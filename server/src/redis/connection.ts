import { Cluster, Redis as SingleRedis, type ClusterOptions, type RedisOptions } from 'ioredis';
import type { RedisNode } from '../config';
import { holdForTurn } from './turn-writes';

/** One Redis or a Redis Cluster: the commands the server uses exist on both. */
export type Redis = SingleRedis | Cluster;

/** Where Redis is: a URL, or a URL (credentials, TLS) with a cluster's seed nodes (REDIS_CLUSTER_NODES). */
export interface RedisTarget {
  url: string;
  cluster?: RedisNode[] | undefined;
}

export type RedisPurpose = 'commands' | 'bullmq';

/**
 * Commands written to Redis in their own turn rather than gathered into the next auto-pipeline:
 * the bid's script (redis/lua, `aukPlaceBid`; a turn's scripts leave in one write, sendWithTurn).
 * ioredis sends an auto-pipeline at the event loop's next check phase and runs one at a time per
 * node, so a bid's round trip also waited for the loop's pending I/O and for the previous
 * pipeline's answer; a storm's bids at the price on its way wait for this answer, and every ack of
 * a morning of lots follows it (docs/decisions.md "The bid's script sent at once").
 */
export const SENT_AT_ONCE: readonly string[] = ['aukPlaceBid'];

/**
 * The one way the server opens a Redis connection. `maxRetriesPerRequest: null` is what BullMQ
 * requires of its connections; our own commands get a bounded retry so a request fails fast
 * (and answers 503) instead of hanging while Redis is away. With cluster nodes it is an ioredis
 * Cluster: every key a command or Lua script touches at once shares a hash tag (redis/keys.ts).
 */
export function createRedis(target: string, purpose: RedisPurpose, options?: RedisOptions): SingleRedis;
export function createRedis(
  target: string | RedisTarget,
  purpose: RedisPurpose,
  options?: RedisOptions,
): Redis;
export function createRedis(
  target: string | RedisTarget,
  purpose: RedisPurpose,
  options: RedisOptions = {},
): Redis {
  const { url, cluster } = typeof target === 'string' ? { url: target, cluster: undefined } : target;
  const redisOptions: RedisOptions = {
    connectionName: `kimoshdi:${purpose}`,
    maxRetriesPerRequest: purpose === 'bullmq' ? null : 2,
    enableAutoPipelining: purpose === 'commands',
    autoPipeliningIgnoredCommands: purpose === 'commands' ? [...SENT_AT_ONCE] : [],
    lazyConnect: false,
    ...options,
  };
  if (!cluster) return new SingleRedis(url, redisOptions);
  return new Cluster(cluster, clusterOptions(url, redisOptions));
}

/** Credentials and TLS of REDIS_URL for every node; ioredis Cluster takes them per node. */
function clusterOptions(url: string, redisOptions: RedisOptions): ClusterOptions {
  const parsed = new URL(url);
  const { enableAutoPipelining, autoPipeliningIgnoredCommands, ...perNode } = redisOptions;
  return {
    enableAutoPipelining,
    ...(autoPipeliningIgnoredCommands ? { autoPipeliningIgnoredCommands } : {}),
    redisOptions: {
      ...perNode,
      ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
      ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
      ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
    },
  };
}

/**
 * The command about to be sent goes out with the others of this turn, in one socket write
 * (redis/turn-writes.ts). A cluster's commands go to several nodes' sockets: sent as they come.
 */
export function sendWithTurn(redis: Redis): void {
  if (!isCluster(redis)) holdForTurn(redis.stream);
}

/** Every command of the connection goes out with the others of its turn (a publisher's). */
export function sendEveryCommandWithTurn(redis: Redis): void {
  if (isCluster(redis)) return;
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = (...args: Parameters<typeof send>) => {
    holdForTurn(redis.stream);
    return send(...args);
  };
}

export function isCluster(redis: Redis): redis is Cluster {
  return redis instanceof Cluster;
}

/**
 * A second connection like `redis` (a subscriber must have its own). In a cluster `sharded` gives
 * it one subscriber per master, which SSUBSCRIBE (sharded Pub/Sub) needs.
 */
export function duplicateRedis(redis: Redis, options: RedisOptions & { sharded?: boolean } = {}): Redis {
  const { sharded = false, ...redisOptions } = options;
  if (!isCluster(redis)) return redis.duplicate(redisOptions);
  const { enableAutoPipelining, ...perNode } = redisOptions;
  return redis.duplicate(undefined, {
    ...(enableAutoPipelining === undefined ? {} : { enableAutoPipelining }),
    ...(sharded ? { shardedSubscribers: true } : {}),
    redisOptions: { ...redis.options.redisOptions, ...perNode },
  });
}
