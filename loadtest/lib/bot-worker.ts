/**
 * One load-generator process of socket bots (forked by socket-bots.ts): watchers (guests) and
 * bidders (participants with a session cookie) on one lot or several, websocket transport only.
 * Each client keeps what it saw as a real game page does: the seqs it received (events and its own
 * acks), the newest state, and for a bidder the suggested price. The parent drives it over IPC.
 */
import { randomUUID } from 'node:crypto';
import type {
  Ack,
  BidAnswer,
  BidView,
  ClientToServerEvents,
  GameState,
  JoinAnswer,
  ServerToClientEvents,
} from '@kimoshdi/shared';
import { io, type Socket } from 'socket.io-client';
import { Histogram } from './histogram';
import { SizeSampler } from './message-sizes';
import type { BotCommand, BotEvent, BotInit, LoopStats, ResyncStats, WatchStats } from './socket-bots';

type GameClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/** One lot this process plays, and what its clients saw of it. */
interface Lot {
  lotId: number;
  bidders: Client[];
  /** seq -> amount as this process's clients saw it; a client seeing another amount is a conflict. */
  seen: Map<number, string>;
  conflicts: number;
  /** The bidder whose bid was accepted last (as far as acks tell): it may not bid again next. */
  lastLeader: Client | undefined;
  /** The next bidder in turn (lots-open-loop). */
  turn: number;
}

interface Client {
  socket: GameClient;
  lot: Lot;
  bidder: boolean;
  userId: string;
  /** The bidder's buyer number in its lot (null for a watcher). */
  buyerNumber: number | null;
  /** The leader's buyer number in the newest state the client saw. */
  leaderNumber: number | null;
  joinSeq: number;
  maxSeq: number;
  price: string | null;
  /** Tiyin. */
  suggested: bigint;
  /** received[seq] = 1 once the client has seen that bid. */
  received: Uint8Array;
  inFlight: boolean;
}

let init: BotInit;
const clients: Client[] = [];
const lots: Lot[] = [];
let offsetMs = 0;
let phase = 'idle';
/** The sizes of what this process's clients receive: acks by outcome, and the room's messages. */
const sizes = new SizeSampler();
const watch = new Map<
  string,
  { latency: Histogram; deliveries: number; messages: number; from: number; to: number }
>();

function send(event: BotEvent): void {
  process.send?.(event);
}

function phaseStats() {
  let entry = watch.get(phase);
  if (!entry) {
    entry = { latency: new Histogram(), deliveries: 0, messages: 0, from: Date.now(), to: Date.now() };
    watch.set(phase, entry);
  }
  return entry;
}

function markReceived(client: Client, seq: number): boolean {
  if (seq >= client.received.length) {
    const grown = new Uint8Array(Math.max(seq + 1, client.received.length * 2));
    grown.set(client.received);
    client.received = grown;
  }
  if (client.received[seq]) return false;
  client.received[seq] = 1;
  return true;
}

function applyState(client: Client, state: GameState): void {
  if (state.seq >= client.maxSeq) {
    client.maxSeq = state.seq;
    client.price = state.price;
    client.leaderNumber = state.leader_number;
  }
  const suggested = BigInt(state.suggested_price);
  if (suggested > client.suggested) client.suggested = suggested;
}

function applyBids(client: Client, bids: readonly BidView[], measure: boolean): void {
  const now = Date.now();
  const stats = measure ? phaseStats() : undefined;
  const { seen } = client.lot;
  for (const bid of bids) {
    const known = seen.get(bid.seq);
    if (known === undefined) seen.set(bid.seq, bid.amount);
    else if (known !== bid.amount) client.lot.conflicts += 1;
    if (!markReceived(client, bid.seq)) continue;
    if (stats && bid.seq > client.joinSeq) {
      stats.latency.record(now + offsetMs - bid.at);
      stats.deliveries += 1;
    }
  }
}

function connect(cookie: string | undefined): Promise<GameClient> {
  const socket: GameClient = io(init.url, {
    transports: ['websocket'],
    extraHeaders: cookie ? { cookie } : {},
    reconnection: false,
    forceNew: true,
    timeout: 60_000,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function join(socket: GameClient, lotId: number): Promise<Ack<JoinAnswer>> {
  return new Promise((resolve) => socket.emit('auction:join', { lot_id: lotId }, resolve));
}

async function measureOffset(socket: GameClient): Promise<number> {
  let best = { rtt: Number.POSITIVE_INFINITY, offset: 0 };
  for (let i = 0; i < 7; i += 1) {
    const t0 = Date.now();
    const server = await new Promise<number>((resolve) => socket.emit('clock:ping', resolve));
    const t1 = Date.now();
    if (t1 - t0 < best.rtt) best = { rtt: t1 - t0, offset: server - (t0 + t1) / 2 };
  }
  return best.offset;
}

async function connectAll(): Promise<BotEvent> {
  const specs: { lot: Lot; cookie?: string; userId: string; bidder: boolean }[] = [];
  for (const share of init.lots) {
    const lot: Lot = {
      lotId: share.lotId,
      bidders: [],
      seen: new Map(),
      conflicts: 0,
      lastLeader: undefined,
      turn: 0,
    };
    lots.push(lot);
    specs.push(
      ...share.bidders.map((b) => ({ lot, cookie: b.cookie, userId: b.userId, bidder: true })),
      ...Array.from({ length: share.watchers }, () => ({ lot, userId: '', bidder: false })),
    );
  }
  // A bidder's deliveries are counted too unless the fleet counts its watchers' only.
  const measures = (bidder: boolean) => !bidder || init.deliveriesOf !== 'watchers';
  let failed = 0;
  let next = 0;
  async function lane(): Promise<void> {
    while (next < specs.length) {
      const spec = specs[next] as (typeof specs)[number];
      next += 1;
      try {
        const socket = await connect(spec.cookie);
        const client: Client = {
          socket,
          lot: spec.lot,
          bidder: spec.bidder,
          userId: spec.userId,
          buyerNumber: null,
          leaderNumber: null,
          joinSeq: 0,
          maxSeq: 0,
          price: null,
          suggested: 0n,
          received: new Uint8Array(1024),
          inFlight: false,
        };
        const measured = measures(spec.bidder);
        socket.on('auction:bids', (event) => {
          sizes.sample('bids_message', event);
          if (phase !== 'idle' && measured) phaseStats().messages += 1;
          applyBids(client, event.bids, measured);
          applyState(client, event.state);
        });
        socket.on('auction:state', (event) => applyState(client, event.state));
        const answer = await join(socket, spec.lot.lotId);
        if ('ERROR' in answer) throw new Error(`join: ${answer.ERROR.code}`);
        client.joinSeq = answer.state.seq;
        client.buyerNumber = answer.seat.buyer_number;
        for (const bid of answer.bids) markReceived(client, bid.seq);
        applyState(client, answer.state);
        clients.push(client);
        if (spec.bidder) spec.lot.bidders.push(client);
      } catch {
        failed += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: 25 }, lane));
  const first = clients[0];
  if (first) offsetMs = await measureOffset(first.socket);
  return { ev: 'connected', clients: clients.length, failed, offsetMs };
}

function tiyinToSum(tiyin: bigint): string {
  return `${tiyin / 100n}.${String(tiyin % 100n).padStart(2, '0')}`;
}

function newLoopStats(): LoopStats {
  return {
    attempts: 0,
    answered: 0,
    accepted: 0,
    duplicates: 0,
    skipped: 0,
    outcomes: {},
    ack: new Histogram().toJSON(),
    acked: {},
    durationMs: 0,
  };
}

/** Where a bid's ack latency goes: a histogram, or one per slice of the loop by when it was sent. */
interface AckRecorder {
  record(ms: number, sentAt: number): void;
}

/** The seconds of a slice of lotsOpenLoop's acks (many-lots: whether a tail is the start's or steady). */
const ACK_SLICE_S = 5;

/**
 * One bid from a bidder at the suggested price it last saw; resolves when the ack is back, with
 * the refusal's code (undefined when accepted).
 */
function bid(client: Client, stats: LoopStats, histogram: AckRecorder): Promise<string | undefined> {
  const byOutcome = ackByOutcome(stats);
  const requestId = randomUUID();
  const sentAt = performance.now();
  stats.attempts += 1;
  client.inFlight = true;
  return new Promise((resolve) => {
    client.socket.emit(
      'auction:bid',
      { lot_id: client.lot.lotId, amount: tiyinToSum(client.suggested), request_id: requestId },
      (answer: Ack<BidAnswer>) => {
        client.inFlight = false;
        histogram.record(performance.now() - sentAt, sentAt);
        stats.answered += 1;
        // Refusals by code: a BID_TOO_LOW (with its price) is longer than an ALREADY_LEADER.
        sizes.sample(
          'ERROR' in answer
            ? `refusal_ack:${answer.ERROR.code}`
            : answer.duplicate
              ? 'duplicate_ack'
              : 'accepted_ack',
          answer,
        );
        let refusal: string | undefined;
        (byOutcome[`${'ERROR' in answer ? answer.ERROR.code : 'ok'}`] ??= new Histogram()).record(
          performance.now() - sentAt,
        );
        if ('ERROR' in answer) {
          const code = answer.ERROR.code;
          refusal = code;
          stats.outcomes[code] = (stats.outcomes[code] ?? 0) + 1;
          const suggested = (answer.ERROR.data as { suggested?: string } | undefined)?.suggested;
          if (suggested && /^\d+$/.test(String(suggested)) && BigInt(suggested) > client.suggested) {
            client.suggested = BigInt(suggested);
          }
        } else {
          stats.outcomes.ok = (stats.outcomes.ok ?? 0) + 1;
          if (answer.duplicate) stats.duplicates += 1;
          else {
            stats.accepted += 1;
            client.lot.lastLeader = client;
          }
          const acked = (stats.acked[client.lot.lotId] ??= []);
          for (const view of answer.bids) acked.push([view.seq, view.amount, requestId]);
          applyBids(client, answer.bids, false);
          applyState(client, answer.state);
        }
        resolve(refusal);
      },
    );
  });
}

/** The loop's per-outcome histograms, kept beside its stats until the loop ends (ackByOutcomeJSON). */
const outcomeHistograms = new WeakMap<LoopStats, Record<string, Histogram>>();
function ackByOutcome(stats: LoopStats): Record<string, Histogram> {
  let byOutcome = outcomeHistograms.get(stats);
  if (!byOutcome) outcomeHistograms.set(stats, (byOutcome = {}));
  return byOutcome;
}
function ackByOutcomeJSON(stats: LoopStats): LoopStats['ackByOutcome'] {
  return Object.fromEntries(Object.entries(ackByOutcome(stats)).map(([code, h]) => [code, h.toJSON()]));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function openLoop(ratePerS: number, durationMs: number): Promise<LoopStats> {
  const stats = newLoopStats();
  const histogram = new Histogram();
  const bidders = clients.filter((c) => c.bidder);
  const pending: Promise<unknown>[] = [];
  const started = performance.now();
  let sent = 0;
  while (performance.now() - started < durationMs) {
    const due = Math.floor(((performance.now() - started) / 1000) * ratePerS) - sent;
    for (let i = 0; i < due; i += 1) {
      const client = bidders[Math.floor(Math.random() * bidders.length)] as Client;
      pending.push(bid(client, stats, histogram));
      sent += 1;
    }
    await sleep(2);
  }
  stats.durationMs = performance.now() - started;
  await Promise.race([Promise.all(pending), sleep(10_000)]);
  stats.ack = histogram.toJSON();
  stats.ackByOutcome = ackByOutcomeJSON(stats);
  return stats;
}

async function closedLoop(durationMs: number): Promise<LoopStats> {
  const stats = newLoopStats();
  const histogram = new Histogram();
  const started = performance.now();
  const bidders = clients.filter((c) => c.bidder);
  await Promise.all(
    bidders.map(async (client) => {
      while (performance.now() - started < durationMs) {
        // A bidder refused for its rate waits as a person would, instead of spinning on the limit.
        // Its own refusal: the process's count of them also moves with the other bidders' (it
        // once put every bidder of the process with a bid in flight to sleep).
        if ((await bid(client, stats, histogram)) === 'RATE_LIMITED') await sleep(50);
      }
    }),
  );
  stats.durationMs = performance.now() - started;
  stats.ack = histogram.toJSON();
  stats.ackByOutcome = ackByOutcomeJSON(stats);
  return stats;
}

/**
 * Bids at a fixed rate (open loop), the bidders taking turns (fanout's bot). A bid does not wait
 * for the previous ack: each offers the last amount sent plus 5 % of the start price (the largest
 * step), which is at or above the suggested price once the previous bid stands, so the rate does
 * not depend on the ack latency. A refusal brings the amount up to the suggested price it names.
 */
async function paced(ratePerS: number, durationMs: number): Promise<LoopStats> {
  const stats = newLoopStats();
  const histogram = new Histogram();
  const bidders = clients.filter((c) => c.bidder);
  const started = performance.now();
  const pending: Promise<unknown>[] = [];
  let turn = 0;
  let amount = 0n;
  for (const other of bidders) if (other.suggested > amount) amount = other.suggested;
  while (performance.now() - started < durationMs) {
    const due = Math.floor(((performance.now() - started) / 1000) * ratePerS);
    if (stats.attempts >= due) {
      await sleep(1);
      continue;
    }
    // The next bidder in turn that has no bid in flight and does not lead (it may not outbid itself).
    let client: Client | undefined;
    for (let tries = 0; tries < bidders.length && !client; tries += 1) {
      const candidate = bidders[turn % bidders.length] as Client;
      turn += 1;
      if (!candidate.inFlight && candidate !== candidate.lot.lastLeader) client = candidate;
    }
    if (!client) {
      await sleep(1);
      continue;
    }
    for (const other of bidders) if (other.suggested > amount) amount = other.suggested;
    client.suggested = amount;
    pending.push(bid(client, stats, histogram));
    amount += init.stepTiyin;
  }
  stats.durationMs = performance.now() - started;
  await Promise.race([Promise.all(pending), sleep(10_000)]);
  stats.ack = histogram.toJSON();
  stats.ackByOutcome = ackByOutcomeJSON(stats);
  return stats;
}

/**
 * Every lot of this process at `ratePerLotPerS` bids a second, open loop (many-lots): a lot's bids
 * fall due on its own schedule, shifted by a random fraction of the interval so the lots, started
 * together, do not all bid in the same millisecond. The bid goes to the lot's next bidder in turn
 * that has no bid in flight and does not lead as far as it saw, at the suggested price it last saw
 * (from events, its acks and BID_TOO_LOW refusals): a bidder that has not yet seen a rival's bid is
 * refused as a person would be, and that refusal is counted. A lot whose bidders are all busy lets
 * its bid pass (`skipped`): the pace stays the offered one.
 */
async function lotsOpenLoop(ratePerLotPerS: number, durationMs: number): Promise<LoopStats> {
  const stats = newLoopStats();
  const histogram = new Histogram();
  const schedule = lots
    .filter((lot) => lot.bidders.length > 0)
    .map((lot) => ({ lot, shift: Math.random(), due: 0 }));
  const pending: Promise<unknown>[] = [];
  const started = performance.now();
  const slices: Histogram[] = [];
  const recorder: AckRecorder = {
    record(ms, sentAt) {
      histogram.record(ms);
      const slice = Math.floor((sentAt - started) / (ACK_SLICE_S * 1000));
      (slices[slice] ??= new Histogram()).record(ms);
    },
  };
  while (performance.now() - started < durationMs) {
    const elapsedS = (performance.now() - started) / 1000;
    for (const entry of schedule) {
      const due = Math.floor(elapsedS * ratePerLotPerS + entry.shift);
      for (; entry.due < due; entry.due += 1) {
        const { lot } = entry;
        let client: Client | undefined;
        for (let tries = 0; tries < lot.bidders.length && !client; tries += 1) {
          const candidate = lot.bidders[lot.turn % lot.bidders.length] as Client;
          lot.turn += 1;
          const leads = candidate.leaderNumber !== null && candidate.leaderNumber === candidate.buyerNumber;
          if (!candidate.inFlight && !leads) client = candidate;
        }
        if (client) pending.push(bid(client, stats, recorder));
        else stats.skipped += 1;
      }
    }
    await sleep(2);
  }
  stats.durationMs = performance.now() - started;
  await Promise.race([Promise.all(pending), sleep(10_000)]);
  stats.ack = histogram.toJSON();
  stats.ackByOutcome = ackByOutcomeJSON(stats);
  stats.ackSlices = Array.from(slices, (slice) => (slice ?? new Histogram()).toJSON());
  return stats;
}

/** Every client resyncs from lot-game-info as a page does after a gap; one answer per lot. */
async function resync(): Promise<ResyncStats[]> {
  const results = new Map<Lot, ResyncStats>();
  for (const lot of lots) {
    const own = clients.filter((c) => c.lot === lot);
    results.set(lot, {
      lotId: lot.lotId,
      clients: own.length,
      behindBeforeResync: 0,
      gaps: 0,
      clientsWithGaps: 0,
      finalStates: {},
      conflicts: lot.conflicts,
      seen: [...lot.seen.entries()],
      disconnected: own.filter((c) => !c.socket.connected).length,
    });
  }
  let next = 0;
  async function lane(): Promise<void> {
    while (next < clients.length) {
      const client = clients[next] as Client;
      next += 1;
      const result = results.get(client.lot) as ResyncStats;
      const response = await fetch(
        `${init.url}/api/shop/game-view/lot-game-info?lot_id=${client.lot.lotId}`,
        {
          headers: {
            accept: 'application/json',
            ...(client.bidder ? { cookie: init.cookieOf[client.userId] ?? '' } : {}),
          },
        },
      );
      const info = (await response.json()) as { state: GameState; bids: BidView[] };
      if (client.maxSeq < info.state.seq) result.behindBeforeResync += 1;
      for (const view of info.bids) {
        const known = client.lot.seen.get(view.seq);
        if (known !== undefined && known !== view.amount) result.conflicts += 1;
        markReceived(client, view.seq);
      }
      applyState(client, info.state);
      let missing = 0;
      for (let seq = client.joinSeq + 1; seq <= info.state.seq; seq += 1)
        if (!client.received[seq]) missing += 1;
      if (missing > 0) result.clientsWithGaps += 1;
      result.gaps += missing;
      const key = `${client.maxSeq}:${client.price ?? ''}`;
      result.finalStates[key] = (result.finalStates[key] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: 8 }, lane));
  return [...results.values()];
}

function watchStats(): WatchStats {
  const out: WatchStats = {};
  for (const [name, entry] of watch) {
    out[name] = { latency: entry.latency.toJSON(), deliveries: entry.deliveries, messages: entry.messages };
  }
  return out;
}

process.on('message', (raw: BotCommand) => {
  const command = raw;
  const reply = (work: Promise<BotEvent>) =>
    work.then(send, (error: unknown) => send({ ev: 'error', message: String(error) }));
  switch (command.cmd) {
    case 'init':
      init = command.init;
      reply(connectAll());
      break;
    case 'phase':
      phase = command.name;
      send({ ev: 'ack' });
      break;
    case 'open-loop':
      reply(openLoop(command.ratePerS, command.durationMs).then((stats) => ({ ev: 'loop', stats })));
      break;
    case 'closed-loop':
      reply(closedLoop(command.durationMs).then((stats) => ({ ev: 'loop', stats })));
      break;
    case 'paced':
      reply(paced(command.ratePerS, command.durationMs).then((stats) => ({ ev: 'loop', stats })));
      break;
    case 'lots-open-loop':
      reply(
        lotsOpenLoop(command.ratePerLotPerS, command.durationMs).then((stats) => ({ ev: 'loop', stats })),
      );
      break;
    case 'watch-stats':
      send({ ev: 'watch', stats: watchStats() });
      break;
    case 'sizes':
      send({ ev: 'sizes', sizes: sizes.toJSON() });
      break;
    case 'resync':
      reply(resync().then((stats) => ({ ev: 'resynced', stats })));
      break;
    case 'quit':
      for (const client of clients) client.socket.disconnect();
      setTimeout(() => process.exit(0), 100);
      break;
  }
});
