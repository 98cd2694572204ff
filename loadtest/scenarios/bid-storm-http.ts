/**
 * Scenario `bid-storm-http` (issue 5): autocannon posting bids on one lot through
 * `POST api/shop/game-view/bid`, the whole shop stack (session cookie, CSRF header, JSON body).
 *
 * 400 participants' sessions are rotated through the requests (one per request, in turn), so the
 * per-user limit AUCTION_BID_RATE (default 50/s, left as is) is not what is measured: even
 * 10 000 requests/s would be 25/s per user. Every request carries a fresh request_id and bids the
 * newest suggested price the load has seen (from answers and BID_TOO_LOW refusals); most lose the
 * race, as in a real storm. A trivial Express 5 JSON route (loadtest/servers/baseline.ts) is
 * measured in the same run as the yardstick.
 *
 * --quick: 40 users (and run.ts's short durations and 10 connections).
 */
import { randomUUID } from 'node:crypto';
import autocannon, { type Result } from 'autocannon';
import type { BidAnswer, ErrorBody, LotGameInfo } from '@kimoshdi/shared';
import { createRedis } from '../../server/src/redis/connection';
import {
  addParticipants,
  createLiveLots,
  createUsers,
  CSRF_HEADER_NAME,
  prepareAuctionBench,
  signInAll,
  startAuctionServer,
  START_TIYIN,
  tiyinToSumText,
  type BenchUser,
} from '../lib/auction-fixture';
import type { ChildServer } from '../lib/child-server';
import { checkLot, waitForRecord } from '../lib/consistency';
import { cpuFields, describeCpu, startCpuWindow } from '../lib/cpu';
import { measureExpressBaseline } from '../lib/express-baseline';
import { getJson } from '../lib/fetch-json';
import { describeMachine, writeReport } from '../lib/report';
import { buildSummary } from '../lib/summary';
import { allMet, atLeast, describeTargets, ratioOf } from '../lib/targets';
import type { Scenario, ScenarioOptions } from './scenario';

const FULL_USERS = 400;
const QUICK_USERS = 40;
/** Issue 14: at least 0.8 times the trivial Express route's requests per second. */
const TARGET_SHARE_OF_BASELINE = 0.8;
const BID = '/api/shop/game-view/bid';

interface BidLoad {
  acked: [number, string, string][];
  accepted: number;
  codes: Record<string, number>;
}

function fireBids(
  url: string,
  lotId: number,
  users: readonly BenchUser[],
  connections: number,
  seconds: number,
  load: BidLoad,
): Promise<Result> {
  let next = 0;
  let suggested = START_TIYIN + (START_TIYIN * 5n) / 100n;
  const raise = (value: string | undefined) => {
    if (value && /^\d+$/.test(value) && BigInt(value) > suggested) suggested = BigInt(value);
  };
  return autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          const user = users[next % users.length] as BenchUser;
          next += 1;
          const requestId = randomUUID();
          context.requestId = requestId;
          return {
            ...request,
            path: BID,
            headers: {
              'content-type': 'application/json',
              cookie: user.cookie,
              [CSRF_HEADER_NAME]: user.csrf,
            },
            body: JSON.stringify({ lot_id: lotId, amount: tiyinToSumText(suggested), request_id: requestId }),
          };
        },
        onResponse: (status, body, context) => {
          let parsed: BidAnswer | ErrorBody | undefined;
          try {
            parsed = JSON.parse(body) as BidAnswer | ErrorBody;
          } catch {
            parsed = undefined;
          }
          const code =
            parsed && 'ERROR' in parsed
              ? parsed.ERROR.code
              : status === 200 && parsed
                ? 'ok'
                : String(status);
          load.codes[code] = (load.codes[code] ?? 0) + 1;
          if (!parsed) return;
          if ('ERROR' in parsed) {
            raise((parsed.ERROR.data as { suggested?: string } | undefined)?.suggested);
            return;
          }
          if (!parsed.duplicate) load.accepted += 1;
          for (const bid of parsed.bids) load.acked.push([bid.seq, bid.amount, String(context.requestId)]);
          raise(parsed.state.suggested_price);
        },
      },
    ],
  });
}

async function run(options: ScenarioOptions, command: string): Promise<boolean> {
  const bench = await prepareAuctionBench('bid-storm-http');
  const { db, services } = bench;
  let server: ChildServer | undefined;
  const redis = createRedis(services.redisUrl, 'commands');
  try {
    console.log(`bench database ${services.databaseName}`);
    const usersCount = options.quick ? QUICK_USERS : FULL_USERS;
    const userIds = await createUsers(db, usersCount);
    const [lotId] = await createLiveLots(db, 1, { endsAt: new Date(Date.now() + 3_600_000) });
    if (lotId === undefined) throw new Error('no lot');
    await addParticipants(db, lotId, userIds);
    server = await startAuctionServer(services, { runWorker: false, profile: options.profile });
    const users = await signInAll(db, server.url, userIds);

    const load = {
      connections: options.connections,
      warmupSeconds: options.warmupSeconds,
      durationSeconds: options.durationSeconds,
    };
    const baselineFigures = await measureExpressBaseline(load);

    console.log(
      `bids (${usersCount} users in rotation): ${load.warmupSeconds} s warm-up, ${load.durationSeconds} s measured`,
    );
    const bids: BidLoad = { acked: [], accepted: 0, codes: {} };
    if (load.warmupSeconds > 0)
      await fireBids(server.url, lotId, users, load.connections, load.warmupSeconds, bids);
    const warmAccepted = bids.accepted;
    const warmCodes = { ...bids.codes };
    const cpu = startCpuWindow(server.pid);
    const result = await fireBids(server.url, lotId, users, load.connections, load.durationSeconds, bids);
    const bidsCpu = cpuFields('request', cpu.stop(), result.requests.total);
    const codes: Record<string, number> = {};
    for (const [code, n] of Object.entries(bids.codes)) codes[code] = n - (warmCodes[code] ?? 0);

    await waitForRecord({ db, redis, redisPrefix: services.redisPrefix, lotId });
    // The load's view after a resync: the game page's read.
    const info = (await getJson(
      server.url,
      `/api/shop/game-view/lot-game-info?lot_id=${lotId}`,
    )) as LotGameInfo;
    const consistency = await checkLot({
      db,
      redis,
      redisPrefix: services.redisPrefix,
      lotId,
      acked: bids.acked,
      clients: {
        finalStates: { [`${info.state.seq}:${info.state.price ?? ''}`]: 1 },
        seen: new Map(info.bids.map((b) => [b.seq, b.amount])),
        gaps: 0,
        conflicts: 0,
      },
    });
    const unexpected = Object.keys(codes).filter(
      (c) => !['ok', 'BID_TOO_LOW', 'ALREADY_LEADER', 'RATE_LIMITED'].includes(c),
    );
    const attemptsPerS = Math.round(result.requests.total / result.duration);
    const ratio = Math.round((attemptsPerS / baselineFigures.req_per_s) * 1000) / 1000;
    const cpuRatio = ratioOf(bidsCpu.cpu_us_per_request, baselineFigures.cpu_us_per_request);
    const targets = { share_of_baseline: atLeast(ratio, TARGET_SHARE_OF_BASELINE, cpuRatio) };
    const consistencyOk =
      consistency.acked_lost === 0 && consistency.seq_gaps === 0 && consistency.consistent;
    const summary = buildSummary('bid-storm-http', options.loadAverage, {
      ratio,
      acked_lost: consistency.acked_lost,
      seq_gaps: consistency.seq_gaps,
      consistent: consistency.consistent,
    });
    const report = {
      scenario: 'bid-storm-http',
      summary,
      date: new Date().toISOString(),
      command,
      machine: describeMachine(services.postgresVersion),
      setup: {
        quick: options.quick,
        lot_id: lotId,
        users: usersCount,
        connections: load.connections,
        warmup_s: load.warmupSeconds,
        duration_s: load.durationSeconds,
        auction_bid_rate: `default (50/s per user); sessions rotated per request over ${usersCount} users`,
        server:
          'boot() from server/src/boot.ts in a child process, NODE_ENV=production, LOG_LEVEL=silent, RUN_WORKER=false',
      },
      attempts_per_s: attemptsPerS,
      accepted_per_s: Math.round((bids.accepted - warmAccepted) / result.duration),
      p50_ms: result.latency.p50,
      p99_ms: result.latency.p99,
      max_ms: result.latency.max,
      express_baseline_req_per_s: baselineFigures.req_per_s,
      ratio,
      ...bidsCpu,
      express_baseline_cpu_us_per_request: baselineFigures.cpu_us_per_request,
      errors: result.errors,
      timeouts: result.timeouts,
      answers: codes,
      acked_lost: consistency.acked_lost,
      seq_gaps: consistency.seq_gaps,
      consistent: consistency.consistent,
      targets,
      targets_met: allMet(targets),
      express_baseline: baselineFigures,
      consistency,
    };
    writeReport('bid-storm-http', report);
    console.log(
      `  bids: ${attemptsPerS} attempts/s (${report.accepted_per_s} accepted/s), p50 ${result.latency.p50} ms p99 ${result.latency.p99} ms, errors ${result.errors}, answers ${JSON.stringify(codes)}`,
    );
    console.log(`  express baseline ${baselineFigures.req_per_s} req/s: ratio ${(ratio * 100).toFixed(1)} %`);
    for (const line of describeTargets(targets)) console.log(`  target ${line}`);
    console.log(
      `  server CPU: bids ${describeCpu(bidsCpu.server_cpu_ms, bidsCpu.cpu_us_per_request, 'request')}, express baseline ${describeCpu(baselineFigures.server_cpu_ms, baselineFigures.cpu_us_per_request, 'request')}`,
    );
    if (unexpected.length > 0 || result.errors > 0)
      console.log(`  unexpected answers: ${unexpected.join(', ')}; errors ${result.errors}`);
    console.log(
      `  acked_lost ${consistency.acked_lost}, seq_gaps ${consistency.seq_gaps}, consistent ${consistency.consistent}${consistency.problems.length ? `: ${consistency.problems.join('; ')}` : ''}`,
    );
    console.log(
      `  targets ${report.targets_met ? 'MET' : 'NOT MET'}; report loadtest/reports/bid-storm-http.json`,
    );
    return consistencyOk && unexpected.length === 0 && result.errors === 0 && report.targets_met;
  } finally {
    await server?.stop();
    await redis.quit();
    await bench.release(options.keep);
    if (options.keep) console.log(`kept database ${services.databaseName}`);
  }
}

export const bidStormHttp: Scenario = { run };
