/**
 * `storm`: a synthetic socket bid storm on the run's lot. Open loop (default): bids fall due at
 * `--rate` a second whatever the answers, each from the next bidder in turn that has no bid in
 * flight and does not lead, at the price the room last suggested (bids due when every bidder is busy
 * are counted as `skipped`, the offered pace stays the same). Closed loop (`--closed`): each bidder
 * bids again as soon as its ack is back. Both stop at --seconds or at the attempts budget.
 */
import type { GameState } from '@kimoshdi/shared';
import { numberOption, requireString, UsageError } from '../args';
import type { Context } from '../context';
import { endChecks } from '../end-checks';
import { finishRun } from '../finish-run';
import type { GameClient } from '../game-client';
import { startLiveLine } from '../live-line';
import { joinRoom, roomState, waitLive, type Room } from '../room';
import { readRunFile } from '../run-file';
import { RunStats } from '../run-stats';
import { attemptBudget, boundRate } from '../safety';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The price to offer now: the highest the room suggested (state, acks, refusals). */
class Pricer {
  suggested = 0n;
  see(value: string | undefined): void {
    if (value && /^\d+$/.test(value) && BigInt(value) > this.suggested) this.suggested = BigInt(value);
  }
  seeState(state: GameState | undefined): void {
    this.see(state?.suggested_price);
  }
}

interface Storm {
  stats: RunStats;
  room: Room;
  pricer: Pricer;
  acked: { seq: number; amount: string }[];
  budget: number;
  inFlight: Set<GameClient>;
}

async function fire(storm: Storm, client: GameClient): Promise<string> {
  const { stats, room, pricer } = storm;
  for (const c of room.bidders) pricer.seeState(c.state);
  storm.inFlight.add(client);
  stats.sent();
  const answer = await client.bid(room.lotId, pricer.suggested);
  storm.inFlight.delete(client);
  stats.answered(answer.sentAt, answer.outcome, answer.answeredAt);
  pricer.see(answer.suggested);
  if (answer.answer) {
    pricer.seeState(answer.answer.state);
    for (const view of answer.answer.bids) storm.acked.push({ seq: view.seq, amount: view.amount });
  }
  return answer.outcome;
}

function leads(client: GameClient, room: Room): boolean {
  const state = roomState(room);
  return state?.leader_number !== null && state?.leader_number === client.buyerNumber;
}

async function openLoop(storm: Storm, ratePerS: number, durationMs: number): Promise<number> {
  const { room, stats } = storm;
  const pending: Promise<unknown>[] = [];
  const started = performance.now();
  let due = 0;
  let turn = 0;
  let skipped = 0;
  while (performance.now() - started < durationMs && stats.attempts < storm.budget) {
    const shouldHave = Math.floor(((performance.now() - started) / 1000) * ratePerS);
    for (; due < shouldHave && stats.attempts < storm.budget; due += 1) {
      let client: GameClient | undefined;
      for (let tries = 0; tries < room.bidders.length && !client; tries += 1) {
        const candidate = room.bidders[turn % room.bidders.length] as GameClient;
        turn += 1;
        if (!storm.inFlight.has(candidate) && !leads(candidate, room)) client = candidate;
      }
      if (client) pending.push(fire(storm, client));
      else skipped += 1;
    }
    await sleep(2);
  }
  await Promise.all(pending);
  return skipped;
}

async function closedLoop(storm: Storm, durationMs: number): Promise<void> {
  const started = performance.now();
  await Promise.all(
    storm.room.bidders.map(async (client) => {
      while (performance.now() - started < durationMs && storm.stats.attempts < storm.budget) {
        if (leads(client, storm.room)) {
          await sleep(5);
          continue;
        }
        // A bidder refused for its rate waits as a person would, instead of spinning on the limit.
        const outcome = await fire(storm, client);
        if (outcome === 'RATE_LIMITED') await sleep(50);
        else if (outcome === 'NO_ANSWER') await sleep(200);
      }
    }),
  );
}

export async function storm(ctx: Context): Promise<number> {
  const { values } = ctx;
  const run = await readRunFile(requireString(values, 'run'), ctx.target);
  if (run.bidders.length === 0) throw new UsageError('the run file has no bidders: prepare with --bidders');
  const closed = values.closed === true;
  const rate = closed ? undefined : boundRate(numberOption(values, 'rate') ?? 50, ctx.maxRate);
  const stats = new RunStats();
  const state = await waitLive(ctx.target.origin, run.lot.lot_id, run.lot.starts_at);
  const room = await joinRoom(ctx.target.origin, run, stats);
  const warnings: string[] = room.failures.length ? [`${room.failures.length} clients could not join`] : [];
  try {
    const pricer = new Pricer();
    pricer.seeState(state);
    const storm: Storm = {
      stats,
      room,
      pricer,
      acked: [],
      budget: attemptBudget(ctx.seconds, ctx.maxRate),
      inFlight: new Set(),
    };
    ctx.log(
      `storm on lot ${room.lotId}: ${room.bidders.length} bidders, ${room.watchers.length} watchers, ` +
        `${closed ? 'closed loop' : `open loop at ${rate}/s`} for ${ctx.seconds} s`,
    );
    const line = startLiveLine(() => stats.snapshot());
    let skipped = 0;
    if (rate === undefined) await closedLoop(storm, ctx.seconds * 1000);
    else skipped = await openLoop(storm, rate, ctx.seconds * 1000);
    line.stop();
    if (stats.attempts >= storm.budget) warnings.push(`stopped at the attempts budget (${storm.budget})`);
    const checks = await endChecks(ctx, room, storm.acked, warnings);
    const { summary } = await finishRun(ctx, {
      command: 'storm',
      room,
      stats,
      checks,
      warnings,
      details: { mode: closed ? 'closed' : 'open', rate_per_s: rate ?? null, skipped },
    });
    return summary.acked_lost === 0 && summary.seq_gaps === 0 ? 0 : summary.acked_lost === null ? 0 : 3;
  } finally {
    room.close();
  }
}
