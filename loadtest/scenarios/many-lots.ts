/**
 * Scenario `many-lots` (issue 25): the shape of a real morning, many lots starting together. 200
 * live lots, each with 10 bidders (participants, signed in) and 25 watchers (guests): 7 000
 * Socket.IO clients (websocket only), each lot's 35 dealt whole to one of 4 load-generator
 * processes. Every lot gets 2 bids a second, open loop and paced (400 offered a second in all):
 * the lot's bidders take turns, each bidding the suggested price it last saw, so a bidder that
 * has not yet seen a rival's bid is refused (BID_TOO_LOW, or ALREADY_LEADER when it led without
 * knowing): outbid races, counted, never retried. A warm-up (--warmup seconds), then the measured
 * window (60 s unless --duration says otherwise).
 *
 * What it measures, over the measured window:
 * - `ack_p99_ms`: a bid's attempt (emit) to its ack, every attempt, refused ones too;
 * - `delivery_p99_ms`: an accepted bid's `at` (the engine's Redis clock when it accepted it) to the
 *   `auction:bids` message reaching each watcher of that lot (the watcher's receive time corrected
 *   by its process's clock offset, measured with 'clock:ping'); watchers only, not bidders;
 * - the group commit across lots: the server's `kimoshdi_bid_commit_batch_rows` histogram read
 *   from /metrics before and after the window: commits, bids per commit, the batch sizes;
 * - `server_ack_accepted`: the accepted bids' time inside the server (`kimoshdi_bid_ack_duration_seconds`,
 *   command to answer with the commit), so the ack's time splits into the server's and the rest;
 *   `server_event_loop_lag` (p50, p99, max over the window) and `bot_cores_used` beside the server's;
 * - server CPU (user + system of the server process, /proc/<pid>/stat) over the window, and
 *   `lots_per_core` = live lots / (server CPU seconds / wall seconds of the window): how many lots
 *   at this load one core of the web process keeps going. PostgreSQL, Redis and the load
 *   generators are not counted; they ran on the same cores;
 * - `rss_kb_per_socket`: the server's VmRSS with every client joined minus before, per socket.
 * At the end every client resyncs from lot-game-info and every lot gets the consistency check
 * (loadtest/lib/consistency.ts): `acked_lost`, `seq_gaps`, `consistent`, summed over the lots.
 *
 * Then the fair yardstick (loadtest/servers/bare-auction.ts) on the same bots, lots and load, told
 * Kimoshdi's accepted bids a second of each phase: it acks every bid and broadcasts the accepted
 * ones to their lot's room, and stores nothing. Its `bare_ack_p99_ms` and `bare_delivery_p99_ms`
 * say what Socket.IO alone gives on this machine for the same clients: a target the yardstick
 * misses is the host's, not the engine's.
 *
 * Each user bids in one lot only: 2 bids/s over 10 bidders is 0.2/s each, far under the per-user
 * limit AUCTION_BID_RATE (default 50/s, left as is), so the limit is not what is measured.
 *
 * --quick: 20 lots over 2 processes, 10 s measured (unless --duration says otherwise).
 */
import { randomBytes } from 'node:crypto';
import { createRedis } from '../../server/src/redis/connection';
import {
  addParticipants,
  createLiveLots,
  createUsers,
  prepareAuctionBench,
  rssKb,
  signInAll,
  startAuctionServer,
  startFairBareServer,
} from '../lib/auction-fixture';
import type { ChildServer } from '../lib/child-server';
import { checkLot } from '../lib/consistency';
import { cpuFields, describeCpu, startCpuWindow } from '../lib/cpu';
import { ratePerS } from '../lib/pacer';
import { describeMachine, writeReport } from '../lib/report';
import type { Histogram } from '../lib/histogram';
import { histogramDelta, metricValue, readHistogram, scrapeMetrics } from '../lib/server-metrics';
import {
  fleetMessageSizes,
  mergeLoops,
  mergeResyncs,
  mergeWatchPhase,
  settleFleets,
  startBotFleet,
  type BotFleet,
  type BotLot,
} from '../lib/socket-bots';
import { buildSummary } from '../lib/summary';
import { allMet, atMost, describeTargets } from '../lib/targets';
import type { Scenario, ScenarioOptions } from './scenario';

const FULL = { lots: 200, processes: 4, seconds: 60 };
const QUICK = { lots: 20, processes: 2, seconds: 10 };
const BIDDERS_PER_LOT = 10;
const WATCHERS_PER_LOT = 25;
const BIDS_PER_LOT_PER_S = 2;
const TARGET_ACK_P99_MS = 50;
const TARGET_DELIVERY_P99_MS = 250;
const BATCH_METRIC = 'kimoshdi_bid_commit_batch_rows';
const COMMIT_METRIC = 'kimoshdi_bid_commit_duration_seconds';
const ACK_METRIC = 'kimoshdi_bid_ack_duration_seconds';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The lots-open-loop on every worker for `seconds`, merged. */
async function bidFor(fleet: BotFleet, seconds: number) {
  const loops = await fleet.all(
    () => ({ cmd: 'lots-open-loop', ratePerLotPerS: BIDS_PER_LOT_PER_S, durationMs: seconds * 1000 }),
    'loop',
  );
  return mergeLoops(loops.map((e) => e.stats));
}

type Phase = 'warmup' | 'measured';

interface DriveOptions {
  url: string;
  pid: number;
  lots: BotLot[];
  processes: number;
  warmupS: number;
  seconds: number;
  /** The fleet once connected, for the clean-up if anything fails after. */
  onFleet(fleet: BotFleet): void;
  beforePhase?(phase: Phase): Promise<void>;
  /** Right after the measured window, before the bots are told it is over. */
  afterMeasured?(): Promise<void>;
}

/**
 * The bots connected to one server (every lot's bidders and watchers), the warm-up, then the
 * measured window with the server's and the bots' CPU: the same for Kimoshdi and its yardstick.
 */
async function driveLots(options: DriveOptions) {
  const { url, pid, lots, processes, warmupS, seconds } = options;
  const rssBefore = await rssKb(pid);
  const connectStarted = Date.now();
  const fleet = await startBotFleet({ processes, url, deliveriesOf: 'watchers', lots });
  options.onFleet(fleet);
  const connectS = Math.round((Date.now() - connectStarted) / 100) / 10;
  await sleep(2_000);
  const rssAfter = await rssKb(pid);
  const rssPerSocket = Math.round(((rssAfter - rssBefore) / Math.max(1, fleet.clients)) * 10) / 10;
  console.log(
    `${fleet.clients} clients joined ${lots.length} lots in ${connectS} s (${fleet.failed} failed); server RSS ${rssBefore} -> ${rssAfter} kB (${rssPerSocket} kB per socket); clock offsets ${fleet.offsetsMs.join(', ')} ms`,
  );
  const phase = (name: string) => fleet.all(() => ({ cmd: 'phase', name }), 'ack');
  const offered = lots.length * BIDS_PER_LOT_PER_S;

  await options.beforePhase?.('warmup');
  await phase('warmup');
  console.log(`warm-up: ${warmupS} s, ${BIDS_PER_LOT_PER_S} bids/s on each lot (${offered}/s)`);
  const warm = warmupS > 0 ? await bidFor(fleet, warmupS) : mergeLoops([]);

  await options.beforePhase?.('measured');
  await phase('measured');
  console.log(`measured: ${seconds} s, ${BIDS_PER_LOT_PER_S} bids/s on each lot (${offered}/s)`);
  const cpuWindow = startCpuWindow(pid);
  const botWindows = fleet.workers.map((w) => startCpuWindow(w.pid));
  const wallStarted = performance.now();
  const measured = await bidFor(fleet, seconds);
  const cpuMs = cpuWindow.stop();
  const botCpuMs = botWindows.reduce((sum, w) => sum + w.stop(), 0);
  const wallMs = performance.now() - wallStarted;
  await options.afterMeasured?.();
  await phase('after');
  return { fleet, warm, measured, cpuMs, botCpuMs, wallMs, rssBefore, rssAfter, rssPerSocket, connectS };
}

async function run(options: ScenarioOptions, command: string): Promise<boolean> {
  const size = options.quick ? QUICK : FULL;
  const seconds = /--duration=/.test(command) ? options.durationSeconds : size.seconds;
  const warmupS = options.warmupSeconds;
  const bench = await prepareAuctionBench('many-lots');
  const { db, services } = bench;
  let server: ChildServer | undefined;
  let bare: ChildServer | undefined;
  let fleet: BotFleet | undefined;
  const redis = createRedis(services.redisUrl, 'commands');
  const metricsToken = randomBytes(24).toString('hex');
  try {
    console.log(`bench database ${services.databaseName}`);
    const userIds = await createUsers(db, size.lots * BIDDERS_PER_LOT);
    const lotIds = await createLiveLots(db, size.lots, {
      endsAt: new Date(Date.now() + (warmupS + seconds + 3_600) * 1000),
    });
    // Each user bids in one lot: bidders i*10 to i*10+9 are lot i's.
    const ofLot = <T>(list: readonly T[], i: number) =>
      list.slice(i * BIDDERS_PER_LOT, (i + 1) * BIDDERS_PER_LOT);
    for (const [i, lotId] of lotIds.entries()) await addParticipants(db, lotId, ofLot(userIds, i));
    server = await startAuctionServer(services, {
      runWorker: false,
      profile: options.profile,
      env: { METRICS_TOKEN: metricsToken },
    });
    const users = await signInAll(db, server.url, userIds);
    const lots = lotIds.map((lotId, i) => ({
      lotId,
      watchers: WATCHERS_PER_LOT,
      bidders: ofLot(users, i).map((u) => ({ userId: u.userId, cookie: u.cookie })),
    }));
    const shape = { lots, processes: size.processes, warmupS, seconds };
    const offered = size.lots * BIDS_PER_LOT_PER_S;
    let metricsBefore = '';
    let metricsAfter = '';
    const kimoshdi = await driveLots({
      ...shape,
      url: server.url,
      pid: server.pid,
      onFleet: (f) => (fleet = f),
      beforePhase: async (name) => {
        if (name === 'measured') metricsBefore = await scrapeMetrics(server!.url, metricsToken);
      },
      afterMeasured: async () => {
        metricsAfter = await scrapeMetrics(server!.url, metricsToken);
      },
    });
    const { warm, measured, cpuMs, botCpuMs, wallMs, rssPerSocket, rssBefore, rssAfter, connectS } = kimoshdi;
    const batches = histogramDelta(
      readHistogram(metricsBefore, BATCH_METRIC),
      readHistogram(metricsAfter, BATCH_METRIC),
    );
    const commitTimes = histogramDelta(
      readHistogram(metricsBefore, COMMIT_METRIC, 'outcome="committed"'),
      readHistogram(metricsAfter, COMMIT_METRIC, 'outcome="committed"'),
    );
    const groupCommit = {
      commits: batches.count,
      bids: batches.sum,
      bids_per_commit: batches.count > 0 ? Math.round((batches.sum / batches.count) * 100) / 100 : null,
      commits_per_s: ratePerS(batches.count, wallMs),
      commit_mean_ms:
        commitTimes.count > 0 ? Math.round((commitTimes.sum / commitTimes.count) * 10_000) / 10 : null,
      batch_rows: batches.by_bucket,
    };
    // The accepted bids' time inside the server (command to answer, the commit included): what of
    // the bots' ack time the server spent, the rest being the sockets, the bots and waiting for a core.
    const serverAcks = histogramDelta(
      readHistogram(metricsBefore, ACK_METRIC, 'transport="socket",outcome="accepted"'),
      readHistogram(metricsAfter, ACK_METRIC, 'transport="socket",outcome="accepted"'),
    );
    const serverAck = {
      count: serverAcks.count,
      mean_ms: serverAcks.count > 0 ? Math.round((serverAcks.sum / serverAcks.count) * 10_000) / 10 : null,
      by_bucket_s: serverAcks.by_bucket,
    };
    // The web process's event-loop delay over the window (prom-client resets it at each scrape):
    // every hop of a bid (its socket read, the script's answer, the commit's) waits for a turn.
    const lagMs = (name: string) => Math.round(metricValue(metricsAfter, name) * 10_000) / 10;
    const eventLoopLag = {
      p50_ms: lagMs('nodejs_eventloop_lag_p50_seconds'),
      p99_ms: lagMs('nodejs_eventloop_lag_p99_seconds'),
      max_ms: lagMs('nodejs_eventloop_lag_max_seconds'),
    };

    await settleFleets([kimoshdi.fleet]);
    const watch = mergeWatchPhase(
      (await kimoshdi.fleet.all(() => ({ cmd: 'watch-stats' }), 'watch')).map((e) => e.stats),
      'measured',
    );
    const sizes = await fleetMessageSizes([kimoshdi.fleet]);
    console.log('resync of every client from lot-game-info; consistency of every lot');
    const resyncs = (await kimoshdi.fleet.all(() => ({ cmd: 'resync' }), 'resynced')).flatMap((e) => e.stats);
    // Every lot checked, the counts summed, the first problems kept.
    const checks = { acked_lost: 0, seq_gaps: 0, inconsistent_lots: 0, problems: [] as string[] };
    for (const lotId of lotIds) {
      const resync = mergeResyncs(resyncs.filter((r) => r.lotId === lotId));
      const result = await checkLot({
        db,
        redis,
        redisPrefix: services.redisPrefix,
        lotId,
        acked: [...(warm.ackedByLot.get(lotId) ?? []), ...(measured.ackedByLot.get(lotId) ?? [])],
        clients: {
          finalStates: resync.finalStates,
          seen: resync.seen,
          gaps: resync.gaps,
          conflicts: resync.conflicts + resync.crossConflicts,
        },
      });
      checks.acked_lost += result.acked_lost;
      checks.seq_gaps += result.seq_gaps;
      if (!result.consistent) checks.inconsistent_lots += 1;
      if (checks.problems.length < 20) checks.problems.push(...result.problems);
    }
    const resync = mergeResyncs(resyncs);
    const { clients: connected, failed, offsetsMs } = kimoshdi.fleet;
    if (failed > 0) checks.problems.push(`${failed} clients could not connect`);
    const clients = { connected, failed, offsets: offsetsMs };
    await kimoshdi.fleet.quit();
    fleet = undefined;
    await server.stop();
    server = undefined;

    // The yardstick: the bare server on the same bots, accepting as many bids a second as
    // Kimoshdi did in each phase, acking each and broadcasting it to the lot's room.
    const accepted = {
      warmup: ratePerS(warm.accepted, warm.durationMs),
      measured: ratePerS(measured.accepted, measured.durationMs),
    };
    const yardstick = await startFairBareServer(accepted, options.profile);
    bare = yardstick;
    const bareRun = await driveLots({
      ...shape,
      url: yardstick.url,
      pid: yardstick.pid,
      onFleet: (f) => (fleet = f),
      beforePhase: async (name) => {
        await yardstick.tell({ accept_per_s: accepted[name] });
      },
    });
    await settleFleets([bareRun.fleet]);
    const bareWatch = mergeWatchPhase(
      (await bareRun.fleet.all(() => ({ cmd: 'watch-stats' }), 'watch')).map((e) => e.stats),
      'measured',
    );
    const bareSizes = await fleetMessageSizes([bareRun.fleet]);
    await bareRun.fleet.quit();
    fleet = undefined;
    await yardstick.stop();
    bare = undefined;
    const bareAck = bareRun.measured.ack.summary();
    const bareDelivery = bareWatch.latency.summary();
    const bareCpu = cpuFields('bid_attempt', bareRun.cpuMs, bareRun.measured.attempts);

    const ack = measured.ack.summary();
    const delivery = watch.latency.summary();
    const cpu = cpuFields('bid_attempt', cpuMs, measured.attempts);
    const coresUsed = cpuMs / wallMs;
    const lotsPerCore = coresUsed > 0 ? Math.round((size.lots / coresUsed) * 10) / 10 : null;
    const consistent = checks.inconsistent_lots === 0 && checks.problems.length === 0;
    const targets = {
      ack_p99_ms: atMost(ack.p99_ms, TARGET_ACK_P99_MS),
      delivery_p99_ms: atMost(delivery.p99_ms, TARGET_DELIVERY_P99_MS),
    };
    const targetsMet = allMet(targets);
    const summary = buildSummary('many-lots', options.loadAverage, {
      ack_p99_ms: ack.p99_ms,
      bare_ack_p99_ms: bareAck.p99_ms,
      delivery_p99_ms: delivery.p99_ms,
      bare_delivery_p99_ms: bareDelivery.p99_ms,
      lots_per_core: lotsPerCore,
      acked_lost: checks.acked_lost,
      seq_gaps: checks.seq_gaps,
      consistent,
    });
    const refusals = Object.fromEntries(Object.entries(measured.outcomes).filter(([code]) => code !== 'ok'));
    const report = {
      scenario: 'many-lots',
      summary,
      date: new Date().toISOString(),
      command,
      machine: describeMachine(services.postgresVersion),
      setup: {
        quick: options.quick,
        lots: size.lots,
        bidders_per_lot: BIDDERS_PER_LOT,
        watchers_per_lot: WATCHERS_PER_LOT,
        sockets: size.lots * (BIDDERS_PER_LOT + WATCHERS_PER_LOT),
        load_processes: size.processes,
        transport: 'websocket',
        bids_per_lot_per_s: BIDS_PER_LOT_PER_S,
        offered_bids_per_s: offered,
        warmup_s: warmupS,
        measured_s: seconds,
        bot: `open loop, paced per lot (each lot's schedule shifted by a random part of its interval); the lot's bidders take turns, skipping one with a bid in flight or that leads as far as it saw; each bids the suggested price it last saw`,
        auction_bid_rate: `default (50/s per user); ${BIDS_PER_LOT_PER_S} bids/s over ${BIDDERS_PER_LOT} bidders = ${BIDS_PER_LOT_PER_S / BIDDERS_PER_LOT}/s each, each user in one lot`,
        server:
          'boot() from server/src/boot.ts in a child process, NODE_ENV=production, LOG_LEVEL=silent, RUN_WORKER=false',
        lots_per_core:
          'live lots / (server CPU seconds / wall seconds of the measured window): the lots one core of the web process keeps going at this load; PostgreSQL, Redis and the load generators not counted',
        clock_offsets_ms: clients.offsets,
        connect_s: connectS,
      },
      ack_p99_ms: ack.p99_ms,
      delivery_p99_ms: delivery.p99_ms,
      lots_per_core: lotsPerCore,
      acked_lost: checks.acked_lost,
      seq_gaps: checks.seq_gaps,
      consistent,
      targets,
      targets_met: targetsMet,
      measured: {
        sent_per_s: ratePerS(measured.attempts, measured.durationMs),
        answered: measured.answered,
        accepted_per_s: ratePerS(measured.accepted, measured.durationMs),
        // Refusals are outbid races (BID_TOO_LOW: a rival's bid not yet seen; ALREADY_LEADER: a
        // lead not yet seen), normal on a live lot; skipped: bids due with every bidder busy.
        outcomes: measured.outcomes,
        refusals,
        skipped: measured.skipped,
        ack_ms: ack,
        // Whether the tail is the window's start (the lots' first bids) or steady.
        ack_p99_ms_by_5s: p99BySlice(measured.ackSlices),
        delivery_ms: delivery,
        deliveries: watch.deliveries,
        expected_deliveries: measured.accepted * WATCHERS_PER_LOT,
        messages_per_s: ratePerS(watch.messages, measured.durationMs),
        delivered_per_s: ratePerS(watch.deliveries, measured.durationMs),
        ...cpu,
        server_cores_used: Math.round(coresUsed * 1000) / 1000,
        // The load generators share the server's cores: what they took of them in the window.
        bot_cores_used: Math.round((botCpuMs / wallMs) * 1000) / 1000,
        wall_ms: Math.round(wallMs),
      },
      warmup: {
        accepted: warm.accepted,
        outcomes: warm.outcomes,
        ack_ms: warm.ack.summary(),
        ack_p99_ms_by_5s: p99BySlice(warm.ackSlices),
      },
      bare: {
        server:
          "loadtest/servers/bare-auction.ts: Socket.IO 4 and the same bots; every auction:bid answered, accepted at Kimoshdi's accepted rate of the same phase with an answer shaped like Kimoshdi's and broadcast to the lot's room with the game's coalescing window, the rest refused as Kimoshdi refuses (BID_TOO_LOW); nothing checked or stored",
        told_accept_per_s: accepted,
        clients: bareRun.fleet.clients,
        failed: bareRun.fleet.failed,
        sent_per_s: ratePerS(bareRun.measured.attempts, bareRun.measured.durationMs),
        accepted_per_s: ratePerS(bareRun.measured.accepted, bareRun.measured.durationMs),
        outcomes: bareRun.measured.outcomes,
        ack_ms: bareAck,
        ack_p99_ms_by_5s: p99BySlice(bareRun.measured.ackSlices),
        delivery_ms: bareDelivery,
        deliveries: bareWatch.deliveries,
        messages_per_s: ratePerS(bareWatch.messages, bareRun.measured.durationMs),
        ...bareCpu,
        server_cores_used: Math.round((bareRun.cpuMs / bareRun.wallMs) * 1000) / 1000,
        bot_cores_used: Math.round((bareRun.botCpuMs / bareRun.wallMs) * 1000) / 1000,
        rss_kb_per_socket: bareRun.rssPerSocket,
        message_bytes: bareSizes,
      },
      group_commit: groupCommit,
      server_ack_accepted: serverAck,
      server_event_loop_lag: eventLoopLag,
      rss_kb_per_socket: rssPerSocket,
      server_rss_kb: { before: rssBefore, with_clients: rssAfter },
      message_bytes: sizes,
      clients: {
        connected: clients.connected,
        failed: clients.failed,
        behind_before_resync: resync.behindBeforeResync,
        with_gaps_after_resync: resync.clientsWithGaps,
        disconnected: resync.disconnected,
      },
      inconsistent_lots: checks.inconsistent_lots,
      problems: checks.problems,
    };
    writeReport('many-lots', report);
    const m = report.measured;
    console.log(
      `  ${size.lots} lots: sent ${m.sent_per_s}/s, accepted ${m.accepted_per_s}/s, refusals ${JSON.stringify(refusals)}, skipped ${m.skipped}; ack p50 ${ack.p50_ms} ms p99 ${ack.p99_ms} ms`,
    );
    console.log(
      `  ack p99 by 5 s: warm-up ${report.warmup.ack_p99_ms_by_5s.join(' ')}; measured ${m.ack_p99_ms_by_5s.join(' ')} ms (the fair bare server's measured ${report.bare.ack_p99_ms_by_5s.join(' ')})`,
    );
    console.log(
      `  delivery to watchers: ${m.delivered_per_s}/s in ${m.messages_per_s} messages/s, p50 ${delivery.p50_ms} ms p99 ${delivery.p99_ms} ms (${watch.deliveries}/${m.expected_deliveries} deliveries)`,
    );
    console.log(
      `  group commit: ${groupCommit.commits} commits, ${groupCommit.bids_per_commit ?? '-'} bids per commit, mean ${groupCommit.commit_mean_ms ?? '-'} ms; batch sizes ${JSON.stringify(groupCommit.batch_rows)}`,
    );
    console.log(
      `  accepted bids inside the server: mean ${serverAck.mean_ms ?? '-'} ms; by bucket (s) ${JSON.stringify(serverAck.by_bucket_s)}; event-loop delay p50 ${eventLoopLag.p50_ms} ms p99 ${eventLoopLag.p99_ms} ms max ${eventLoopLag.max_ms} ms`,
    );
    console.log(
      `  server CPU ${describeCpu(cpu.server_cpu_ms, cpu.cpu_us_per_bid_attempt, 'bid attempt')}, ${m.server_cores_used} cores (the bots ${m.bot_cores_used}): lots_per_core ${lotsPerCore ?? '-'}; ${rssPerSocket} kB per socket`,
    );
    console.log(
      `  fair bare server: accepted ${report.bare.accepted_per_s}/s; ack p50 ${bareAck.p50_ms} ms p99 ${bareAck.p99_ms} ms; delivery p50 ${bareDelivery.p50_ms} ms p99 ${bareDelivery.p99_ms} ms; CPU ${describeCpu(bareCpu.server_cpu_ms, bareCpu.cpu_us_per_bid_attempt, 'bid attempt')}, ${report.bare.server_cores_used} cores (the bots ${report.bare.bot_cores_used})`,
    );
    for (const line of describeTargets(targets)) console.log(`  target ${line}`);
    console.log(
      `  acked_lost ${checks.acked_lost}, seq_gaps ${checks.seq_gaps}, consistent ${consistent}${checks.problems.length ? `: ${checks.problems.join('; ')}` : ''}`,
    );
    console.log(`  targets ${targetsMet ? 'MET' : 'NOT MET'}; report loadtest/reports/many-lots.json`);
    return checks.acked_lost === 0 && checks.seq_gaps === 0 && consistent && targetsMet;
  } finally {
    await fleet?.quit();
    await server?.stop();
    await bare?.stop();
    await redis.quit();
    await bench.release(options.keep);
    if (options.keep) console.log(`kept database ${services.databaseName}`);
  }
}

export const manyLots: Scenario = { run };

/** Each 5-second slice's ack p99 (ms), in order. */
function p99BySlice(slices: Histogram[]): number[] {
  return slices.map((slice) => slice.summary().p99_ms);
}
