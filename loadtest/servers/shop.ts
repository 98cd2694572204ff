/**
 * The real Kimoshdi server for a benchmark, booted exactly as `npm start` boots it (boot() from
 * server/src/boot.ts) with the environment the harness passes in. BENCH_SEED_DEMO=true first seeds
 * the demo's catalogue and live auctions as `npm start` does (a browser benchmark needs pages with
 * content and a game that is live). Reports its URL to the parent over IPC and closes cleanly on
 * SIGTERM.
 */
import { boot } from '../../server/src/boot';
import { loadConfig } from '../../server/src/config';
import type { Deps } from '../../server/src/deps';
import { seedDemoAuction } from '../../server/src/demo/demo-auction';
import { seedDemoCatalogue } from '../../server/src/demo/demo-catalogue';
import { createLogger } from '../../server/src/lib/logger';

async function seedDemo(deps: Deps): Promise<void> {
  const catalogue = await seedDemoCatalogue(deps.db);
  await seedDemoAuction(deps, { shiftedByMs: catalogue.outcome === 'shifted' ? catalogue.byMs : 0 });
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const prepare = process.env.BENCH_SEED_DEMO === 'true' ? seedDemo : undefined;
  const running = await boot(config, createLogger(config.LOG_LEVEL), prepare ? { prepare } : undefined);
  process.once('SIGTERM', () => {
    void running.close().then(() => process.exit(0));
  });
  process.send?.({ url: running.url });
}

main().catch((error: unknown) => {
  process.send?.({ error: String(error) });
  process.exit(1);
});
