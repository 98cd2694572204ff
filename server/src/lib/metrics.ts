/**
 * The process's Prometheus metrics (docs/decisions.md "Health, metrics and logs"): one registry,
 * every metric defined here so names, labels and buckets are seen together, and the modules, doors
 * and jobs import the one they feed. Counters and histograms move as things happen; the gauges of
 * state (queues, pool, sockets, rooms, readiness) are read when scraped, by probes the composition
 * roots register (boot.ts, worker.ts), so nothing polls between scrapes.
 *
 * Labels stay bounded: routes are patterns, never URLs; lots appear in one gauge only, for the
 * busiest PER_LOT_LIMIT lots of the process.
 */
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type MetricObjectWithValues,
  type MetricValue,
} from 'prom-client';
import { AppError } from './app-error';
import { CHECK_TIMEOUT_MS } from './health';

export const registry = new Registry();
// Process metrics: CPU, memory and heap, event loop lag, GC pauses, handles.
collectDefaultMetrics({ register: registry });

/** Lots of the per-lot gauge: the busiest ones; the totals without a lot label count them all. */
export const PER_LOT_LIMIT = 50;

// Fast things (a bid's ack is a few milliseconds) up to slow ones (a PDF, an upload).
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status, from arrival to the last byte written',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export type BidTransport = 'socket' | 'http';

export const bidAckDuration = new Histogram({
  name: 'kimoshdi_bid_ack_duration_seconds',
  help: 'A bid from its command to its answer (the commit included), by door and outcome',
  labelNames: ['transport', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const bidCommitBatchSize = new Histogram({
  name: 'kimoshdi_bid_commit_batch_rows',
  help: 'Bids committed together by one group commit',
  buckets: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000],
  registers: [registry],
});

export const bidCommitDuration = new Histogram({
  name: 'kimoshdi_bid_commit_duration_seconds',
  help: "A group commit's statement, by outcome (failed: nothing of the batch acknowledged)",
  labelNames: ['outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const reconcilerCopiedBids = new Counter({
  name: 'kimoshdi_reconciler_copied_bids_total',
  help: 'Bids the reconciler copied from Redis to PostgreSQL: gap (older than a commit takes: a real gap) or ahead (of their own commit)',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const lotRebuilds = new Counter({
  name: 'kimoshdi_lot_rebuilds_total',
  help: 'Live lots whose Redis state this process rebuilt from PostgreSQL',
  registers: [registry],
});

export const socketConnections = new Gauge({
  name: 'kimoshdi_socket_connections',
  help: 'Game sockets connected to this process',
  registers: [registry],
});

export const socketRoomMembers = new Gauge({
  name: 'kimoshdi_socket_room_members',
  help: "Sockets in this process's rooms, by room kind (lot: the lots' game rooms, operators: the live board)",
  labelNames: ['room'] as const,
  registers: [registry],
});

export const auctionRoomPeople = new Gauge({
  name: 'kimoshdi_auction_room_people',
  help: "People in this process's lot rooms, all lots: participants (once per user) and viewers (per connection)",
  labelNames: ['role'] as const,
  registers: [registry],
});

export const auctionLotPeople = new Gauge({
  name: 'kimoshdi_auction_lot_people',
  help: `People in this process's room of each of its ${PER_LOT_LIMIT} busiest lots, by role`,
  labelNames: ['lot_id', 'role'] as const,
  registers: [registry],
});

export const queueJobs = new Gauge({
  name: 'kimoshdi_queue_jobs',
  help: 'BullMQ jobs per queue and state (waiting, active, delayed, failed)',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
});

export const jobsProcessed = new Counter({
  name: 'kimoshdi_jobs_total',
  help: 'BullMQ jobs this process ran, by queue and outcome (failed counts every failed attempt)',
  labelNames: ['queue', 'outcome'] as const,
  registers: [registry],
});

export const pgPoolConnections = new Gauge({
  name: 'kimoshdi_pg_pool_connections',
  help: "This process's PostgreSQL pool: connections busy and idle",
  labelNames: ['state'] as const,
  registers: [registry],
});

export const pgPoolWaiting = new Gauge({
  name: 'kimoshdi_pg_pool_waiting',
  help: 'Queries waiting for a free PostgreSQL connection',
  registers: [registry],
});

export const pgPoolMax = new Gauge({
  name: 'kimoshdi_pg_pool_max',
  help: "The pool's size (DATABASE_POOL_SIZE)",
  registers: [registry],
});

// Set by the read instance's checks (db/read-database.ts) every second, not at the scrape: the
// same checks decide which replica reads go to. Of several web processes the worst one counts.
export const pgReplicaLag = new Gauge({
  name: 'kimoshdi_pg_replica_lag_seconds',
  help: 'How far each read replica (DATABASE_READ_URLS) is behind the primary, from WAL positions; absent while it does not answer',
  labelNames: ['replica'] as const,
  registers: [registry],
  aggregator: 'max',
});

export const pgReplicaInUse = new Gauge({
  name: 'kimoshdi_pg_replica_in_use',
  help: 'Whether reads go to each read replica: 1, or 0 while it is behind DATABASE_READ_MAX_LAG_MS or does not answer (its reads go to the primary)',
  labelNames: ['replica'] as const,
  registers: [registry],
  aggregator: 'min',
});

export const messagesSent = new Counter({
  name: 'kimoshdi_messages_total',
  help: 'Messages by channel (sms, email, telegram, push) and outcome: sent (a transport took it), retried, failed (given up or undelivered), gone (the Telegram chat blocked the bot, or the browser dropped its push subscription: the person left, the platform did not fail), outbox (the development outbox)',
  labelNames: ['channel', 'outcome'] as const,
  registers: [registry],
});

export type CodeLimitName =
  'per_minute_ip' | 'per_hour_ip' | 'per_destination' | 'per_prefix' | 'hourly_budget' | 'challenge';

export const codeLimitRefusals = new Counter({
  name: 'kimoshdi_id_code_limit_refusals_total',
  help: 'Requests for a one-time code refused, by limit: per_minute_ip, per_hour_ip, per_destination, per_prefix (a phone range), hourly_budget (the whole platform), challenge (missing, forged or replayed proof of work)',
  labelNames: ['limit'] as const,
  registers: [registry],
});

export const payments = new Counter({
  name: 'kimoshdi_payments_total',
  help: 'Top-ups by provider and outcome: paid, cancelled, reversed, expired, error (a callback that failed on our side)',
  labelNames: ['provider', 'outcome'] as const,
  registers: [registry],
});

// Summed over web processes (WEB_PROCESSES) like every gauge, but these two are 1 only when all are.
export const ready = new Gauge({
  name: 'kimoshdi_ready',
  help: 'Whether this process is ready (/readyz answers 200): 1 or 0',
  registers: [registry],
  aggregator: 'min',
});

export const readyCheck = new Gauge({
  name: 'kimoshdi_ready_check',
  help: 'Each readiness check of this process: 1 passing, 0 failing',
  labelNames: ['check'] as const,
  registers: [registry],
  aggregator: 'min',
});

/** Gauges the probes fill: cleared before each scrape, so what no probe reports any more goes away. */
const SCRAPED: Gauge[] = [
  socketConnections,
  socketRoomMembers,
  auctionRoomPeople,
  auctionLotPeople,
  queueJobs,
  pgPoolConnections,
  pgPoolWaiting,
  pgPoolMax,
  ready,
  readyCheck,
];

/** Sets its share of the scraped gauges (add: several pools or gateways in one process sum up). */
export type ScrapeProbe = () => void | Promise<void>;

/**
 * A probe that has not answered by then is left out of this scrape (Redis or PostgreSQL away); the
 * readiness checks answer before it, failed or not, so kimoshdi_ready is in every scrape.
 */
const PROBE_TIMEOUT_MS = CHECK_TIMEOUT_MS + 500;
const probes = new Set<ScrapeProbe>();
let scraping: Promise<string> | undefined;

/** Registers a probe; the answer removes it (on close). */
export function addScrapeProbe(probe: ScrapeProbe): () => void {
  probes.add(probe);
  return () => probes.delete(probe);
}

let scrapingJson: Promise<MetricObjectWithValues<MetricValue<string>>[]> | undefined;
/** Where /metrics comes from instead of this registry (a web process of several: all of them). */
let renderElsewhere: (() => Promise<string>) | undefined;

/** The exposition text; scrapes that overlap share one reading. */
export function renderMetrics(): Promise<string> {
  if (renderElsewhere) return renderElsewhere();
  scraping ??= (async () => {
    await runProbes();
    return registry.metrics();
  })().finally(() => {
    scraping = undefined;
  });
  return scraping;
}

/** This process's reading as JSON, for the primary of several web processes to add up (web-processes.ts). */
export function readMetricsJson(): Promise<MetricObjectWithValues<MetricValue<string>>[]> {
  scrapingJson ??= (async () => {
    await runProbes();
    return registry.getMetricsAsJSON();
  })().finally(() => {
    scrapingJson = undefined;
  });
  return scrapingJson;
}

/** Serves /metrics from `render` from now on (a web process whose primary adds up all of them). */
export function renderMetricsWith(render: () => Promise<string>): void {
  renderElsewhere = render;
}

async function runProbes(): Promise<void> {
  for (const gauge of SCRAPED) gauge.reset();
  await Promise.all([...probes].map((probe) => withTimeout(probe)));
}

async function withTimeout(probe: ScrapeProbe): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([Promise.resolve().then(probe), timeout]);
  } catch {
    // A failing probe leaves its gauges out of this scrape; readiness says what is down.
  } finally {
    clearTimeout(timer);
  }
}

/** Label sets made once: observing with them allocates nothing per bid (no merge of start and end labels). */
const BID_ACK_LABELS = Object.fromEntries(
  (['socket', 'http'] as const).map((transport) => [
    transport,
    {
      accepted: { transport, outcome: 'accepted' },
      refused: { transport, outcome: 'refused' },
      failed: { transport, outcome: 'failed' },
    },
  ]),
) as Record<
  BidTransport,
  Record<'accepted' | 'refused' | 'failed', { transport: BidTransport; outcome: string }>
>;

/**
 * Times one bid through a door: accepted, refused (the bidder's mistake or the rules: 4xx) or
 * failed (our side: 5xx, e.g. the commit). The error passes on unchanged. No prom-client timer
 * (an hrtime pair and a merged label object per bid): a bid storm calls this thousands of times a
 * second, and the timer was 6 % of the server's CPU in issue 25's profile.
 */
export function timeBidAck<T>(transport: BidTransport, work: () => Promise<T>): Promise<T> {
  const labels = BID_ACK_LABELS[transport];
  const started = performance.now();
  let pending: Promise<T>;
  try {
    pending = work();
  } catch (error) {
    // A refusal known at once stays synchronous (auction.commands.ts): the socket answers it
    // without a promise.
    observeFailure(labels, started, error);
    throw error;
  }
  return pending.then(
    (answer) => {
      bidAckDuration.observe(labels.accepted, (performance.now() - started) / 1000);
      return answer;
    },
    (error: unknown) => {
      observeFailure(labels, started, error);
      throw error;
    },
  );
}

function observeFailure(
  labels: (typeof BID_ACK_LABELS)[BidTransport],
  started: number,
  error: unknown,
): void {
  const refused = error instanceof AppError && error.status < 500;
  bidAckDuration.observe(refused ? labels.refused : labels.failed, (performance.now() - started) / 1000);
}
