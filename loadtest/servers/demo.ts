/**
 * The real Kimoshdi server with the demo's catalogue and live auctions, as `npm start` seeds them
 * (a browser benchmark needs pages with content and a game that is live). Booted with boot() from
 * server/src/boot.ts; reports its URL to the parent over IPC and closes cleanly on SIGTERM.
 */
import { boot } from '../../server/src/boot';
import { loadConfig } from '../../server/src/config';
import { seedDemoAuction } from '../../server/src/demo/demo-auction';
import { seedDemoCatalogue } from '../../server/src/demo/demo-catalogue';
import { createLogger } from '../../server/src/lib/logger';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const running = await boot(config, createLogger(config.LOG_LEVEL), {
    async prepare(deps) {
      const catalogue = await seedDemoCatalogue(deps.db);
      await seedDemoAuction(deps, { shiftedByMs: catalogue.outcome === 'shifted' ? catalogue.byMs : 0 });
    },
  });
  process.once('SIGTERM', () => {
    void running.close().then(() => process.exit(0));
  });
  process.send?.({ url: running.url });
}

main().catch((error: unknown) => {
  process.send?.({ error: String(error) });
  process.exit(1);
});
