/**
 * The real Kimoshdi server for a benchmark, booted exactly as `npm start` boots it (boot() from
 * server/src/boot.ts) with the environment the harness passes in. Reports its URL to the parent
 * over IPC and closes cleanly on SIGTERM.
 */
import { boot } from '../../server/src/boot';
import { loadConfig } from '../../server/src/config';
import { createLogger } from '../../server/src/lib/logger';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const running = await boot(config, createLogger(config.LOG_LEVEL));
  process.once('SIGTERM', () => {
    void running.close().then(() => process.exit(0));
  });
  process.send?.({ url: running.url });
}

main().catch((error: unknown) => {
  process.send?.({ error: String(error) });
  process.exit(1);
});
