import type { Logger } from './logger';

// Long enough for in-flight requests and a running job to finish; short enough for orchestrators.
const SHUTDOWN_TIMEOUT_MS = 15_000;

/**
 * On SIGTERM or SIGINT, runs the closers in order (stop accepting first, close connections last)
 * and exits; if they hang, exits anyway after a timeout.
 */
export function closeOnSignals(logger: Logger, closers: (() => Promise<unknown>)[]): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown timed out, exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
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
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}
