/**
 * The engine's clock is Redis TIME (docs/architecture.md section 8): every decision uses it inside the
 * scripts, and what the server tells clients (ping answers, server_time) uses the same clock, so
 * countdowns agree with the close however far the web process's own clock drifts. Asking Redis
 * for every ping would cost a round trip; the offset is measured every few seconds instead.
 */
import type { Logger } from '../../../lib/logger';
import type { Redis } from '../../../redis/connection';

const REFRESH_MS = 5_000;

export interface EngineClock {
  now(): number;
  stop(): void;
}

export function createEngineClock(redis: Redis, logger: Logger): EngineClock {
  let offsetMs = 0;
  let bestRoundTrip = Number.POSITIVE_INFINITY;

  async function measure(): Promise<void> {
    try {
      const sent = Date.now();
      const [seconds, micros] = await redis.time();
      const received = Date.now();
      const roundTrip = received - sent;
      // A slow answer says little about the offset: keep the best recent sample, and let it age.
      if (roundTrip <= bestRoundTrip * 2 + 1) {
        offsetMs = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) - (sent + received) / 2;
        bestRoundTrip = Math.max(roundTrip, 1);
      } else bestRoundTrip *= 1.5;
    } catch (error) {
      logger.debug({ err: error }, 'Redis TIME failed; keeping the last offset');
    }
  }

  void measure();
  const timer = setInterval(() => void measure(), REFRESH_MS);
  timer.unref();
  return {
    now: () => Math.round(Date.now() + offsetMs),
    stop: () => clearInterval(timer),
  };
}
