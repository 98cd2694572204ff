/**
 * A task on a plain timer: at most one run at a time (a slow run is not overtaken by the next
 * tick), its failure logged, and `stop` waits for the run in flight. The worker's safety nets use
 * it instead of BullMQ schedules, which live in Redis and would go with a Redis flush.
 */
import type { Logger } from '../lib/logger';

export function startIntervalTask(
  run: () => Promise<unknown>,
  { everyMs, logger, name }: { everyMs: number; logger: Logger; name: string },
): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = run()
      .catch((error: unknown) => logger.error({ err: error }, `${name} failed`))
      .finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
