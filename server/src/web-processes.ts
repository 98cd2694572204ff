/**
 * WEB_PROCESSES > 1: several web processes on one port with node's cluster (docs/scaling.md). The
 * primary serves no request: it migrates and seeds once, forks the web processes (each one the
 * whole boot.ts, the first with the worker when RUN_WORKER is on), forks a new one when one dies,
 * and stops them all on SIGTERM/SIGINT. The game's sockets are WebSocket only, so a connection
 * stays on the process that accepted it and no sticky sessions are needed; what processes share
 * (rooms, presence, the bid rate) goes through Redis.
 *
 * Metrics: /metrics adds up every web process's registry (prom-client's AggregatorRegistry on the
 * primary, asked over the cluster's IPC), on METRICS_PORT served by the primary, on PORT by
 * whichever process takes the request. /readyz on PORT is that process's own; on METRICS_PORT the
 * primary's answer is ready only when every web process is.
 */
import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import express from 'express';
import { AggregatorRegistry } from 'prom-client';
import { prepareDeployment, runProcess, type BootOptions, type Prepared } from './boot';
import { createDeps } from './deps';
import { getHealthz } from './http/ops/health';
import { requireMetricsToken } from './http/ops/metrics';
import { loadConfig, type Config } from './config';
import { createLogger } from './lib/logger';
import type { Readiness } from './lib/health';
import { readMetricsJson, registry, renderMetricsWith } from './lib/metrics';
import { closeOnSignals } from './lib/shutdown';

/** How long the primary waits for a web process's answer over IPC (a metric reading, readiness). */
const ASK_TIMEOUT_MS = 5_000;
/** A web process that dies sooner than this after its start is not forked again (a crash loop). */
const MIN_LIFE_MS = 10_000;
const STOP_TIMEOUT_MS = 20_000;

type Message =
  | { kimoshdi: 'listening'; url: string }
  | { kimoshdi: 'ask'; id: number; what: 'metrics' | 'readiness' }
  | { kimoshdi: 'answer'; id: number; value: unknown }
  | { kimoshdi: 'aggregate'; id: number }
  | { kimoshdi: 'aggregated'; id: number; text?: string; error?: string };

function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && 'kimoshdi' in value;
}

/** `npm start` and main.ts: one process, or (WEB_PROCESSES > 1) the primary or a forked web process. */
export async function runWebProcesses(
  env: NodeJS.ProcessEnv,
  afterClose: (() => Promise<unknown>)[] = [],
  options: BootOptions = {},
): Promise<void> {
  const config = loadConfig(env);
  if (config.WEB_PROCESSES === 1) {
    await runProcess(env, afterClose, options);
    return;
  }
  if (cluster.isWorker) {
    await runForkedWebProcess();
    return;
  }
  await runPrimary(env, config, afterClose, options);
}

async function runPrimary(
  env: NodeJS.ProcessEnv,
  config: Config,
  afterClose: (() => Promise<unknown>)[],
  options: BootOptions,
): Promise<void> {
  const logger = createLogger(config.LOG_LEVEL, {
    format: config.LOG_FORMAT,
    production: config.NODE_ENV === 'production',
    showPid: true,
  });
  // Once, before any web process starts: they do not migrate or seed (MIGRATE_AT_START=false).
  const deps = createDeps(config, logger);
  let prepared: Prepared;
  try {
    prepared = await prepareDeployment(deps, options);
  } catch (error) {
    await deps.close();
    throw error;
  }
  // What the preparation left running (the demo's photos) keeps its connections until it ends;
  // the web processes need not wait for it.
  void prepared.background
    .finally(() => deps.close())
    .catch((error: unknown) =>
      logger.warn({ err: error }, 'the preparation could not close its connections'),
    );

  let stopping = false;
  const asks = new Map<number, (value: unknown) => void>();
  let nextId = 1;
  const listening = new Map<number, string>();

  const fork = (index: number): Worker => {
    const worker = cluster.fork({
      ...env,
      MIGRATE_AT_START: 'false',
      // The BullMQ worker runs once, in the first web process (production runs it apart).
      RUN_WORKER: index === 0 && config.RUN_WORKER ? 'true' : 'false',
      KIMOSHDI_WEB_PROCESS: String(index + 1),
    });
    const startedAt = Date.now();
    worker.on('message', (message: unknown) => {
      if (!isMessage(message)) return;
      if (message.kimoshdi === 'listening') listening.set(worker.id, message.url);
      else if (message.kimoshdi === 'answer') asks.get(message.id)?.(message.value);
      else if (message.kimoshdi === 'aggregate') {
        aggregate().then(
          (text) => worker.send({ kimoshdi: 'aggregated', id: message.id, text } satisfies Message),
          (error: unknown) =>
            worker.send({ kimoshdi: 'aggregated', id: message.id, error: String(error) } satisfies Message),
        );
      }
    });
    worker.on('exit', (code, signal) => {
      listening.delete(worker.id);
      if (stopping) return;
      const early = Date.now() - startedAt < MIN_LIFE_MS;
      logger.error(
        { web_process: index + 1, pid: worker.process.pid, code, signal, again: !early },
        'a web process exited',
      );
      if (early) {
        logger.error('web processes die as they start: stopping the platform');
        process.kill(process.pid, 'SIGTERM');
      } else workers[index] = fork(index);
    });
    return worker;
  };

  /** Asks every live web process; those that do not answer in time are left out (undefined). */
  const askAll = (what: 'metrics' | 'readiness'): Promise<unknown[]> =>
    Promise.all(
      workers.map(
        (worker) =>
          new Promise<unknown>((resolve) => {
            if (!worker.isConnected()) return resolve(undefined);
            const id = nextId++;
            const timer = setTimeout(() => {
              asks.delete(id);
              resolve(undefined);
            }, ASK_TIMEOUT_MS);
            asks.set(id, (value) => {
              clearTimeout(timer);
              asks.delete(id);
              resolve(value);
            });
            worker.send({ kimoshdi: 'ask', id, what } satisfies Message);
          }),
      ),
    );

  const aggregate = async (): Promise<string> => {
    const readings = (await askAll('metrics')).filter((reading) => reading !== undefined);
    return AggregatorRegistry.aggregate(
      readings as Parameters<typeof AggregatorRegistry.aggregate>[0],
    ).metrics();
  };

  const workers = Array.from({ length: config.WEB_PROCESSES }, (_, index) => fork(index));
  const ops =
    config.METRICS_PORT === undefined ? undefined : await startPrimaryOps(config, askAll, aggregate);

  const stopWorkers = async () => {
    stopping = true;
    await Promise.all(
      workers.map(async (worker) => {
        if (worker.isDead()) return;
        const exited = once(worker, 'exit');
        worker.process.kill('SIGTERM');
        const timer = setTimeout(
          () => worker.process.kill('SIGKILL'),
          STOP_TIMEOUT_MS + config.SHUTDOWN_DRAIN_MS,
        );
        await exited;
        clearTimeout(timer);
      }),
    );
  };
  closeOnSignals(logger, [stopWorkers, async () => ops?.close(), ...afterClose], {
    drainMs: config.SHUTDOWN_DRAIN_MS,
  });

  // Up when every web process listens (they share PORT, so any one's URL is the platform's).
  await new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (listening.size < config.WEB_PROCESSES) return;
      clearInterval(check);
      resolve();
    }, 50);
  });
  const url = [...listening.values()][0];
  logger.info(
    { url, web_processes: config.WEB_PROCESSES, pids: workers.map((worker) => worker.process.pid) },
    'Kimoshdi is listening with several web processes',
  );
  process.send?.({ url, pids: workers.map((worker) => worker.process.pid) });
}

/** The primary's /healthz, /readyz (all web processes) and /metrics (added up) on METRICS_PORT. */
async function startPrimaryOps(
  config: Config,
  askAll: (what: 'metrics' | 'readiness') => Promise<unknown[]>,
  aggregate: () => Promise<string>,
): Promise<{ close(): Promise<void> }> {
  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', getHealthz);
  app.get('/readyz', (_req, res, next) => {
    askAll('readiness').then((answers) => {
      const processes = answers.map(
        (answer) => (answer as Readiness | undefined) ?? { status: 'unavailable' },
      );
      const ok = processes.every((answer) => answer.status === 'ok');
      res.setHeader('Cache-Control', 'no-store');
      res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', processes });
    }, next);
  });
  app.get('/metrics', requireMetricsToken(config.metricsToken), (_req, res, next) => {
    aggregate().then((text) => {
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Type', registry.contentType);
      res.send(text);
    }, next);
  });
  const server: Server = createServer(app).listen(config.METRICS_PORT, config.HOST);
  await once(server, 'listening');
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A forked web process: boot.ts as usual, answering the primary's questions over IPC. */
async function runForkedWebProcess(): Promise<void> {
  let nextId = 1;
  const aggregated = new Map<number, (message: Extract<Message, { kimoshdi: 'aggregated' }>) => void>();
  // /metrics on PORT: whichever process takes the scrape answers for all of them.
  renderMetricsWith(
    () =>
      new Promise<string>((resolve, reject) => {
        const id = nextId++;
        const timer = setTimeout(() => {
          aggregated.delete(id);
          reject(new Error('the primary did not add up the metrics in time'));
        }, ASK_TIMEOUT_MS * 2);
        aggregated.set(id, (message) => {
          clearTimeout(timer);
          aggregated.delete(id);
          if (message.text !== undefined) resolve(message.text);
          else reject(new Error(message.error ?? 'no metrics'));
        });
        process.send?.({ kimoshdi: 'aggregate', id } satisfies Message);
      }),
  );
  const running = await runProcess(process.env, [], {
    webProcess: Number(process.env.KIMOSHDI_WEB_PROCESS ?? cluster.worker?.id ?? 0),
  });
  // The primary is gone (killed, crashed): close cleanly rather than serve on alone.
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  process.on('message', (message: unknown) => {
    if (!isMessage(message)) return;
    if (message.kimoshdi === 'aggregated') aggregated.get(message.id)?.(message);
    else if (message.kimoshdi === 'ask') {
      const reading = message.what === 'metrics' ? readMetricsJson() : running.deps.health.readiness();
      void reading.then(
        (value) => process.send?.({ kimoshdi: 'answer', id: message.id, value } satisfies Message),
        () => process.send?.({ kimoshdi: 'answer', id: message.id, value: undefined } satisfies Message),
      );
    }
  });
  process.send?.({ kimoshdi: 'listening', url: running.url } satisfies Message);
}
