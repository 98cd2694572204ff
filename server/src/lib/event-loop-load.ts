/**
 * How busy this process's event loop is, for work that can wait a little: the notices' SMS and
 * e-mails yield to the settlements and payments of a closing spike (issue 25, docs/decisions.md
 * "The closing spike's mail"). The cabinet message itself is written with the
 * sale; only its copies on other channels wait, and never longer than a bound.
 */
import { performance } from 'node:perf_hooks';

/** Busy: the event loop ran this share of the last second or more. */
export const BUSY_UTILIZATION = 0.9;

export interface LoopLoad {
  /** Whether the loop was busy over its last measured second. */
  busy(): boolean;
  stop(): void;
}

/**
 * Measures the loop's utilization each `everyMs` (a timer late behind a busy loop still measures
 * the whole time since the last).
 */
export function watchLoopLoad({ everyMs = 1_000, threshold = BUSY_UTILIZATION } = {}): LoopLoad {
  let last = performance.eventLoopUtilization();
  let utilization = 0;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    utilization = performance.eventLoopUtilization(now, last).utilization;
    last = now;
  }, everyMs);
  timer.unref();
  return { busy: () => utilization >= threshold, stop: () => clearInterval(timer) };
}

export interface Yielding {
  /** Whether the work should wait now: busy, and not yet waiting `maxHoldMs` in a row. */
  holds(now?: number): boolean;
}

/**
 * Work that waits while the loop is busy, for at most `maxHoldMs` of one busy stretch: past that
 * it goes on, busy or not, until the loop has calmed once (so a loop busy for good delays it by
 * the bound, never starves it).
 */
export function yieldWhileBusy(load: Pick<LoopLoad, 'busy'>, maxHoldMs: number): Yielding {
  let heldSince: number | undefined;
  return {
    holds(now = Date.now()) {
      if (!load.busy()) {
        heldSince = undefined;
        return false;
      }
      heldSince ??= now;
      return now - heldSince < maxHoldMs;
    },
  };
}
