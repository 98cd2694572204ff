/**
 * `replay`: a finished auction played again against the run's live lot. Its bids come from the
 * public bid log (of `--from-lot` on `--source`, or a saved `--bid-log` file); replay-plan.ts
 * decides who sends what when (same relative timing divided by `--speed`, amounts scaled to the new
 * start price). The watchers stay in the room throughout. After the last ack the command waits for
 * the lot's end and its public log, and checks: the accepted amounts are the plan's (where the
 * timing allows), every ack is in the log once, and no watcher missed a bid.
 */
import { parseBidderMap, numberOption, requireString, stringOption, UsageError } from '../args';
import { fetchBidLog, loadtestApi, readBidLogFile, type BidLogPage } from '../api';
import type { Context } from '../context';
import { startLiveLine } from '../live-line';
import { endChecks } from '../end-checks';
import { finishRun } from '../finish-run';
import { inferStepMode, judgeReplay, planReplay, type BidResult, type PlannedBid } from '../replay-plan';
import { joinRoom, waitLive } from '../room';
import { readRunFile } from '../run-file';
import { RunStats } from '../run-stats';
import { attemptBudget, parseTarget, SafetyError } from '../safety';

/** The most bids of the plan due within any one second. */
export function peakRate(plan: readonly PlannedBid[]): number {
  let peak = 0;
  let from = 0;
  for (let to = 0; to < plan.length; to += 1) {
    while ((plan[to]?.at_ms ?? 0) - (plan[from]?.at_ms ?? 0) >= 1_000) from += 1;
    peak = Math.max(peak, to - from + 1);
  }
  return peak;
}

async function sourceLog(ctx: Context): Promise<{ log: BidLogPage; from: string }> {
  const file = stringOption(ctx.values, 'bid-log');
  if (file) return { log: await readBidLogFile(file), from: file };
  const fromLot = requireString(ctx.values, 'from-lot');
  const source = parseTarget(stringOption(ctx.values, 'source') ?? ctx.target.origin);
  let lotId: number;
  if (fromLot === 'latest') {
    const { lots } = await loadtestApi(source.origin, ctx.token).finishedLots();
    const withBids = lots.find((l) => l.bids > 0);
    if (!withBids) throw new Error(`${source.host} has no finished lot with bids to replay`);
    lotId = withBids.lot_id;
  } else {
    lotId = numberOption(ctx.values, 'from-lot', { integer: true }) as number;
  }
  return { log: await fetchBidLog(source.origin, lotId), from: `${source.origin} lot ${lotId}` };
}

export async function replay(ctx: Context): Promise<number> {
  const { values } = ctx;
  const run = await readRunFile(requireString(values, 'run'), ctx.target);
  const speed = numberOption(values, 'speed') ?? 1;
  if (run.bidders.length === 0) throw new UsageError('the run file has no bidders: prepare with --bidders');
  const mapping = parseBidderMap(stringOption(values, 'bidders'), run.bidders.length);
  const { log, from } = await sourceLog(ctx);
  if (log.items.length === 0) throw new Error(`${from} has no bids to replay`);
  ctx.log(`replaying ${log.items.length} bids of ${from} at ×${speed} on lot ${run.lot.lot_id}`);

  const stats = new RunStats();
  const state = await waitLive(ctx.target.origin, run.lot.lot_id, run.lot.starts_at);
  const room = await joinRoom(ctx.target.origin, run, stats);
  const warnings: string[] = room.failures.length ? [`${room.failures.length} clients could not join`] : [];
  try {
    if (state.seq > 0)
      warnings.push(
        `lot ${room.lotId} had ${state.seq} bids before the replay: prepare a fresh lot per replay`,
      );
    const startPrice = BigInt(state.start_price);
    const target = {
      startPrice,
      stepMode: inferStepMode(
        startPrice,
        state.price === null ? null : BigInt(state.price),
        state.step_no,
        BigInt(state.suggested_price),
      ),
    };
    const original = {
      startPrice: BigInt(log.genesis_input.start_price),
      stepMode: log.genesis_input.step_mode,
    };
    const untilEndMs = state.ends_at - (Date.now() + room.offsetMs) - 1_000;
    const plan = planReplay(log.items, original, target, {
      speed,
      bidders: run.bidders.length,
      mapping,
      tightMs: numberOption(values, 'tight-ms', { zero: true }),
      maxMs: Math.min(ctx.seconds * 1000, untilEndMs),
    });
    warnings.push(...plan.warnings);
    const peak = peakRate(plan.bids);
    if (peak > ctx.maxRate) {
      throw new SafetyError(
        `at ×${speed} the replay sends up to ${peak} bids in one second, above the cap of ${ctx.maxRate}/s: ` +
          `lower --speed or raise --max-rate`,
      );
    }
    if (plan.bids.length > attemptBudget(ctx.seconds, ctx.maxRate))
      throw new SafetyError('the plan has more bids than the run allows');

    const results: BidResult[] = [];
    const acked: { seq: number; amount: string }[] = [];
    const line = startLiveLine(() => stats.snapshot());
    const started = performance.now();
    await Promise.all(
      plan.bids.map(
        (bid) =>
          new Promise<void>((resolve) => {
            setTimeout(
              () => {
                const client = room.bidderSlots[bid.bidder];
                if (!client) {
                  stats.failed('NO_BIDDER');
                  results.push({ index: bid.index, outcome: 'NO_BIDDER' });
                  resolve();
                  return;
                }
                stats.sent();
                void client.bid(room.lotId, bid.amount).then((answer) => {
                  stats.answered(answer.sentAt, answer.outcome, answer.answeredAt);
                  const own = answer.answer?.bid;
                  if (answer.answer)
                    for (const view of answer.answer.bids) acked.push({ seq: view.seq, amount: view.amount });
                  results.push({
                    index: bid.index,
                    outcome: answer.outcome === 'duplicate' ? 'ok' : answer.outcome,
                    duplicate: answer.outcome === 'duplicate',
                    seq: own?.seq,
                    amount: own?.amount,
                  });
                  resolve();
                });
              },
              Math.max(0, bid.at_ms - (performance.now() - started)),
            );
          }),
      ),
    );
    line.stop();
    const verdict = judgeReplay(plan.bids, results);

    const checks = await endChecks(ctx, room, acked, warnings);
    const { summary } = await finishRun(ctx, {
      command: 'replay',
      room,
      stats,
      checks,
      warnings,
      matchesOriginal: verdict.matches_original,
      details: {
        source: from,
        original: {
          start_price: original.startPrice.toString(),
          step_mode: original.stepMode,
          bids: log.items.length,
        },
        new_lot: { start_price: startPrice.toString(), step_mode: target.stepMode },
        amounts_scaled: plan.scaled,
        mapping: plan.mapping,
        planned: plan.bids.length,
        cut: plan.cut,
        peak_bids_per_s: peak,
        verdict,
        clock_offset_ms: Math.round(room.offsetMs),
      },
    });
    for (const m of verdict.mismatches)
      ctx.log(`bid ${m.index + 1}: expected ${m.expected}, got ${m.got}${m.tight ? ' (tight)' : ''}`);
    const ok = verdict.matches_original && summary.acked_lost === 0 && summary.seq_gaps === 0;
    return ok ? 0 : 3;
  } finally {
    room.close();
  }
}
