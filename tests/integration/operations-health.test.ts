/**
 * Health, readiness and metrics (issue 13; docs/decisions.md "Health, metrics and logs"): the probes
 * answer JSON outside the client app, readiness follows PostgreSQL, Redis, the migrations, the
 * worker's heartbeat and the shutdown, and /metrics moves when requests, bids, jobs and payments do.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm, writeFile, copyFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BidAnswer } from '@kimoshdi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Running } from '../../server/src/boot';
import { DEVELOPMENT_METRICS_TOKEN } from '../../server/src/config';
import { MIGRATIONS_DIR, pendingMigrations } from '../../server/src/db/migrate';
import { startWorker } from '../../server/src/jobs/worker';
import type { Readiness } from '../../server/src/lib/health';
import { runTestPayment } from '../../server/src/modules/top-up/test-provider';
import { JobName } from '../../server/src/redis/queues';
import {
  ask,
  bidOverHttp,
  connectGame,
  createLiveAuction,
  requestId,
  type GameClient,
} from '../support/auction';
import { call } from '../support/http';
import { createUser } from '../support/ledger';
import { startTestServer } from '../support/test-server';

const BEARER = { authorization: `Bearer ${DEVELOPMENT_METRICS_TOKEN}` };

/** Sums the samples of one series name whose labels include these. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) total += Number(match[3]);
  }
  return total;
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('on the main port', () => {
  let server: Running;
  const sockets: GameClient[] = [];
  const scrape = async () => {
    const answer = await call<string>(server.url, '/metrics', { headers: BEARER });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await server?.close();
  });

  it('/healthz: alive, JSON, never cached, not the client app', async () => {
    const answer = await call(server.url, '/healthz');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({ status: 'ok', checks: {} });
  });

  it('/readyz: 200 with PostgreSQL, Redis and the migrations, each timed; no worker asked for here', async () => {
    const answer = await call<Readiness>(server.url, '/readyz');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({
      status: 'ok',
      checks: {
        postgres: { ok: true, ms: expect.any(Number) },
        redis: { ok: true, ms: expect.any(Number) },
        migrations: { ok: true, ms: expect.any(Number) },
      },
    });
  });

  it('/readyz needs no session, cookie or CSRF token, and other methods are refused', async () => {
    expect((await call(server.url, '/readyz', { headers: { cookie: 'kim_sid=forged' } })).status).toBe(200);
    const posted = await call(server.url, '/readyz', { method: 'POST' });
    expect(posted.status).toBe(405);
  });

  it('knows a pending migration from the folder', async () => {
    expect(await pendingMigrations(server.deps.db)).toEqual([]);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kimoshdi-migrations-'));
    try {
      for (const file of await readdir(MIGRATIONS_DIR))
        await copyFile(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
      await writeFile(path.join(dir, '29991231_0001_future.sql'), 'SELECT 1;');
      expect(await pendingMigrations(server.deps.db, dir)).toEqual(['29991231_0001_future']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('/metrics: 401 without the token or with a wrong one', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer not-the-token-at-all' },
      { authorization: 'Basic x' },
    ]) {
      const answer = await call(server.url, '/metrics', { headers });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(String(answer.body)).not.toContain('process_cpu');
    }
  });

  it("/metrics: Prometheus' text with the process, pool, queue and readiness gauges", async () => {
    const answer = await call<string>(server.url, '/metrics', { headers: BEARER });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = answer.body;
    for (const name of [
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds_bucket',
    ])
      expect(text).toContain(`\n${name}`);
    expect(sample(text, 'kimoshdi_pg_pool_max')).toBeGreaterThanOrEqual(4);
    expect(sample(text, 'kimoshdi_ready')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'kimoshdi_ready_check', { check: 'postgres' })).toBeGreaterThanOrEqual(1);
    for (const queue of ['maintenance', 'auction', 'messages'])
      expect(text).toMatch(new RegExp(`kimoshdi_queue_jobs\\{queue="${queue}",state="waiting"\\}`));
  });

  it('counts HTTP requests by route pattern and status, also when an error travels back up', async () => {
    const before = await scrape();
    const route = (r: string, status: string) =>
      sample(before, 'http_request_duration_seconds_count', { route: r, status });
    const was = {
      date: route('/api/shop/common/date', '200'),
      refund: route('/api/shop/payment-back/:id', '401'),
      missing: route('/api/*', '404'),
    };
    expect((await call(server.url, '/api/shop/common/date')).status).toBe(200);
    expect((await call(server.url, '/api/shop/payment-back/123')).status).toBe(401);
    expect((await call(server.url, '/api/shop/payment-back/456')).status).toBe(401);
    expect((await call(server.url, '/api/shop/no-such-call/789')).status).toBe(404);
    const after = await scrape();
    const now = (r: string, status: string) =>
      sample(after, 'http_request_duration_seconds_count', { route: r, status });
    expect(now('/api/shop/common/date', '200')).toBe(was.date + 1);
    expect(now('/api/shop/payment-back/:id', '401')).toBe(was.refund + 2);
    expect(now('/api/*', '404')).toBe(was.missing + 1);
    // Never a raw URL as a label.
    expect(after).not.toContain('payment-back/123');
  });

  it('counts bids by door, their group commits, and the sockets and people in the room', async () => {
    const { lot, bidders } = await createLiveAuction(server);
    const before = await scrape();
    const acked = (text: string, transport: string) =>
      sample(text, 'kimoshdi_bid_ack_duration_seconds_count', { transport, outcome: 'accepted' });
    const refused = (text: string) =>
      sample(text, 'kimoshdi_bid_ack_duration_seconds_count', { transport: 'socket', outcome: 'refused' });
    const commits = (text: string) =>
      sample(text, 'kimoshdi_bid_commit_duration_seconds_count', { outcome: 'committed' });

    const socket = await connectGame(server, bidders[0]);
    sockets.push(socket);
    await ask(socket, 'auction:join', { lot_id: lot.id });
    const answer = await ask<BidAnswer>(socket, 'auction:bid', {
      lot_id: lot.id,
      amount: '10 500 000',
      request_id: requestId(),
    });
    expect(answer).toHaveProperty('bid');
    const tooLow = await ask(socket, 'auction:bid', { lot_id: lot.id, amount: '1', request_id: requestId() });
    expect(tooLow).toHaveProperty('ERROR');
    await bidOverHttp(server.url, bidders[1]!, lot.id, 11_000_000);

    const after = await scrape();
    expect(acked(after, 'socket')).toBe(acked(before, 'socket') + 1);
    expect(acked(after, 'http')).toBe(acked(before, 'http') + 1);
    expect(refused(after)).toBe(refused(before) + 1);
    expect(commits(after)).toBeGreaterThanOrEqual(commits(before) + 2);
    expect(sample(after, 'kimoshdi_bid_commit_batch_rows_count')).toBeGreaterThanOrEqual(
      sample(before, 'kimoshdi_bid_commit_batch_rows_count') + 2,
    );
    expect(
      sample(after, 'http_request_duration_seconds_count', {
        route: '/api/shop/game-view/bid',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'kimoshdi_socket_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'kimoshdi_socket_room_members', { room: 'lot' })).toBeGreaterThanOrEqual(1);
    expect(
      sample(after, 'kimoshdi_auction_lot_people', { lot_id: String(lot.id), role: 'participant' }),
    ).toBe(1);
  });

  it('counts a finished job', async () => {
    const completed = (text: string) =>
      sample(text, 'kimoshdi_jobs_total', { queue: 'maintenance', outcome: 'completed' });
    const before = completed(await scrape());
    await server.deps.queues.maintenance.add(JobName.visitorsRollup, {});
    await until(
      'maintenance jobs completed',
      async () => completed(await scrape()),
      (n) => n > before,
    );
  });

  it('counts payments by provider and outcome', async () => {
    const paid = (text: string, provider: string) =>
      sample(text, 'kimoshdi_payments_total', { provider, outcome: 'paid' });
    const cancelled = (text: string) =>
      sample(text, 'kimoshdi_payments_total', { provider: 'click', outcome: 'cancelled' });
    const before = await scrape();
    const userId = await createUser(server.deps.db);
    const { payments } = server.deps.config;
    for (const [provider, decision] of [
      ['payme', 'pay'],
      ['click', 'pay'],
      ['click', 'cancel'],
    ] as const) {
      const outcome = await runTestPayment(server.url, payments, {
        provider,
        decision,
        userId,
        amount: 1_500_000n,
      });
      expect(outcome).toEqual({ ok: true });
    }
    const after = await scrape();
    expect(paid(after, 'payme')).toBe(paid(before, 'payme') + 1);
    expect(paid(after, 'click')).toBe(paid(before, 'click') + 1);
    expect(cancelled(after)).toBe(cancelled(before) + 1);
  });
});

/** A Redis of this file's own, stopped and started again on the same port. */
class OwnRedis {
  private child?: ChildProcess;
  constructor(readonly port: number) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    this.child = child;
    await until(
      'redis-server listening',
      () =>
        new Promise<boolean>((resolve) => {
          const probe = net.connect(this.port, '127.0.0.1');
          probe.once('connect', () => {
            probe.destroy();
            resolve(true);
          });
          probe.once('error', () => resolve(false));
        }),
      (up) => up,
      10_000,
    );
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
}

/** PostgreSQL behind a TCP proxy of this file's: closing it is PostgreSQL gone for the server. */
class PostgresProxy {
  private server?: net.Server;
  private readonly open = new Set<net.Socket>();
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.open.add(socket);
        socket.on('close', () => this.open.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    this.server = server;
    server.listen(this.port, '127.0.0.1');
    await once(server, 'listening');
  }

  async stop(): Promise<void> {
    const closed = new Promise((resolve) => this.server?.close(resolve));
    for (const socket of this.open) socket.destroy();
    await closed;
  }
}

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('readiness follows its services, and ends with the shutdown', () => {
  let redis: OwnRedis;
  let proxy: PostgresProxy;
  let server: Running;
  let worker: { close(): Promise<void> } | undefined;
  let closed = false;
  const readiness = async () => call<Readiness>(server.url, '/readyz');

  beforeAll(async () => {
    redis = new OwnRedis(await freePort());
    await redis.start();
    const database = new URL(inject('databaseUrl'));
    proxy = new PostgresProxy(await freePort(), {
      host: database.hostname,
      port: Number(database.port || 5432),
    });
    await proxy.start();
    database.host = `127.0.0.1:${proxy.port}`;
    server = await startTestServer({
      DATABASE_URL: database.toString(),
      REDIS_URL: redis.url,
      // The web process alone, its jobs left to a worker (started below); metrics on a port of their own.
      RUN_WORKER: 'false',
      METRICS_PORT: '0',
      SHUTDOWN_DRAIN_MS: '1500',
    });
  });
  afterAll(async () => {
    await worker?.close();
    if (server && !closed) await server.close();
    await proxy?.stop();
    await redis?.stop();
  });

  it('waits for a worker when it leaves its jobs to one, and is ready once one beats', async () => {
    const alone = await readiness();
    expect(alone.status).toBe(503);
    expect(alone.body.status).toBe('unavailable');
    expect(alone.body.checks.worker).toEqual({
      ok: false,
      ms: expect.any(Number),
      error: 'no worker heartbeat in the last 15 s',
    });
    expect(alone.body.checks.postgres?.ok).toBe(true);

    worker = startWorker(server.deps);
    await until(
      'ready with a worker',
      async () => (await readiness()).status,
      (status) => status === 200,
    );
  });

  it('serves /metrics on METRICS_PORT without a token, and not on the main port', async () => {
    expect(server.opsUrl).toBeDefined();
    const metrics = await call<string>(server.opsUrl!, '/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(sample(metrics.body, 'kimoshdi_ready_check', { check: 'worker' })).toBe(1);
    expect((await call(server.opsUrl!, '/readyz')).status).toBe(200);
    expect((await call(server.url, '/metrics', { headers: BEARER })).status).toBe(404);
  });

  it('turns 503 while Redis is stopped, and 200 once it is back', async () => {
    await redis.stop();
    const down = await until('unready without Redis', readiness, (answer) => answer.status === 503);
    expect(down.body.checks.redis).toMatchObject({ ok: false, error: expect.any(String) });
    expect(down.body.checks.postgres?.ok).toBe(true);
    await redis.start();
    // The restarted Redis is empty: ready again once the worker has beaten into it.
    await until(
      'ready with Redis back',
      async () => (await readiness()).status,
      (status) => status === 200,
    );
  }, 60_000);

  it('turns 503 while PostgreSQL is unreachable, and 200 once it is back', async () => {
    await proxy.stop();
    const down = await until('unready without PostgreSQL', readiness, (answer) => answer.status === 503);
    expect(down.body.checks.postgres).toMatchObject({ ok: false, error: expect.any(String) });
    // The reason is short and public-safe: no address or connection string.
    expect(down.body.checks.postgres?.error).not.toContain('127.0.0.1');
    expect(down.body.checks.redis?.ok).toBe(true);
    await proxy.start();
    await until(
      'ready with PostgreSQL back',
      async () => (await readiness()).status,
      (status) => status === 200,
    );
  }, 60_000);

  it('turns 503 as soon as the shutdown begins, while it still answers', async () => {
    await worker?.close();
    worker = undefined;
    closed = true;
    const closing = server.close();
    try {
      const answer = await readiness();
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        status: 'shutting-down',
        checks: { shutdown: { ok: false, ms: 0, error: 'the process is shutting down' } },
      });
      expect((await call(server.url, '/healthz')).status).toBe(200);
    } finally {
      await closing;
    }
  });
});
