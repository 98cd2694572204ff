import type { Redis } from '../../redis/connection';
import type { Keys } from '../../redis/keys';

// A day's HyperLogLog lives a few days: long enough for the roll-up to copy its final count
// into PostgreSQL, which is the record.
const DAY_KEY_TTL_SECONDS = 3 * 24 * 60 * 60;

export async function addVisitor(redis: Redis, keys: Keys, day: string, visitorId: string): Promise<void> {
  const key = keys.visitorsDay(day);
  await Promise.all([redis.pfadd(key, visitorId), redis.expire(key, DAY_KEY_TTL_SECONDS)]);
}

export async function countVisitors(redis: Redis, keys: Keys, day: string): Promise<number> {
  return redis.pfcount(keys.visitorsDay(day));
}
