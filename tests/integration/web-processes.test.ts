/**
 * WEB_PROCESSES=2: the real main.ts in a child process, its primary forking two web processes on
 * one port (node's cluster). Both answer requests and hold sockets; a bid storm from sockets on
 * both ends in one order everyone sees; presence counts the people of both; the per-user bid rate
 * is one count in Redis however the bids spread; /metrics adds both up. A server in this process
 * only prepares users and lots (same database and Redis prefix).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import path from 'node:path';
import type { LotGameInfo } from '@kimoshdi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { DEVELOPMENT_METRICS_TOKEN } from '../../server/src/config';
import { checkLot } from '../../loadtest/lib/consistency';
import { connectGame, createLiveAuction, requestId, type GameClient } from '../support/auction';
import { joinAll, runBidStorm } from '../support/bid-storm';
import { call } from '../support/http';
import { childServerEnv } from '../support/child-server';
import { startTestServer } from '../support/test-server';

const MAIN = path.resolve(import.meta.dirname, '../../server/src/main.ts');
const BID_RATE = 6;

let setup: Running;
let child: ChildProcess;
let url: string;
const sockets: GameClient[] = [];

/** One HTTP request on a connection of its own (so node's cluster deals it to either process). */
function freshRequest(
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; process: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${target}`, { method, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          process: String(res.headers['x-kimoshdi-process']),
          body: text,
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function until(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  setup = await startTestServer({ RUN_WORKER: 'false' });
  child = fork(MAIN, [], {
    execArgv: ['--import', 'tsx'],
    env: childServerEnv({
      WEB_PROCESSES: '2',
      RUN_WORKER: 'false',
      MIGRATE_AT_START: 'false',
      AUCTION_BID_RATE: String(BID_RATE),
    }),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { url?: string }) =>
      message.url ? resolve(message.url) : reject(new Error('no url')),
    );
    child.once('exit', (code) => reject(new Error(`the primary exited (${code}) before listening`)));
  });
}, 240_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  if (child && child.exitCode === null) {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
  await setup?.close();
}, 40_000);

async function socketOn(user?: Parameters<typeof connectGame>[1]): Promise<GameClient> {
  const socket = await connectGame({ url }, user);
  sockets.push(socket);
  return socket;
}

describe('two web processes on one port', () => {
  it('both answer requests, and /metrics adds both up', async () => {
    const answered = new Set<string>();
    for (let i = 0; i < 12; i += 1) answered.add((await freshRequest('GET', '/healthz')).process);
    expect([...answered].sort()).toEqual(['1', '2']);

    const metrics = await freshRequest('GET', '/metrics', {
      authorization: `Bearer ${DEVELOPMENT_METRICS_TOKEN}`,
    });
    expect(metrics.status).toBe(200);
    // Every process counts its own requests; the sum has those of both.
    const served = [
      ...metrics.body.matchAll(/^http_request_duration_seconds_count\{[^}]*route="\/healthz"[^}]*\} (\d+)/gm),
    ];
    expect(served.reduce((sum, match) => sum + Number(match[1]), 0)).toBeGreaterThanOrEqual(12);
    // Added up by minimum: 1 only if both processes reach Redis (the worker runs elsewhere here).
    expect(metrics.body).toMatch(/^kimoshdi_ready_check\{check="redis"\} 1$/m);
  });

  it('hold sockets on both, count the people of both and order a bid storm one way', async () => {
    const { lot, bidders } = await createLiveAuction(setup, { bidders: 4 });
    const bidderSockets = await Promise.all(bidders.map((user) => socketOn(user)));
    const guests = await Promise.all(Array.from({ length: 6 }, () => socketOn()));
    const state = await joinAll([...bidderSockets, ...guests], lot.id);

    // Each process writes its own field of the lot's presence hash: two writers, all people counted.
    const viewersKey = setup.deps.keys.lot(lot.id).viewers;
    await until(async () => {
      const fields = await setup.deps.redis.hgetall(viewersKey);
      return new Set(Object.keys(fields).map((field) => field.split(':')[0])).size === 2;
    });
    await until(async () => {
      const info = await call<LotGameInfo>(url, `/api/shop/game-view/lot-game-info?lot_id=${lot.id}`);
      return info.body.counts.viewers === 10 && info.body.counts.participants === 4;
    });

    const storm = await runBidStorm({
      lotId: lot.id,
      bidders: bidderSockets,
      watchers: [...bidderSockets, ...guests],
      infoUrl: url,
      durationMs: 4_000,
      suggested: state.suggested_price,
    });
    expect(storm.acked.length, `refusals: ${JSON.stringify([...storm.codes])}`).toBeGreaterThan(5);
    const result = await checkLot({
      db: setup.deps.db,
      redis: setup.deps.redis,
      redisPrefix: setup.deps.config.REDIS_PREFIX,
      lotId: lot.id,
      acked: storm.acked,
      clients: storm.clients,
    });
    expect(result.problems).toEqual([]);
    expect(result).toMatchObject({ acked_lost: 0, seq_gaps: 0, consistent: true });
  });

  it('limit a user to the same bids per second however they spread over the processes', async () => {
    const { lot, bidders } = await createLiveAuction(setup, { bidders: 1 });
    const user = bidders[0]!;
    const started = Date.now();
    const tries = await Promise.all(
      Array.from({ length: BID_RATE * 3 }, () =>
        freshRequest(
          'POST',
          '/api/shop/game-view/bid',
          { ...user.headers, 'content-type': 'application/json' },
          JSON.stringify({ lot_id: lot.id, amount: '10500000', request_id: requestId() }),
        ),
      ),
    );
    expect(new Set(tries.map((answer) => answer.process)).size).toBe(2);
    const limited = tries.filter((answer) => answer.body.includes('RATE_LIMITED')).length;
    // The window is one second from the first bid: a burst a loaded machine stretched over more
    // seconds earns BID_RATE per second it spans. Per process in memory it would be twice that.
    const windows = Math.max(1, Math.ceil((Date.now() - started) / 1000));
    if (windows === 1) expect(tries.length - limited).toBe(BID_RATE);
    else expect(tries.length - limited).toBeLessThanOrEqual(BID_RATE * windows);
    expect(tries.length - limited).toBeGreaterThanOrEqual(BID_RATE);
  });
});
