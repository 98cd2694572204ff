import type { Logger } from '../lib/logger';
import type { Redis } from '../redis/connection';

export const HEARTBEAT_EVERY_MS = 5_000;
/** Three beats missed: the key expires and web processes that rely on a worker turn unready. */
export const HEARTBEAT_TTL_MS = 15_000;

/**
 * A running worker's sign of life for the web processes that leave their jobs to it (RUN_WORKER=false,
 * lib/health.ts): "alive at" in one key shared by all workers, so any one of them keeps it fresh. On
 * stop the key is left to expire: another worker may still be beating.
 */
export function startHeartbeat(redis: Redis, key: string, logger: Logger): { stop(): void } {
  const beat = () => {
    redis.set(key, String(Date.now()), 'PX', HEARTBEAT_TTL_MS).catch((error: unknown) =>
      // Redis away: readiness reports it; the next beat tries again.
      logger.debug({ err: error }, 'worker heartbeat not written'),
    );
  };
  beat();
  const timer = setInterval(beat, HEARTBEAT_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
