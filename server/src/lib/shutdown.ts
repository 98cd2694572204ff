import type { Logger } from './logger';

// Long enough for in-flight requests and a running job to finish; short enough for orchestrators.
const SHUTDOWN_TIMEOUT_MS = 15_000;
// A launcher (npm, tsx) passes the terminal's Ctrl-C on again within milliseconds: such repeats must
// not cut the shutdown short. A signal this long after the first one is a person insisting.
const FORCE_AFTER_MS = 3_000;

/**
 * On SIGTERM or SIGINT, runs the closers in order (stop accepting first, close connections last)
 * and exits; if they hang, exits anyway after a timeout. Repeated signals are ignored unless they
 * come FORCE_AFTER_MS after the first one, which then forces an exit.
 */
export function closeOnSignals(
  logger: Logger,
  closers: (() => Promise<unknown>)[],
  /** drainMs: how long the first closer waits before it closes anything (SHUTDOWN_DRAIN_MS), on top of the timeout. */
  options: { drainMs?: number } = {},
): void {
  let closingSince: number | undefined;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closingSince !== undefined) {
      if (Date.now() - closingSince < FORCE_AFTER_MS) {
        logger.info({ signal }, 'already shutting down');
        return;
      }
      logger.error({ signal }, 'shutdown forced by a repeated signal, exiting');
      logger.flush?.();
      process.exit(1);
    }
    closingSince = Date.now();
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(
      () => {
        logger.error('shutdown timed out, exiting');
        process.exit(1);
      },
      SHUTDOWN_TIMEOUT_MS + (options.drainMs ?? 0),
    );
    timer.unref();
    let code = 0;
    for (const close of closers) {
      try {
        await close();
      } catch (error) {
        code = 1;
        logger.error({ err: error }, 'error while shutting down');
      }
    }
    logger.info('stopped');
    logger.flush?.();
    process.exit(code);
  };
  // `on`, not `once`: with no listener left, a repeated signal would kill the process mid-shutdown.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
