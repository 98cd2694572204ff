/**
 * The demo bots' switch (the bots themselves are in demo/): a Redis key, so the operator's call
 * reaches every web process. Here, below the HTTP route and the bots, so neither imports the other.
 */
import type { Redis } from '../../redis/connection';
import type { Keys } from '../../redis/keys';

/** The runtime switch, shared by every process on the same Redis. */
export interface DemoBotsSwitch {
  enabled(): Promise<boolean>;
  set(on: boolean): Promise<boolean>;
}

export function demoBotsSwitch(redis: Redis, allKeys: Keys): DemoBotsSwitch {
  const keys = allKeys.demoBots;
  return {
    enabled: async () => (await redis.get(keys.enabled)) === '1',
    async set(on) {
      if (on) await redis.set(keys.enabled, '1');
      else await redis.del(keys.enabled);
      return on;
    },
  };
}
