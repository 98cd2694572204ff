/**
 * Scenario `bid-storm-socket` (issue 5): 200 bidders race on one lot while 1 000 watchers look on,
 * all Socket.IO clients (websocket only) spread over 4 load-generator processes.
 *
 * Phase 1, open loop: 1 000 attempts/s for 20 s, each a random bidder bidding the suggested price
 * it last saw; ack latency from send to ack. Phase 2, closed loop for 20 s: each bidder bids again
 * as soon as its ack is back. Then the same race straight against the placeBid Lua script with
 * ioredis (raw_lua_attempts_per_s), and the consistency checks after every client's resync.
 * The per-user limit AUCTION_BID_RATE keeps its default (50/s): 1 000 attempts/s over 200 bidders
 * is 5/s each on average.
 *
 * In the same run, the same bots (same processes, watchers and bidders) do both phases again
 * against a bare Socket.IO server that acks every bid with a fixed answer (loadtest/servers/
 * bare-ack.ts): the issue 14 targets compare Kimoshdi's attempts/s, ack p99 and server CPU per
 * attempt with that yardstick's.
 */
import { createRedis } from '../../server/src/redis/connection';
import {
  addParticipants,
  createLiveLots,
  createUsers,
  prepareAuctionBench,
  signInAll,
  startAuctionServer,
} from '../lib/auction-fixture';
import path from 'node:path';
import { startChildServer, type ChildServer } from '../lib/child-server';
import { checkLot } from '../lib/consistency';
import { cpuFields, describeCpu, startCpuWindow } from '../lib/cpu';
import { raceRawLua } from '../lib/raw-lua';
import { allMet, atLeast, atMost, describeTargets, ratioOf } from '../lib/targets';
import { describeMachine, writeReport } from '../lib/report';
import { mergeLoops, mergeResyncs, startBotFleet, type BotFleet } from '../lib/socket-bots';
import type { Scenario, ScenarioOptions } from './scenario';

const BIDDERS = 200;
const WATCHERS = 1_000;
const PROCESSES = 4;
const OPEN_RATE = 1_000;
const RAW_LUA_SECONDS = 10;
const TARGET_ACK_P99_MS = 25;
/** Issue 14: attempts/s at least half the bare ack server's, CPU per attempt at most 2.5 times. */
const TARGET_SHARE_OF_BARE = 0.5;
const TARGET_CPU_OF_BARE = 2.5;
const SERVERS = path.resolve(import.meta.dirname, '../servers');

interface StormOptions {
  url: string;
  pid: number;
  lotId: number;
  bidders: { userId: string; cookie: string }[];
  warmupS: number;
  seconds: number;
}

/** Connects the bots, then the warm-up, phase 1 (open loop) and phase 2 (closed loop) with the server's CPU. */
async function storm(options: StormOptions, keepFleet: (fleet: BotFleet) => void) {
  const connectStarted = Date.now();
  const fleet = await startBotFleet({
    processes: PROCESSES,
    url: options.url,
    lotId: options.lotId,
    watchers: WATCHERS,
    bidders: options.bidders,
  });
  keepFleet(fleet);
  console.log(
    `${fleet.clients} clients connected and joined lot ${options.lotId} in ${((Date.now() - connectStarted) / 1000).toFixed(1)} s (${fleet.failed} failed), clock offsets ${fleet.offsetsMs.join(', ')} ms`,
  );
  const share = (w: { bidders: number }) => (OPEN_RATE * w.bidders) / BIDDERS;
  if (options.warmupS > 0) {
    console.log(`warm-up: ${options.warmupS} s open loop at ${OPEN_RATE}/s`);
    await fleet.all(
      (w) => ({ cmd: 'open-loop', ratePerS: share(w), durationMs: options.warmupS * 1000 }),
      'loop',
    );
  }
  const seconds = options.seconds;
  console.log(`phase 1: open loop ${OPEN_RATE} attempts/s for ${seconds} s`);
  const openWindow = startCpuWindow(options.pid);
  const open = mergeLoops(
    (
      await fleet.all((w) => ({ cmd: 'open-loop', ratePerS: share(w), durationMs: seconds * 1000 }), 'loop')
    ).map((e) => e.stats),
  );
  const openCpu = cpuFields('bid_attempt', openWindow.stop(), open.attempts);
  console.log(`phase 2: closed loop for ${seconds} s`);
  const closedWindow = startCpuWindow(options.pid);
  const closed = mergeLoops(
    (await fleet.all(() => ({ cmd: 'closed-loop', durationMs: seconds * 1000 }), 'loop')).map((e) => e.stats),
  );
  const closedCpu = cpuFields('bid_attempt', closedWindow.stop(), closed.attempts);
  return { fleet, open, openCpu, closed, closedCpu };
}

async function run(options: ScenarioOptions, command: string): Promise<boolean> {
  const bench = await prepareAuctionBench('bid-storm-socket');
  const { db, services } = bench;
  let server: ChildServer | undefined;
  let bare: ChildServer | undefined;
  /** The bots connected now, for the clean-up. */
  let fleet: BotFleet | undefined;
  const redis = createRedis(services.redisUrl, 'commands');
  try {
    console.log(`bench database ${services.databaseName}`);
    const userIds = await createUsers(db, BIDDERS);
    const [lotId] = await createLiveLots(db, 1, { endsAt: new Date(Date.now() + 3_600_000) });
    if (lotId === undefined) throw new Error('no lot');
    await addParticipants(db, lotId, userIds);
    server = await startAuctionServer(services, { runWorker: false, profile: options.profile });
    const users = await signInAll(db, server.url, userIds);
    const warmupS = Math.min(options.warmupSeconds, 3);
    const seconds = options.durationSeconds;
    const bidders = users.map((u) => ({ userId: u.userId, cookie: u.cookie }));
    const kimoshdi = await storm(
      { url: server.url, pid: server.pid, lotId, bidders, warmupS, seconds },
      (f) => {
        fleet = f;
      },
    );
    const { open, openCpu, closed, closedCpu } = kimoshdi;
    console.log(`raw Lua: ${BIDDERS} racers, closed loop, ${RAW_LUA_SECONDS} s`);
    const raw = await raceRawLua({
      redisUrl: services.redisUrl,
      redisPrefix: services.redisPrefix,
      lotId: 2_000_000_000,
      racers: BIDDERS,
      durationMs: RAW_LUA_SECONDS * 1000,
    });
    console.log('resync of every client from lot-game-info');
    const resync = mergeResyncs(
      (await kimoshdi.fleet.all(() => ({ cmd: 'resync' }), 'resynced')).map((e) => e.stats),
    );
    const consistency = await checkLot({
      db,
      redis,
      redisPrefix: services.redisPrefix,
      lotId,
      acked: [...open.acked, ...closed.acked],
      clients: {
        finalStates: resync.finalStates,
        seen: resync.seen,
        gaps: resync.gaps,
        conflicts: resync.conflicts + resync.crossConflicts,
      },
    });
    const kimoshdiClients = kimoshdi.fleet;
    if (kimoshdiClients.failed > 0)
      consistency.problems.push(`${kimoshdiClients.failed} clients could not connect`);
    await kimoshdiClients.quit();
    fleet = undefined;
    await server.stop();
    server = undefined;

    console.log('bare Socket.IO ack server (loadtest/servers/bare-ack.ts), the same bots');
    bare = await startChildServer(path.join(SERVERS, 'bare-ack.ts'), { ...process.env });
    const bareRun = await storm({ url: bare.url, pid: bare.pid, lotId, bidders, warmupS, seconds }, (f) => {
      fleet = f;
    });
    await bareRun.fleet.quit();
    fleet = undefined;
    await bare.stop();
    bare = undefined;

    const openSeconds = open.durationMs / 1000;
    const closedSeconds = closed.durationMs / 1000;
    const ack = open.ack.summary();
    const attemptsPerS = Math.round(closed.answered / closedSeconds);
    const ratio = Math.round((attemptsPerS / raw.attempts_per_s) * 1000) / 1000;
    const consistencyOk =
      consistency.acked_lost === 0 && consistency.seq_gaps === 0 && consistency.consistent;
    const bareAck = bareRun.open.ack.summary();
    const bareAttemptsPerS = Math.round(bareRun.closed.answered / (bareRun.closed.durationMs / 1000));
    const cpuPerAttempt = closedCpu.cpu_us_per_bid_attempt;
    const bareCpuPerAttempt = bareRun.closedCpu.cpu_us_per_bid_attempt;
    const cpuRatioClosed = ratioOf(cpuPerAttempt, bareCpuPerAttempt);
    const cpuRatioOpen = ratioOf(openCpu.cpu_us_per_bid_attempt, bareRun.openCpu.cpu_us_per_bid_attempt);
    const targets = {
      attempts_share_of_bare: atLeast(
        ratioOf(attemptsPerS, bareAttemptsPerS),
        TARGET_SHARE_OF_BARE,
        cpuRatioClosed,
      ),
      cpu_per_attempt_of_bare: atMost(cpuRatioClosed, TARGET_CPU_OF_BARE, cpuRatioClosed),
      ack_p99_ms: atMost(ack.p99_ms, TARGET_ACK_P99_MS, cpuRatioOpen),
    };
    const targetsMet = allMet(targets);
    const report = {
      scenario: 'bid-storm-socket',
      date: new Date().toISOString(),
      command,
      machine: describeMachine(services.postgresVersion),
      setup: {
        lot_id: lotId,
        bidders: BIDDERS,
        watchers: WATCHERS,
        load_processes: PROCESSES,
        transport: 'websocket',
        open_loop_rate: OPEN_RATE,
        phase_s: seconds,
        warmup_s: warmupS,
        raw_lua_s: RAW_LUA_SECONDS,
        auction_bid_rate: 'default (50/s per user); 1 000 attempts/s over 200 bidders = 5/s each',
        server:
          'boot() from server/src/boot.ts in a child process, NODE_ENV=production, LOG_LEVEL=silent, RUN_WORKER=false',
        clock_offsets_ms: kimoshdiClients.offsetsMs,
      },
      ack_p50_ms: ack.p50_ms,
      ack_p99_ms: ack.p99_ms,
      attempts_per_s: attemptsPerS,
      accepted_per_s: Math.round(closed.accepted / closedSeconds),
      raw_lua_attempts_per_s: raw.attempts_per_s,
      ratio_to_raw: ratio,
      bare_attempts_per_s: bareAttemptsPerS,
      cpu_us_per_attempt: cpuPerAttempt,
      bare_cpu_us_per_attempt: bareCpuPerAttempt,
      bare_ack_p99_ms: bareAck.p99_ms,
      acked_lost: consistency.acked_lost,
      seq_gaps: consistency.seq_gaps,
      consistent: consistency.consistent,
      targets,
      targets_met: targetsMet,
      phase1_open_loop: {
        sent_per_s: Math.round(open.attempts / openSeconds),
        answered: open.answered,
        accepted_per_s: Math.round(open.accepted / openSeconds),
        outcomes: open.outcomes,
        ack_ms: ack,
        ...openCpu,
      },
      phase2_closed_loop: {
        attempts: closed.attempts,
        answered: closed.answered,
        accepted: closed.accepted,
        outcomes: closed.outcomes,
        ack_ms: closed.ack.summary(),
        ...closedCpu,
      },
      raw_lua: raw,
      bare: {
        server:
          'loadtest/servers/bare-ack.ts: Socket.IO 4, every auction:bid acked with one fixed BID_TOO_LOW answer',
        clients: bareRun.fleet.clients,
        failed: bareRun.fleet.failed,
        phase1_open_loop: {
          sent_per_s: Math.round(bareRun.open.attempts / (bareRun.open.durationMs / 1000)),
          answered: bareRun.open.answered,
          ack_ms: bareAck,
          ...bareRun.openCpu,
        },
        phase2_closed_loop: {
          attempts: bareRun.closed.attempts,
          answered: bareRun.closed.answered,
          attempts_per_s: bareAttemptsPerS,
          ack_ms: bareRun.closed.ack.summary(),
          ...bareRun.closedCpu,
        },
      },
      clients: {
        connected: kimoshdiClients.clients,
        failed: kimoshdiClients.failed,
        behind_before_resync: resync.behindBeforeResync,
        with_gaps_after_resync: resync.clientsWithGaps,
        disconnected: resync.disconnected,
      },
      consistency,
    };
    writeReport('bid-storm-socket', report);
    console.log(
      `  phase 1: sent ${report.phase1_open_loop.sent_per_s}/s, accepted ${report.phase1_open_loop.accepted_per_s}/s, ack p50 ${ack.p50_ms} ms p99 ${ack.p99_ms} ms; bare ack server p50 ${bareAck.p50_ms} ms p99 ${bareAck.p99_ms} ms`,
    );
    console.log(
      `  phase 2: ${attemptsPerS} attempts/s, ${report.accepted_per_s} accepted/s; bare ack server ${bareAttemptsPerS} attempts/s; raw Lua ${raw.attempts_per_s} attempts/s (${(ratio * 100).toFixed(1)} %)`,
    );
    console.log(
      `  server CPU: phase 1 ${describeCpu(openCpu.server_cpu_ms, openCpu.cpu_us_per_bid_attempt, 'bid attempt')}, phase 2 ${describeCpu(closedCpu.server_cpu_ms, closedCpu.cpu_us_per_bid_attempt, 'bid attempt')}; bare: phase 1 ${describeCpu(bareRun.openCpu.server_cpu_ms, bareRun.openCpu.cpu_us_per_bid_attempt, 'bid attempt')}, phase 2 ${describeCpu(bareRun.closedCpu.server_cpu_ms, bareRun.closedCpu.cpu_us_per_bid_attempt, 'bid attempt')}`,
    );
    for (const line of describeTargets(targets)) console.log(`  target ${line}`);
    console.log(
      `  outcomes phase 1 ${JSON.stringify(open.outcomes)}, phase 2 ${JSON.stringify(closed.outcomes)}`,
    );
    console.log(
      `  acked_lost ${consistency.acked_lost}, seq_gaps ${consistency.seq_gaps}, consistent ${consistency.consistent}${consistency.problems.length ? `: ${consistency.problems.join('; ')}` : ''}`,
    );
    console.log(`  targets ${targetsMet ? 'MET' : 'NOT MET'}; report loadtest/reports/bid-storm-socket.json`);
    return consistencyOk && consistency.problems.length === 0 && targetsMet;
  } finally {
    await fleet?.quit();
    await server?.stop();
    await bare?.stop();
    await redis.quit();
    await bench.release(options.keep);
    if (options.keep) console.log(`kept database ${services.databaseName}`);
  }
}

export const bidStormSocket: Scenario = { run };
