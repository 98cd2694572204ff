import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SummaryValue } from './summary';

export interface Machine {
  nproc: number;
  cpu: string;
  memory_gb: number;
  node: string;
  postgresql: string;
  platform: string;
}

export function describeMachine(postgresVersion: string): Machine {
  return {
    nproc: os.availableParallelism(),
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    memory_gb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    postgresql: postgresVersion,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
  };
}

const REPORTS = path.resolve(import.meta.dirname, '../reports');

/**
 * Writes loadtest/reports/<scenario>.json (gitignored) and answers its path. Every report has its
 * flat `summary` (loadtest/lib/summary.ts), written right after the scenario's name so that it is
 * the first thing a reader sees.
 */
export function writeReport(
  scenario: string,
  // A list of flat rows where a scenario measures several pages alike (lighthouse).
  report: {
    summary: Record<string, SummaryValue> | readonly Record<string, SummaryValue | string>[];
  } & Record<string, unknown>,
): string {
  mkdirSync(REPORTS, { recursive: true });
  const file = path.join(REPORTS, `${scenario}.json`);
  const { summary, ...rest } = report;
  writeFileSync(file, `${JSON.stringify({ scenario, summary, ...rest }, null, 2)}\n`);
  return file;
}
