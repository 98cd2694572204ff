/**
 * The real server in a child process for fault tests (tests/support/child-server.ts starts it):
 * booted as `npm start` boots it, from the environment the parent passes. Says `{ url }` over IPC
 * once it listens; closes cleanly on SIGTERM. A test kills it with SIGKILL to play a crash.
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
