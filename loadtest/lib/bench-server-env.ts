/**
 * The environment a benchmark gives the real server (loadtest/servers/shop.ts) on top of its own:
 * where this run's stores are, and the secrets production insists on.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { BenchServices } from './bench-database';
import { startChildServer, type ChildServer } from './child-server';

/** This run's database and Redis prefix, a free port on 127.0.0.1, and no logs in the figures. */
export function benchServerEnv(services: BenchServices): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    REDIS_PREFIX: services.redisPrefix,
    LOG_LEVEL: 'silent',
  };
}

/** What NODE_ENV=production refuses to start without: fresh secrets each run, providers never reached. */
export function productionSecrets(): Record<string, string> {
  const secret = () => randomBytes(24).toString('hex');
  return {
    CSRF_SECRET: secret(),
    ID_CLIENT_SECRET: secret(),
    ID_COOKIE_KEYS: secret(),
    ALTCHA_HMAC_KEY: secret(),
    METRICS_TOKEN: secret(),
    // Production refuses the development outbox. These addresses are the discard port: the
    // closing spike's settlement notices (won, lost) try them, are refused at once and wait for
    // the outbox's retry; no other scenario sends an SMS or e-mail.
    SMS_TRANSPORT: 'gateway',
    SMS_GATEWAY_URL: 'http://127.0.0.1:9',
    SMS_GATEWAY_EMAIL: 'bench@kimoshdi.test',
    SMS_GATEWAY_PASSWORD: secret(),
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: 'smtp://127.0.0.1:9',
    MAIL_FROM: 'bench@kimoshdi.test',
    // Production refuses test payments; the scenarios top up through the ledger, never a provider.
    PAYME_MERCHANT_ID: 'bench-merchant',
    PAYME_KEY: secret(),
    CLICK_SERVICE_ID: '30001',
    CLICK_MERCHANT_ID: '40001',
    CLICK_SECRET_KEY: secret(),
  };
}

/**
 * The real server with the demo's catalogue and live auctions seeded into this run's stores (the
 * page scenarios: first-load, lighthouse): the worker runs, so the live rooms close and tick as on
 * a deployment; the demo's bots stay off, so that runs compare.
 */
export function startDemoShop(services: BenchServices): Promise<ChildServer> {
  return startChildServer(path.resolve(import.meta.dirname, '../servers/shop.ts'), {
    ...process.env,
    ...benchServerEnv(services),
    RUN_WORKER: 'true',
    DEMO_BOTS: 'false',
    BENCH_SEED_DEMO: 'true',
  });
}
