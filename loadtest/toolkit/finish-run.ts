/**
 * The end every command that drives a lot shares: the public log's checks in the summary, what a
 * bidder and a watcher saw, the two report files (the token taken out) and the lines the terminal
 * shows after the live line.
 */
import type { Context } from './context';
import type { EndChecks } from './end-checks';
import { buildReport, buildSummary, writeReports } from './report';
import type { ToolkitSummary } from './report-types';
import { viewOf, type Room } from './room';
import type { RunStats } from './run-stats';
import type { Command } from './args';

export interface FinishedRun {
  summary: ToolkitSummary;
  files: { json: string; html: string };
}

export async function finishRun(
  ctx: Context,
  input: {
    command: Command;
    room: Room;
    stats: RunStats;
    checks: EndChecks;
    warnings: string[];
    /** A replay's verdict against the original. */
    matchesOriginal?: boolean;
    /** The command's own part of the report's details. */
    details: Record<string, unknown>;
  },
): Promise<FinishedRun> {
  const { room, stats, checks } = input;
  const summary = buildSummary(stats, {
    acked_lost: checks.acked_lost,
    seq_gaps: checks.seq_gaps,
    ...(input.matchesOriginal === undefined ? {} : { matches_original: input.matchesOriginal }),
  });
  const report = buildReport({
    command: input.command,
    target: ctx.target,
    startedAt: ctx.startedAt,
    options: ctx.options(),
    stats,
    summary,
    warnings: input.warnings,
    details: {
      lot_id: room.lotId,
      ...input.details,
      public_log: checks.log,
      watcher_gaps: checks.watcher_gaps,
      bidder_saw: viewOf(room.bidderSlots[0] ?? room.bidders[0], checks.last_seq),
      watcher_saw: viewOf(room.watchers[0], checks.last_seq),
      clients: { bidders: room.bidders.length, watchers: room.watchers.length, failed: room.failures.length },
    },
  });
  const files = await writeReports(ctx.reportDir, report, [ctx.token]);
  ctx.log(`summary ${JSON.stringify(summary)}`);
  ctx.log(`outcomes ${JSON.stringify(stats.outcomes)}`);
  ctx.log(`reports: ${files.json} ${files.html}`);
  return { summary, files };
}
