/**
 * The flat `summary` object every report starts with (issue 25): the few measured values that say
 * whether a run met its targets, under the same names in every run, so anyone can check a report
 * without reading the scenario's code. Values are measurements (numbers, null when nothing was
 * measured); the only boolean is `consistent`, the consistency check's own verdict. Never a
 * target's met/missed flag: the `targets` block holds those.
 *
 * Every summary carries `load_average`: the 1-minute load average just before the run
 * (os.loadavg()[0], taken by loadtest/run.ts), since a figure from a busy machine says little.
 */
import os from 'node:os';

/** What every scenario that places bids reports (loadtest/lib/consistency.ts). */
const BID_CHECKS = ['acked_lost', 'seq_gaps', 'consistent'] as const;

export const SUMMARY_FIELDS = {
  /** Phase 1 (open loop) ack p99; phase 2 (closed loop) throughput and CPU, the fair bare server's too. */
  'bid-storm-socket': [
    'ack_p99_ms',
    'attempts_per_s',
    'bare_attempts_per_s',
    'cpu_us_per_attempt',
    'bare_cpu_us_per_attempt',
    ...BID_CHECKS,
  ],
  /** Latencies at 20 bids/s (one process, two processes, the bare broadcast); lag and CPU at the fast phase. */
  fanout: [
    'latency_p99_ms',
    'bare_latency_p99_ms',
    'two_processes_latency_p99_ms',
    'max_lag_ms',
    'cpu_us_per_delivery',
    'bare_cpu_us_per_delivery',
    ...BID_CHECKS,
  ],
  /** Bids per second over the trivial Express route's requests per second. */
  'bid-storm-http': ['ratio', ...BID_CHECKS],
  /** The lot list's and the shop's trivial route's requests per second over the trivial Express route's. */
  'lot-list': ['ratio', 'shop_trivial_route_ratio'],
  /** From the common end to the last lot sold with its protocol. */
  'closing-spike': ['sold_s', ...BID_CHECKS],
  /**
   * Ack and watchers' delivery p99 over the measured window, the fair bare server's on the same
   * bots beside them; lots_per_core = live lots / (server CPU seconds / wall seconds of that window).
   */
  'many-lots': [
    'ack_p99_ms',
    'bare_ack_p99_ms',
    'delivery_p99_ms',
    'bare_delivery_p99_ms',
    'lots_per_core',
    ...BID_CHECKS,
  ],
  'group-commit': [...BID_CHECKS],
  soak: [...BID_CHECKS],
  'one-click-race': [],
  'first-load': [],
  /** The refund desk of `rows` rows downloaded once as CSV and once as XLSX; the server's peak RSS. */
  export: [
    'rows',
    'csv_s',
    'csv_rows_per_s',
    'csv_peak_rss_mb',
    'csv_cpu_us_per_row',
    'xlsx_s',
    'xlsx_rows_per_s',
    'xlsx_peak_rss_mb',
    'xlsx_cpu_us_per_row',
  ],
} as const satisfies Record<string, readonly string[]>;

export type SummaryScenario = keyof typeof SUMMARY_FIELDS;
export type SummaryValue = number | boolean | null;
export type SummaryValues<S extends SummaryScenario> = Record<
  (typeof SUMMARY_FIELDS)[S][number],
  SummaryValue
>;
export type Summary<S extends SummaryScenario> = SummaryValues<S> & { load_average: number };

/** The 1-minute load average now, to 0.01. */
export function loadAverageNow(): number {
  return Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
}

/**
 * The summary of one scenario's report: exactly its fields (SUMMARY_FIELDS) and `load_average`,
 * in that order. Throws on a missing or unknown field, a value that is not a finite number or
 * null, or a boolean anywhere but `consistent`: a report must not carry a flag as a measurement.
 */
export function buildSummary<S extends SummaryScenario>(
  scenario: S,
  loadAverage: number,
  values: SummaryValues<S>,
): Summary<S> {
  const fields: readonly string[] = SUMMARY_FIELDS[scenario];
  const given = Object.keys(values);
  const missing = fields.filter((field) => !given.includes(field));
  const unknown = given.filter((field) => !fields.includes(field));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(
      `${scenario} summary: ${[missing.length ? `missing ${missing.join(', ')}` : '', unknown.length ? `unknown ${unknown.join(', ')}` : ''].filter(Boolean).join('; ')}`,
    );
  }
  const out: Record<string, SummaryValue> = {};
  for (const field of fields) {
    const value = (values as Record<string, SummaryValue>)[field] ?? null;
    const ok =
      value === null ||
      (typeof value === 'number' && Number.isFinite(value)) ||
      (typeof value === 'boolean' && field === 'consistent');
    if (!ok) throw new Error(`${scenario} summary: ${field} is ${String(value)}, not a measured value`);
    out[field] = value;
  }
  if (!Number.isFinite(loadAverage) || loadAverage < 0) {
    throw new Error(`${scenario} summary: load average ${loadAverage}`);
  }
  out.load_average = loadAverage;
  return out as Summary<S>;
}
