import cluster from 'node:cluster';
import { once } from 'node:events';
import type { Server } from 'node:http';
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { createApp, securityHeaderOptions } from './app';
import { withFastBid } from './http/fast-bid';
import { withDirectRoutes } from './http/middleware/direct-routes';
import { appMessageClasses } from './http/app-messages';
import { startOpsServer, type OpsServer } from './http/ops/ops-server';
import { DEVELOPMENT_METRICS_TOKEN, loadConfig, type Config } from './config';
import { migrateToLatest } from './db/migrate';
import { seedReferenceData } from './db/seed';
import { createDeps, type Deps } from './deps';
import { scheduleRepeatingJobs } from './redis/queues';
import { startWorker } from './jobs/worker';
import { createLogger, type Logger } from './lib/logger';
import { attachGameGateway, type GameGateway } from './realtime/socket-server';
import { startDemoBots } from './demo/demo-bots';
import { liveAuctionRows } from './modules/auction/room/live-board';
import { startReconciler } from './modules/auction/engine/reconciler';
import { closeOnSignals } from './lib/shutdown';
import { startErrorTracking, stopErrorTracking } from './infra/error-tracking';

export interface Running {
  deps: Deps;
  server: Server;
  /** The game's Socket.IO gateway on the same server. */
  gateway: GameGateway;
  url: string;
  /** /metrics, /healthz and /readyz on METRICS_PORT, when it is set. */
  opsUrl?: string;
  /**
   * Turns readiness 503, waits SHUTDOWN_DRAIN_MS, stops accepting, lets in-flight requests finish,
   * then closes the worker, queues, Redis and PostgreSQL.
   */
  close(): Promise<void>;
}

/** What `prepare` left running: work its deps must stay open for (the demo's photos). */
export interface Prepared {
  background: Promise<unknown>;
}

export interface BootOptions {
  /**
   * Runs once the schema is migrated, before the worker and the server start (npm start seeds its
   * demo here, so no job sees the demo's times before they are moved to now).
   */
  prepare?: (deps: Deps) => Promise<Prepared | void>;
  /**
   * One of several web processes on one port (web-processes.ts): its number, sent back as
   * `X-Kimoshdi-Process` on every HTTP answer so an operator (and the tests) see who answered.
   */
  webProcess?: number;
}

/**
 * Brings a web process up: schema migrated and reference data seeded (unless MIGRATE_AT_START is
 * off), repeating jobs scheduled, the HTTP server listening and (if configured) the worker running
 * in the same process.
 */
export async function boot(
  config: Config,
  logger: Logger = createLogger(config.LOG_LEVEL),
  options: BootOptions = {},
): Promise<Running> {
  const deps = createDeps(config, logger);
  startErrorTracking(config, logger);
  let ops: OpsServer | undefined;
  try {
    // Up before the migrations: its /readyz answers 503 until they are done. One of several web
    // processes leaves METRICS_PORT to the primary, which adds them all up (web-processes.ts).
    if (config.METRICS_PORT !== undefined && !cluster.isWorker) {
      ops = await startOpsServer(deps, config.METRICS_PORT);
    }
    await prepareDeployment(deps, options);
  } catch (error) {
    await ops?.close();
    await deps.close();
    throw error;
  }
  const worker = config.RUN_WORKER ? startWorker(deps) : undefined;
  // The bid fast path (http/fast-bid.ts), then the app's compiled paths, in front of Express.
  const app = createApp(deps);
  const handler = withFastBid(deps, withDirectRoutes(app), securityHeaderOptions(config));
  const { webProcess } = options;
  const server = createServer(appMessageClasses(app), (req, res) => {
    // Draining (close() below): every answer ends its connection, so the proxy's kept connections
    // leave this process before it stops accepting and no request is sent on one it is closing.
    if (deps.health.shuttingDown) res.setHeader('Connection', 'close');
    if (webProcess !== undefined) res.setHeader('X-Kimoshdi-Process', String(webProcess));
    handler(req, res);
  }).listen(config.PORT, config.HOST);
  const gateway = attachGameGateway(server, deps, (lang) =>
    liveAuctionRows({ ...deps, engine: deps.auction.engine }, lang),
  );
  const reconciler = startReconciler({
    ...deps,
    now: () => deps.auction.engine.now(),
    writer: deps.auction.engine.writer,
  });
  // The demo's bots (demo/demo-bots.ts): idle unless switched on; never in production.
  const bots =
    config.NODE_ENV === 'production'
      ? undefined
      : startDemoBots({ ...deps, engine: deps.auction.engine, presence: deps.auction.presence });
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`;
  logger.info({ url }, 'Kimoshdi is listening');
  logMetricsPlace(logger, config, ops ? `${ops.url}/metrics` : `${url}/metrics`);

  return {
    deps,
    server,
    gateway,
    url,
    ...(ops ? { opsUrl: ops.url } : {}),
    async close() {
      // Unready first: a load balancer stops sending while connections still answer.
      deps.health.beginShutdown();
      if (config.SHUTDOWN_DRAIN_MS > 0) await sleep(config.SHUTDOWN_DRAIN_MS);
      await bots?.stop();
      reconciler.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Sockets go first: open game connections would keep the server from closing.
      await gateway.close();
      await closed;
      await worker?.close();
      await ops?.close();
      await deps.close();
      await stopErrorTracking();
    },
  };
}

/**
 * What runs once before web processes serve: the schema migrated and reference data seeded (unless
 * MIGRATE_AT_START is off: a one-shot step did it, or the primary of several web processes),
 * repeating jobs scheduled, then `options.prepare` (npm start's demo).
 */
export async function prepareDeployment(deps: Deps, options: BootOptions = {}): Promise<Prepared> {
  if (deps.config.MIGRATE_AT_START) {
    await migrateToLatest(deps.db);
    await seedReferenceData(deps.db);
  }
  await scheduleRepeatingJobs(deps.queues);
  // The BHM and the working-day overrides before anything computes with them (the demo's seed
  // included), and again after it, which may have written some.
  await deps.calendar.start();
  const prepared = await options.prepare?.(deps);
  if (options.prepare) await deps.calendar.refresh();
  return { background: prepared?.background ?? Promise.resolve() };
}

/** Where to scrape; the development token is printed, a real one never is. */
function logMetricsPlace(logger: Logger, config: Config, metricsUrl: string): void {
  if (config.metricsToken === DEVELOPMENT_METRICS_TOKEN) {
    logger.info(
      `Metrics: curl -H "Authorization: Bearer ${DEVELOPMENT_METRICS_TOKEN}" ${metricsUrl} (the development token; set METRICS_TOKEN or METRICS_PORT in production)`,
    );
  } else {
    logger.info(
      { metrics: metricsUrl, token: config.metricsToken ? 'METRICS_TOKEN' : 'none' },
      'Prometheus metrics',
    );
  }
}

/** The process entry used by main.ts and start.ts: boot, then close cleanly on SIGTERM/SIGINT. */
export async function runProcess(
  env: NodeJS.ProcessEnv = process.env,
  afterClose: (() => Promise<unknown>)[] = [],
  options: BootOptions = {},
): Promise<Running> {
  const config = loadConfig(env);
  const logger = createLogger(config.LOG_LEVEL, {
    format: config.LOG_FORMAT,
    production: config.NODE_ENV === 'production',
    showPid: config.WEB_PROCESSES > 1,
  });
  const running = await boot(config, logger, options);
  closeOnSignals(logger, [() => running.close(), ...afterClose], {
    drainMs: config.SHUTDOWN_DRAIN_MS,
  });
  return running;
}
