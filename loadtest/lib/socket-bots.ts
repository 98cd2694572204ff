/**
 * Socket bots spread over several load-generator processes (bot-worker.ts), so 1 000 to 7 000
 * clients are not held back by one event loop. The parent hands each worker its share of watchers
 * and bidders (of one lot, or whole lots of many), drives the phases and merges what they measured.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { START_TIYIN } from './auction-fixture';
import { Histogram } from './histogram';
import { meanSizes, type SizeTallies } from './message-sizes';

export interface BotBidder {
  userId: string;
  cookie: string;
}

/** A lot's clients in one worker: how many watchers (guests) and which bidders (participants). */
export interface BotLot {
  lotId: number;
  watchers: number;
  bidders: BotBidder[];
}

/**
 * Whose deliveries the watch stats count: every client's (a bidder sees the others' bids too), or
 * the watchers' only (many-lots: the price reaching the lot's audience).
 */
export type DeliveriesOf = 'everyone' | 'watchers';

export interface BotInit {
  url: string;
  lots: BotLot[];
  /** Bidders' cookies by user id (for their REST resync). */
  cookieOf: Record<string, string>;
  /** What the paced bot adds to each amount it sends (tiyin). */
  stepTiyin: bigint;
  deliveriesOf: DeliveriesOf;
}

export type HistogramData = ReturnType<Histogram['toJSON']>;

export interface LoopStats {
  attempts: number;
  answered: number;
  accepted: number;
  duplicates: number;
  /** Bids due that no bidder could send (each busy or leading): lots-open-loop only. */
  skipped: number;
  /** ok or the error code, with counts. */
  outcomes: Record<string, number>;
  ack: HistogramData;
  /** The acks by outcome (ok or the refusal's code): whether a tail is the accepted bids' or the refusals'. */
  ackByOutcome?: Record<string, HistogramData>;
  /** The acks by the 5-second slice of the loop their bid was sent in (lots-open-loop only). */
  ackSlices?: HistogramData[];
  /** Every bid an ack carried, by lot id: [seq, amount tiyin, request_id]. */
  acked: Record<number, [number, string, string][]>;
  durationMs: number;
}

export type WatchStats = Record<string, { latency: HistogramData; deliveries: number; messages: number }>;

/** One lot's clients in one worker after their resync. */
export interface ResyncStats {
  lotId: number;
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
  | { cmd: 'lots-open-loop'; ratePerLotPerS: number; durationMs: number }
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
  | { ev: 'resynced'; stats: ResyncStats[] }
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

/**
 * Forks `processes` workers and connects the clients: one lot's watchers and bidders spread evenly
 * over them, or (`lots`) many lots dealt whole to the workers in turn, each lot's clients in one
 * process.
 */
export async function startBotFleet(
  options: { processes: number; url: string; deliveriesOf?: DeliveriesOf } & (
    BotLot | { lots: readonly BotLot[] }
  ),
): Promise<BotFleet> {
  const { processes } = options;
  const shares: BotLot[][] =
    'lots' in options
      ? Array.from({ length: processes }, (_, i) => options.lots.filter((_, j) => j % processes === i))
      : Array.from({ length: processes }, (_, i) => [
          {
            lotId: options.lotId,
            watchers: Math.floor(options.watchers / processes) + (i < options.watchers % processes ? 1 : 0),
            bidders: options.bidders.filter((_, j) => j % processes === i),
          },
        ]);
  const cookieOf = Object.fromEntries(
    shares.flat().flatMap((lot) => lot.bidders.map((b) => [b.userId, b.cookie])),
  );
  const workers = shares.map((share) => startWorker(share.reduce((n, lot) => n + lot.bidders.length, 0)));
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
              lots: shares[i] ?? [],
              cookieOf,
              stepTiyin: START_TIYIN / 20n,
              deliveriesOf: options.deliveriesOf ?? 'everyone',
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

type Acked = [number, string, string][];

/**
 * Sums the loops of all workers; ack latencies merged into one histogram. `acked` holds every
 * lot's acked bids together (a one-lot fleet's: that lot's); `ackedByLot` keeps them apart.
 */
export function mergeLoops(loops: LoopStats[]): {
  attempts: number;
  answered: number;
  accepted: number;
  duplicates: number;
  skipped: number;
  outcomes: Record<string, number>;
  ack: Histogram;
  ackByOutcome: Record<string, Histogram>;
  /** The acks by 5-second slice of the loop (lots-open-loop), every worker's merged. */
  ackSlices: Histogram[];
  acked: Acked;
  ackedByLot: Map<number, Acked>;
  durationMs: number;
} {
  const ack = new Histogram();
  const ackSlices: Histogram[] = [];
  const ackByOutcome: Record<string, Histogram> = {};
  const outcomes: Record<string, number> = {};
  const merged = {
    attempts: 0,
    answered: 0,
    accepted: 0,
    duplicates: 0,
    skipped: 0,
    outcomes,
    ack,
    ackByOutcome,
    ackSlices,
    acked: [] as Acked,
    ackedByLot: new Map<number, Acked>(),
    durationMs: 0,
  };
  for (const loop of loops) {
    merged.attempts += loop.attempts;
    merged.answered += loop.answered;
    merged.accepted += loop.accepted;
    merged.duplicates += loop.duplicates;
    merged.skipped += loop.skipped;
    for (const [code, n] of Object.entries(loop.outcomes)) outcomes[code] = (outcomes[code] ?? 0) + n;
    ack.merge(loop.ack);
    for (const [code, data] of Object.entries(loop.ackByOutcome ?? {}))
      (ackByOutcome[code] ??= new Histogram()).merge(data);
    (loop.ackSlices ?? []).forEach((slice, i) => (ackSlices[i] ??= new Histogram()).merge(slice));
    for (const [lotId, entries] of Object.entries(loop.acked)) {
      const lot = merged.ackedByLot.get(Number(lotId)) ?? [];
      merged.ackedByLot.set(Number(lotId), lot);
      for (const entry of entries) {
        merged.acked.push(entry);
        lot.push(entry);
      }
    }
    merged.durationMs = Math.max(merged.durationMs, loop.durationMs);
  }
  return merged;
}

/** One lot's resyncs from every worker merged (a one-lot fleet's: all of them). */
export function mergeResyncs(
  stats: ResyncStats[],
): Omit<ResyncStats, 'seen' | 'lotId'> & { seen: Map<number, string>; crossConflicts: number } {
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the fleets' clients stop receiving (no new message for 3 s, at most 120 s): on a
 * loaded machine messages are still on their way after the bids stop, and a resync before they
 * land would count them as gaps.
 */
export async function settleFleets(fleets: readonly BotFleet[]): Promise<void> {
  const received = async () => {
    const stats = await Promise.all(fleets.map((f) => f.all(() => ({ cmd: 'watch-stats' }), 'watch')));
    let messages = 0;
    for (const entry of stats.flat())
      for (const phase of Object.values(entry.stats)) messages += phase.messages;
    return messages;
  };
  const started = Date.now();
  let last = await received();
  while (Date.now() - started < 120_000) {
    await sleep(3_000);
    const now = await received();
    if (now === last) return;
    last = now;
  }
}
