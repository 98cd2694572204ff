/**
 * A run's report: one `.json` and one self-contained `.html` (report-html.ts) in `--report`, named
 * `<host>_<command>_<UTC time>`. The JSON starts with `summary`, the same fields in every run
 * (`matches_original` for a replay only): the few numbers that say how the target held up. Both
 * files pass through the redaction (safety.ts) before they are written: the token never lands in
 * them, whatever a caller put in `details`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Histogram } from '../lib/histogram';
import type { Command } from './args';
import { renderReportHtml } from './report-html';
import type { RunStats } from './run-stats';
import { redact } from './safety';
import type { Bin, ToolkitReport, ToolkitSummary } from './report-types';

export { SUMMARY_KEYS, type Bin, type ToolkitReport, type ToolkitSummary } from './report-types';

/** The latency bins the report's histograms show (ms, upper edges; the last is open). */
export const BIN_EDGES_MS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000] as const;

export function histogramBins(histogram: Histogram): Bin[] {
  const counts = Array.from({ length: BIN_EDGES_MS.length + 1 }, () => 0);
  for (const [bucket, n] of histogram.toJSON().pairs) {
    const ms = bucket / 10;
    let i = BIN_EDGES_MS.findIndex((edge) => ms < edge);
    if (i < 0) i = BIN_EDGES_MS.length;
    counts[i] = (counts[i] ?? 0) + n;
  }
  return counts.map((count, i) => ({
    label: i < BIN_EDGES_MS.length ? `<${BIN_EDGES_MS[i]}` : `≥${BIN_EDGES_MS[BIN_EDGES_MS.length - 1]}`,
    count,
  }));
}

/**
 * The summary from the run's stats and its checks. A value not measured (no delivery seen, a log
 * not checked) is null, never 0: 0 would claim a check passed.
 */
export function buildSummary(
  stats: RunStats,
  checks: { acked_lost: number | null; seq_gaps: number | null; matches_original?: boolean },
): ToolkitSummary {
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const summary: ToolkitSummary = {
    ack_p50_ms: stats.ack.count ? round(stats.ack.percentile(50)) : null,
    ack_p99_ms: stats.ack.count ? round(stats.ack.percentile(99)) : null,
    delivery_p99_ms: stats.delivery.count ? round(stats.delivery.percentile(99)) : null,
    attempts: stats.attempts,
    accepted: stats.accepted,
    acked_lost: checks.acked_lost,
    seq_gaps: checks.seq_gaps,
  };
  if (checks.matches_original !== undefined) summary.matches_original = checks.matches_original;
  return summary;
}

export function buildReport(input: {
  command: Command;
  target: URL;
  startedAt: Date;
  options: Record<string, unknown>;
  stats: RunStats;
  summary: ToolkitSummary;
  warnings?: string[];
  details?: Record<string, unknown>;
}): ToolkitReport {
  const { stats } = input;
  const options = Object.fromEntries(Object.entries(input.options).filter(([key]) => key !== 'token'));
  return {
    tool: 'kimoshdi-loadtest',
    command: input.command,
    summary: input.summary,
    target: input.target.origin,
    started_at: input.startedAt.toISOString(),
    finished_at: new Date().toISOString(),
    options,
    outcomes: stats.outcomes,
    ack: stats.ack.summary(),
    delivery: stats.delivery.summary(),
    histograms: { ack: histogramBins(stats.ack), delivery: histogramBins(stats.delivery) },
    timelines: { ack: stats.ackTimeline.points, delivery: stats.deliveryTimeline.points },
    warnings: input.warnings ?? [],
    details: input.details ?? {},
  };
}

/** `<host>_<command>_<YYYYMMDDTHHMMSSZ>`: the target's host (port kept, `:` as `-`). */
export function reportBaseName(target: URL, command: string, at: Date): string {
  const host = target.host.replace(/[^a-zA-Z0-9.-]+/g, '-');
  const time = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${host}_${command}_${time}`;
}

export async function writeReports(
  dir: string,
  report: ToolkitReport,
  secrets: readonly (string | undefined)[],
): Promise<{ json: string; html: string }> {
  await mkdir(dir, { recursive: true });
  const base = path.join(
    dir,
    reportBaseName(new URL(report.target), report.command, new Date(report.started_at)),
  );
  const json = `${base}.json`;
  const html = `${base}.html`;
  await writeFile(json, `${redact(JSON.stringify(report, null, 2), secrets)}\n`);
  await writeFile(html, redact(renderReportHtml(report), secrets));
  return { json, html };
}
