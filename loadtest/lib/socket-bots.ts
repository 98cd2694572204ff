/**
 * Socket bots spread over several load-generator processes (bot-worker.ts), so 1 000 to 5 000
 * clients are not held back by one event loop. The parent hands each worker its share of watchers
 * and bidders, drives the phases and merges what they measured.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { START_TIYIN } from './auction-fixture';
import { Histogram } from './histogram';
import { meanSizes, type SizeTallies } from './message-sizes';

export interface BotInit {
  url: string;
  lotId: number;
  watchers: number;
  bidders: { userId: string; cookie: string }[];
  /** Bidders' cookies by user id (for their REST resync). */
  cookieOf: Record<string, string>;
  /** What the paced bot adds to each amount it sends (tiyin). */
  stepTiyin: bigint;
}

export type HistogramData = ReturnType<Histogram['toJSON']>;

export interface LoopStats {
  attempts: number;
  answered: number;
  accepted: number;
  duplicates: number;
  /** ok or the error code, with counts. */
  outcomes: Record<string, number>;
  ack: HistogramData;
  /** Every bid an ack carried: [seq, amount tiyin, request_id]. */
  acked: [number, string, string][];
  durationMs: number;
}

export type WatchStats = Record<string, { latency: HistogramData; deliveries: number; messages: number }>;

export interface ResyncStats {
  clients: number;
  /** Clients whose newest seen seq was below the resync's before it. */
  behindBeforeResync: number;
  /** Seqs after a client's join it never received, even with the resync's last bids. */
  gaps: number;
  clientsWithGaps: number;
  /** "seq:price" after the resync -> how many clients hold it. */
  finalStates: Record<string, number>;
  /** Bids some client saw with another amount than another client did. */
  conflicts: number;
  seen: [number, string][];
  disconnected: number;
}

export type BotCommand =
  | { cmd: 'init'; init: BotInit }
  | { cmd: 'phase'; name: string }
  | { cmd: 'open-loop'; ratePerS: number; durationMs: number }
  | { cmd: 'closed-loop'; durationMs: number }
  | { cmd: 'paced'; ratePerS: number; durationMs: number }
  | { cmd: 'watch-stats' }
  | { cmd: 'sizes' }
  | { cmd: 'resync' }
  | { cmd: 'quit' };

export type BotEvent =
  | { ev: 'connected'; clients: number; failed: number; offsetMs: number }
  | { ev: 'ack' }
  | { ev: 'loop'; stats: LoopStats }
  | { ev: 'watch'; stats: WatchStats }
  | { ev: 'sizes'; sizes: SizeTallies }
  | { ev: 'resynced'; stats: ResyncStats }
  | { ev: 'error'; message: string };

const WORKER = path.resolve(import.meta.dirname, 'bot-worker.ts');

export interface BotWorker {
  pid: number;
  bidders: number;
  request<E extends BotEvent['ev']>(command: BotCommand, expect: E): Promise<Extract<BotEvent, { ev: E }>>;
  quit(): Promise<void>;
}

function startWorker(bidders: number): BotWorker {
  const child: ChildProcess = fork(WORKER, [], {
    execArgv: ['--import', 'tsx', '--max-old-space-size=2048'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
  const waiting: { expect: string; resolve: (e: BotEvent) => void; reject: (e: Error) => void }[] = [];
  child.on('message', (event: BotEvent) => {
    const index = waiting.findIndex((w) => w.expect === event.ev || event.ev === 'error');
    if (index < 0) return;
    const [entry] = waiting.splice(index, 1);
    if (!entry) return;
    if (event.ev === 'error') entry.reject(new Error(`bot worker ${child.pid}: ${event.message}`));
    else entry.resolve(event);
  });
  child.on('exit', (code) => {
    for (const entry of waiting.splice(0)) entry.reject(new Error(`bot worker exited (${code})`));
  });
  return {
    pid: child.pid ?? 0,
    bidders,
    request(command, expect) {
      return new Promise((resolve, reject) => {
        waiting.push({ expect, resolve: resolve as (e: BotEvent) => void, reject });
        child.send(command);
      });
    },
    async quit() {
      // Gone already (quit before, or killed): its IPC channel is closed.
      if (child.exitCode !== null || child.signalCode !== null || !child.connected) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ cmd: 'quit' } satisfies BotCommand);
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface BotFleet {
  workers: BotWorker[];
  clients: number;
  failed: number;
  offsetsMs: number[];
  /** Sends a command to every worker and waits for all their answers. */
  all<E extends BotEvent['ev']>(
    command: (w: BotWorker) => BotCommand,
    expect: E,
  ): Promise<Extract<BotEvent, { ev: E }>[]>;
  quit(): Promise<void>;
}

/** Forks `processes` workers and connects watchers and bidders spread evenly over them. */
export async function startBotFleet(options: {
  processes: number;
  url: string;
  lotId: number;
  watchers: number;
  bidders: { userId: string; cookie: string }[];
}): Promise<BotFleet> {
  const { processes } = options;
  const cookieOf = Object.fromEntries(options.bidders.map((b) => [b.userId, b.cookie]));
  const shares = Array.from({ length: processes }, (_, i) => ({
    watchers: Math.floor(options.watchers / processes) + (i < options.watchers % processes ? 1 : 0),
    bidders: options.bidders.filter((_, j) => j % processes === i),
  }));
  const workers = shares.map((share) => startWorker(share.bidders.length));
  const fleet: BotFleet = {
    workers,
    clients: 0,
    failed: 0,
    offsetsMs: [],
    all: (command, expect) => Promise.all(workers.map((w) => w.request(command(w), expect))),
    quit: async () => {
      await Promise.all(workers.map((w) => w.quit()));
    },
  };
  try {
    const connected = await Promise.all(
      workers.map((w, i) =>
        w.request(
          {
            cmd: 'init',
            init: {
              url: options.url,
              lotId: options.lotId,
              watchers: shares[i]?.watchers ?? 0,
              bidders: shares[i]?.bidders ?? [],
              cookieOf,
              stepTiyin: START_TIYIN / 20n,
            },
          },
          'connected',
        ),
      ),
    );
    for (const c of connected) {
      fleet.clients += c.clients;
      fleet.failed += c.failed;
      fleet.offsetsMs.push(Math.round(c.offsetMs * 10) / 10);
    }
  } catch (error) {
    await fleet.quit();
    throw error;
  }
  return fleet;
}

/** Sums the loops of all workers; ack latencies merged into one histogram. */
export function mergeLoops(loops: LoopStats[]): {
  attempts: number;
  answered: number;
  accepted: number;
  duplicates: number;
  outcomes: Record<string, number>;
  ack: Histogram;
  acked: [number, string, string][];
  durationMs: number;
} {
  const ack = new Histogram();
  const outcomes: Record<string, number> = {};
  const merged = {
    attempts: 0,
    answered: 0,
    accepted: 0,
    duplicates: 0,
    outcomes,
    ack,
    acked: [] as [number, string, string][],
    durationMs: 0,
  };
  for (const loop of loops) {
    merged.attempts += loop.attempts;
    merged.answered += loop.answered;
    merged.accepted += loop.accepted;
    merged.duplicates += loop.duplicates;
    for (const [code, n] of Object.entries(loop.outcomes)) outcomes[code] = (outcomes[code] ?? 0) + n;
    ack.merge(loop.ack);
    for (const entry of loop.acked) merged.acked.push(entry);
    merged.durationMs = Math.max(merged.durationMs, loop.durationMs);
  }
  return merged;
}

export function mergeResyncs(
  stats: ResyncStats[],
): Omit<ResyncStats, 'seen'> & { seen: Map<number, string>; crossConflicts: number } {
  const seen = new Map<number, string>();
  let crossConflicts = 0;
  const out = {
    clients: 0,
    behindBeforeResync: 0,
    gaps: 0,
    clientsWithGaps: 0,
    finalStates: {} as Record<string, number>,
    conflicts: 0,
    disconnected: 0,
    seen,
    crossConflicts: 0,
  };
  for (const s of stats) {
    out.clients += s.clients;
    out.behindBeforeResync += s.behindBeforeResync;
    out.gaps += s.gaps;
    out.clientsWithGaps += s.clientsWithGaps;
    out.conflicts += s.conflicts;
    out.disconnected += s.disconnected;
    for (const [key, n] of Object.entries(s.finalStates))
      out.finalStates[key] = (out.finalStates[key] ?? 0) + n;
    for (const [seq, amount] of s.seen) {
      const known = seen.get(seq);
      if (known === undefined) seen.set(seq, amount);
      else if (known !== amount) crossConflicts += 1;
    }
  }
  out.crossConflicts = crossConflicts;
  return out;
}

/** What the watchers of several processes received in one phase: latencies, deliveries, messages. */
export function mergeWatchPhase(
  stats: readonly WatchStats[],
  name: string,
): { latency: Histogram; deliveries: number; messages: number } {
  const latency = new Histogram();
  let deliveries = 0;
  let messages = 0;
  for (const entry of stats.map((s) => s[name])) {
    if (!entry) continue;
    latency.merge(entry.latency);
    deliveries += entry.deliveries;
    messages += entry.messages;
  }
  return { latency, deliveries, messages };
}

/** The mean size of each kind of message the fleets' clients received (loadtest/lib/message-sizes.ts). */
export async function fleetMessageSizes(fleets: readonly BotFleet[]): Promise<ReturnType<typeof meanSizes>> {
  const answers = await Promise.all(fleets.map((fleet) => fleet.all(() => ({ cmd: 'sizes' }), 'sizes')));
  return meanSizes(answers.flat().map((answer) => answer.sizes));
}
