/**
 * The shapes of a run's report (report.ts builds it, report-html.ts draws it): apart, so the two
 * need not import each other.
 */
import type { HistogramSummary } from '../lib/histogram';
import type { Command } from './args';

export const SUMMARY_KEYS = [
  'ack_p50_ms',
  'ack_p99_ms',
  'delivery_p99_ms',
  'attempts',
  'accepted',
  'acked_lost',
  'seq_gaps',
] as const;

export type ToolkitSummary = Record<(typeof SUMMARY_KEYS)[number], number | null> & {
  matches_original?: boolean;
};

export interface Bin {
  label: string;
  count: number;
}

export interface ToolkitReport {
  tool: 'kimoshdi-loadtest';
  command: Command;
  summary: ToolkitSummary;
  target: string;
  started_at: string;
  finished_at: string;
  /** The options the run was given, without the token. */
  options: Record<string, unknown>;
  outcomes: Record<string, number>;
  ack: HistogramSummary;
  delivery: HistogramSummary;
  histograms: { ack: Bin[]; delivery: Bin[] };
  /** [ms since the run's start, latency ms]. */
  timelines: { ack: [number, number][]; delivery: [number, number][] };
  warnings: string[];
  /** What this command found besides (the replay's plan and verdict, autocannon's figures, ...). */
  details: Record<string, unknown>;
}
