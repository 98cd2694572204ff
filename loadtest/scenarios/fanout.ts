/**
 * Scenario `fanout` (issue 5): 5 000 watchers (guests, websocket only, over 4 load-generator
 * processes) on one lot while a bot bids at 20/s for 15 s, then at 200/s for 15 s.
 *
 * Latency = the watcher's receive time (corrected by its process's clock offset, measured once
 * with 'clock:ping') minus the bid's `at` (the engine's Redis clock when it accepted the bid).
 * At 200/s, max_lag_ms is the largest such delay of any watcher for any bid: how far the
 * furthest watcher trailed the accepted bids. rss_kb_per_watcher: the server's VmRSS with the
 * watchers joined minus before, per watcher.
 *
 * The bot bids with 10 participants taking turns, one bid in flight at a time: at 200 bids/s that
 * is 20/s per user, under the default per-user limit AUCTION_BID_RATE (50/s), which is left as is
 * (two participants would need 100/s each).
 */
import { createRedis } from '../../server/src/redis/connection';
import {
  addParticipants,
  createLiveLots,
  createUsers,
  prepareAuctionBench,
  rssKb,
  signInAll,
  startAuctionServer,
} from '../lib/auction-fixture';
import type { ChildServer } from '../lib/child-server';
import { checkLot } from '../lib/consistency';
import { cpuFields, describeCpu, startCpuWindow } from '../lib/cpu';
import { Histogram } from '../lib/histogram';
import { describeMachine, writeReport } from '../lib/report';
import { mergeLoops, mergeResyncs, startBotFleet, type BotFleet } from '../lib/socket-bots';
import type { Scenario, ScenarioOptions } from './scenario';

const WATCHERS = 5_000;
const PROCESSES = 4;
const BIDDERS = 10;
const SLOW_RATE = 20;
const FAST_RATE = 200;
const PHASE_S = 15;
const TARGET_P99_MS = 250;
const TARGET_MAX_LAG_MS = 1_000;
const TARGET_RSS_KB = 30;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function run(options: ScenarioOptions, command: string): Promise<boolean> {
  const bench = await prepareAuctionBench('fanout');
  const { db, services } = bench;
  let server: ChildServer | undefined;
  let watchers: BotFleet | undefined;
  let bidders: BotFleet | undefined;
  const redis = createRedis(services.redisUrl, 'commands');
  try {
    console.log(`bench database ${services.databaseName}`);
    const userIds = await createUsers(db, BIDDERS);
    const [lotId] = await createLiveLots(db, 1, { endsAt: new Date(Date.now() + 3_600_000) });
    if (lotId === undefined) throw new Error('no lot');
    await addParticipants(db, lotId, userIds);
    server = await startAuctionServer(services, { runWorker: false, profile: options.profile });
    const users = await signInAll(db, server.url, userIds);
    bidders = await startBotFleet({
      processes: 1,
      url: server.url,
      lotId,
      watchers: 0,
      bidders: users.map((u) => ({ userId: u.userId, cookie: u.cookie })),
    });
    // A few bids first, so the bid path is warm before the memory is read and the clock starts.
    await bidders.all(() => ({ cmd: 'paced', ratePerS: 20, durationMs: 1_000 }), 'loop');
    await sleep(1_000);
    const rssBefore = await rssKb(server.pid);
    const connectStarted = Date.now();
    watchers = await startBotFleet({
      processes: PROCESSES,
      url: server.url,
      lotId,
      watchers: WATCHERS,
      bidders: [],
    });
    const connectSeconds = (Date.now() - connectStarted) / 1000;
    await sleep(2_000);
    const rssAfter = await rssKb(server.pid);
    const rssPerWatcher = Math.round(((rssAfter - rssBefore) / Math.max(1, watchers.clients)) * 10) / 10;
    console.log(
      `${watchers.clients} watchers joined lot ${lotId} in ${connectSeconds.toFixed(1)} s (${watchers.failed} failed); server RSS ${rssBefore} -> ${rssAfter} kB (${rssPerWatcher} kB per watcher); clock offsets ${watchers.offsetsMs.join(', ')} ms`,
    );

    await watchers.all(() => ({ cmd: 'phase', name: 'slow' }), 'ack');
    // The server's CPU time over each phase as the watchers count it: from its start to the next.
    const slowWindow = startCpuWindow(server.pid);
    console.log(`${SLOW_RATE} bids/s for ${PHASE_S} s`);
    const slow = mergeLoops(
      (
        await bidders.all(() => ({ cmd: 'paced', ratePerS: SLOW_RATE, durationMs: PHASE_S * 1000 }), 'loop')
      ).map((e) => e.stats),
    );
    await sleep(1_000);
    const slowCpuMs = slowWindow.stop();
    await watchers.all(() => ({ cmd: 'phase', name: 'fast' }), 'ack');
    const fastWindow = startCpuWindow(server.pid);
    console.log(`${FAST_RATE} bids/s for ${PHASE_S} s`);
    const fast = mergeLoops(
      (
        await bidders.all(() => ({ cmd: 'paced', ratePerS: FAST_RATE, durationMs: PHASE_S * 1000 }), 'loop')
      ).map((e) => e.stats),
    );
    await sleep(2_000);
    const fastCpuMs = fastWindow.stop();
    await watchers.all(() => ({ cmd: 'phase', name: 'after' }), 'ack');
    const watchStats = (await watchers.all(() => ({ cmd: 'watch-stats' }), 'watch')).map((e) => e.stats);
    const merged = (name: string) => {
      const latency = new Histogram();
      let deliveries = 0;
      let messages = 0;
      for (const stats of watchStats) {
        const entry = stats[name];
        if (!entry) continue;
        latency.merge(entry.latency);
        deliveries += entry.deliveries;
        messages += entry.messages;
      }
      return { latency, deliveries, messages };
    };
    const slowWatch = merged('slow');
    const fastWatch = merged('fast');
    const late = merged('after');
    const slowCpu = cpuFields('delivered_message', slowCpuMs, slowWatch.messages);
    const fastCpu = cpuFields('delivered_message', fastCpuMs, fastWatch.messages);

    console.log('resync of every client from lot-game-info');
    const resync = mergeResyncs([
      ...(await watchers.all(() => ({ cmd: 'resync' }), 'resynced')).map((e) => e.stats),
      ...(await bidders.all(() => ({ cmd: 'resync' }), 'resynced')).map((e) => e.stats),
    ]);
    const consistency = await checkLot({
      db,
      redis,
      redisPrefix: services.redisPrefix,
      lotId,
      acked: [...slow.acked, ...fast.acked],
      clients: {
        finalStates: resync.finalStates,
        seen: resync.seen,
        gaps: resync.gaps,
        conflicts: resync.conflicts + resync.crossConflicts,
      },
    });
    if (watchers.failed > 0) consistency.problems.push(`${watchers.failed} watchers could not connect`);

    const slowLatency = slowWatch.latency.summary();
    const fastLatency = fastWatch.latency.summary();
    const fastSeconds = fast.durationMs / 1000;
    const deliveredPerS = Math.round(fastWatch.deliveries / fastSeconds);
    const maxLag = Math.round(Math.max(fastLatency.max_ms, late.latency.max));
    const targets = {
      latency_p99_ms: {
        target: `< ${TARGET_P99_MS}`,
        value: slowLatency.p99_ms,
        met: slowLatency.p99_ms < TARGET_P99_MS,
      },
      max_lag_ms: { target: `<= ${TARGET_MAX_LAG_MS}`, value: maxLag, met: maxLag <= TARGET_MAX_LAG_MS },
      rss_kb_per_watcher: {
        target: `<= ${TARGET_RSS_KB}`,
        value: rssPerWatcher,
        met: rssPerWatcher <= TARGET_RSS_KB,
      },
    };
    const targetsMet = Object.values(targets).every((t) => t.met);
    const report = {
      scenario: 'fanout',
      date: new Date().toISOString(),
      command,
      machine: describeMachine(services.postgresVersion),
      setup: {
        lot_id: lotId,
        watchers: WATCHERS,
        load_processes: PROCESSES,
        bidders: BIDDERS,
        bid_rates: [SLOW_RATE, FAST_RATE],
        phase_s: PHASE_S,
        bot: `${BIDDERS} participants taking turns over Socket.IO, one bid in flight; AUCTION_BID_RATE default (50/s per user)`,
        server:
          'boot() from server/src/boot.ts in a child process, NODE_ENV=production, LOG_LEVEL=silent, RUN_WORKER=false',
        clock_offsets_ms: watchers.offsetsMs,
        connect_s: connectSeconds,
      },
      latency_p50_ms: slowLatency.p50_ms,
      latency_p99_ms: slowLatency.p99_ms,
      delivered_per_s: deliveredPerS,
      max_lag_ms: maxLag,
      rss_kb_per_watcher: rssPerWatcher,
      acked_lost: consistency.acked_lost,
      seq_gaps: consistency.seq_gaps,
      consistent: consistency.consistent,
      targets,
      targets_met: targetsMet,
      slow_phase: {
        bids_per_s: Math.round(slow.accepted / (slow.durationMs / 1000)),
        bot_outcomes: slow.outcomes,
        latency_ms: slowLatency,
        deliveries: slowWatch.deliveries,
        messages_per_s: Math.round(slowWatch.messages / (slow.durationMs / 1000)),
        ...slowCpu,
      },
      fast_phase: {
        bids_per_s: Math.round(fast.accepted / fastSeconds),
        bot_outcomes: fast.outcomes,
        bot_ack_ms: fast.ack.summary(),
        latency_ms: fastLatency,
        deliveries: fastWatch.deliveries,
        expected_deliveries: fast.accepted * watchers.clients,
        messages_per_s: Math.round(fastWatch.messages / fastSeconds),
        late_deliveries_after_phase: late.deliveries,
        ...fastCpu,
      },
      server_rss_kb: { before: rssBefore, with_watchers: rssAfter },
      clients: {
        connected: watchers.clients,
        failed: watchers.failed,
        behind_before_resync: resync.behindBeforeResync,
        with_gaps_after_resync: resync.clientsWithGaps,
        disconnected: resync.disconnected,
      },
      consistency,
    };
    writeReport('fanout', report);
    const verdict = (t: { met: boolean; value: number }, limit: number, unit: string) =>
      t.met ? 'met' : `missed by ${Math.round((t.value - limit) * 10) / 10} ${unit}`;
    console.log(
      `  ${SLOW_RATE}/s (achieved ${report.slow_phase.bids_per_s}/s): latency p50 ${slowLatency.p50_ms} ms p99 ${slowLatency.p99_ms} ms (target < ${TARGET_P99_MS}: ${verdict(targets.latency_p99_ms, TARGET_P99_MS, 'ms')})`,
    );
    console.log(
      `  ${FAST_RATE}/s (achieved ${report.fast_phase.bids_per_s}/s): delivered ${deliveredPerS}/s, ${report.fast_phase.messages_per_s} messages/s, p99 ${fastLatency.p99_ms} ms, max lag ${maxLag} ms (target <= ${TARGET_MAX_LAG_MS}: ${verdict(targets.max_lag_ms, TARGET_MAX_LAG_MS, 'ms')})`,
    );
    console.log(
      `  server CPU: ${SLOW_RATE}/s ${describeCpu(slowCpu.server_cpu_ms, slowCpu.cpu_us_per_delivered_message, 'delivered message')}, ${FAST_RATE}/s ${describeCpu(fastCpu.server_cpu_ms, fastCpu.cpu_us_per_delivered_message, 'delivered message')}`,
    );
    console.log(
      `  ${rssPerWatcher} kB per watcher (target <= ${TARGET_RSS_KB}: ${verdict(targets.rss_kb_per_watcher, TARGET_RSS_KB, 'kB')})`,
    );
    console.log(
      `  acked_lost ${consistency.acked_lost}, seq_gaps ${consistency.seq_gaps}, consistent ${consistency.consistent}${consistency.problems.length ? `: ${consistency.problems.join('; ')}` : ''}`,
    );
    console.log(`  targets ${targetsMet ? 'MET' : 'NOT MET'}; report loadtest/reports/fanout.json`);
    return consistency.acked_lost === 0 && consistency.seq_gaps === 0 && consistency.consistent && targetsMet;
  } finally {
    await watchers?.quit();
    await bidders?.quit();
    await server?.stop();
    await redis.quit();
    await bench.release(options.keep);
    if (options.keep) console.log(`kept database ${services.databaseName}`);
  }
}

export const fanout: Scenario = { run };
