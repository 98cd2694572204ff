/**
 * The replay's plan and its verdict, pure (replay-plan.test.ts): which prepared bidder sends which
 * amount when, from a finished auction's public bid log; and whether what the target accepted is
 * the original auction again.
 *
 * Timing: the first bid goes `leadMs` after the start; every later one at its original distance
 * from the first, divided by `speed`. Amounts: when the new lot's start price and step mode are the
 * original's, the original amounts; otherwise each amount's distance from the start price scales
 * with the ratio of the start prices (rounded down to the tiyin). Either way an amount below the
 * price the new lot will suggest at that point (rounding; an auto-bid duel's several-step rung,
 * which a replayed manual bid takes as one step) is raised to it, so each planned bid is one the
 * engine accepts when the bids before it stand. docs/load-testing.md "Replay" says the same.
 */
import { stepAmount, type StepMode } from '@kimoshdi/shared/domain/trade/auction/steps';

export interface LogBid {
  seq: number;
  buyer_number: string;
  /** Tiyin. */
  amount: string;
  placed_at: number;
  step_no: number;
}

export interface PlanLot {
  /** Tiyin. */
  startPrice: bigint;
  stepMode: StepMode;
}

export interface PlannedBid {
  /** 0-based position in the plan. */
  index: number;
  original_seq: number;
  original_buyer: string;
  /** Tiyin, the original's. */
  original_amount: string;
  /** 0-based index into the run file's bidders. */
  bidder: number;
  /** Ms after the replay's start. */
  at_ms: number;
  /** Tiyin, what is sent. */
  amount: string;
  /** Closer than `tightMs` to a neighbour at this speed: the two may reach the engine swapped. */
  tight: boolean;
}

export interface Plan {
  bids: PlannedBid[];
  /** Original bids left out: past `maxMs`. */
  cut: number;
  scaled: boolean;
  warnings: string[];
  /** original buyer number -> bidder index. */
  mapping: Record<string, number>;
}

export interface PlanOptions {
  speed: number;
  bidders: number;
  /** original buyer -> bidder index; default: buyers in order of first bid, dealt round the bidders. */
  mapping?: Map<string, number>;
  leadMs?: number;
  tightMs?: number;
  /** Bids due later than this are cut (the run's --seconds, the lot's end). */
  maxMs?: number;
}

export const DEFAULT_LEAD_MS = 500;
export const DEFAULT_TIGHT_MS = 50;

/** The step mode a lot's state implies: the first step's size over the start price. */
export function inferStepMode(
  startPrice: bigint,
  price: bigint | null,
  stepNo: number,
  suggested: bigint,
): StepMode {
  const base = price ?? startPrice;
  return suggested - base === stepAmount(startPrice, stepNo + 1, 'flat') &&
    stepAmount(startPrice, stepNo + 1, 'flat') !== stepAmount(startPrice, stepNo + 1, 'standard')
    ? 'flat'
    : 'standard';
}

export function scaleAmount(amount: bigint, from: PlanLot, to: PlanLot): bigint {
  if (from.startPrice === to.startPrice) return amount;
  return to.startPrice + ((amount - from.startPrice) * to.startPrice) / from.startPrice;
}

export function planReplay(
  log: readonly LogBid[],
  original: PlanLot,
  target: PlanLot,
  options: PlanOptions,
): Plan {
  if (!(options.speed > 0)) throw new Error('speed must be positive');
  if (options.bidders < 1) throw new Error('a replay needs at least one prepared bidder');
  const leadMs = options.leadMs ?? DEFAULT_LEAD_MS;
  const tightMs = options.tightMs ?? DEFAULT_TIGHT_MS;
  const bids = [...log].sort((a, b) => a.seq - b.seq);
  const warnings: string[] = [];
  const scaled = original.startPrice !== target.startPrice || original.stepMode !== target.stepMode;

  const mapping = new Map<string, number>(options.mapping ?? []);
  if (!options.mapping) {
    for (const bid of bids)
      if (!mapping.has(bid.buyer_number)) mapping.set(bid.buyer_number, mapping.size % options.bidders);
    const buyers = new Set(bids.map((b) => b.buyer_number)).size;
    if (buyers > options.bidders) {
      warnings.push(`${buyers} original buyers share ${options.bidders} prepared bidders`);
    }
  } else {
    const missing = [...new Set(bids.map((b) => b.buyer_number))].filter((b) => !mapping.has(b));
    if (missing.length > 0) throw new Error(`--bidders does not map buyer ${missing.join(', ')}`);
  }

  const first = bids[0]?.placed_at ?? 0;
  const planned: PlannedBid[] = [];
  let price: bigint | null = null;
  let cut = 0;
  let previousBidder = -1;
  for (const bid of bids) {
    const atMs = leadMs + Math.round((bid.placed_at - first) / options.speed);
    if (options.maxMs !== undefined && atMs > options.maxMs) {
      cut += 1;
      continue;
    }
    const stepNo = planned.length + 1;
    const floor = (price ?? target.startPrice) + stepAmount(target.startPrice, stepNo, target.stepMode);
    let amount = scaleAmount(BigInt(bid.amount), original, target);
    if (amount < floor) amount = floor;
    let bidder = mapping.get(bid.buyer_number) ?? 0;
    if (bidder === previousBidder && options.bidders > 1) {
      // Two original buyers on one prepared bidder, one after the other: it may not outbid itself.
      bidder = (bidder + 1) % options.bidders;
      warnings.push(
        `bid #${bid.seq}: bidder ${previousBidder + 1} led already, sent by bidder ${bidder + 1}`,
      );
    } else if (bidder === previousBidder) {
      warnings.push(`bid #${bid.seq}: one bidder cannot outbid itself; it will be refused`);
    }
    planned.push({
      index: planned.length,
      original_seq: bid.seq,
      original_buyer: bid.buyer_number,
      original_amount: bid.amount,
      bidder,
      at_ms: atMs,
      amount: amount.toString(),
      tight: false,
    });
    previousBidder = bidder;
    price = amount;
  }
  for (let i = 1; i < planned.length; i += 1) {
    const a = planned[i - 1] as PlannedBid;
    const b = planned[i] as PlannedBid;
    if (b.at_ms - a.at_ms < tightMs) a.tight = b.tight = true;
  }
  if (cut > 0) warnings.push(`${cut} of ${bids.length} bids fall after the run's end and are left out`);
  return { bids: planned, cut, scaled, warnings, mapping: Object.fromEntries(mapping) };
}

/** What the target answered to one planned bid. */
export interface BidResult {
  index: number;
  /** 'ok', or the refusal's code, or 'NO_ANSWER'. */
  outcome: string;
  seq?: number;
  amount?: string;
  duplicate?: boolean;
}

export interface Verdict {
  matches_original: boolean;
  expected: string[];
  accepted: string[];
  /** Planned bids refused or answered otherwise, with why; tight ones are allowed to be. */
  mismatches: { index: number; expected: string; got: string; tight: boolean }[];
  /** Tight planned bids refused: the timing did not allow them. */
  timing_skipped: number;
}

/**
 * The replay matches the original when every planned bid was accepted with its amount, in the
 * plan's order, except tight ones (closer than the ack's round trip at this speed), which may be
 * refused as long as what was accepted is still in the plan's order.
 */
export function judgeReplay(plan: readonly PlannedBid[], results: readonly BidResult[]): Verdict {
  const byIndex = new Map(results.map((r) => [r.index, r]));
  const mismatches: Verdict['mismatches'] = [];
  let timingSkipped = 0;
  const acceptedInPlan: { seq: number; amount: string }[] = [];
  for (const bid of plan) {
    const result = byIndex.get(bid.index);
    const got = !result
      ? 'NOT_SENT'
      : result.outcome !== 'ok'
        ? result.outcome
        : result.duplicate
          ? 'DUPLICATE'
          : result.amount !== bid.amount
            ? `amount ${result.amount ?? '?'}`
            : 'ok';
    if (got === 'ok' && result?.seq !== undefined) {
      acceptedInPlan.push({ seq: result.seq, amount: bid.amount });
      continue;
    }
    mismatches.push({ index: bid.index, expected: bid.amount, got, tight: bid.tight });
    if (bid.tight && result && result.outcome !== 'ok' && result.outcome !== 'NO_ANSWER') timingSkipped += 1;
  }
  const accepted = results
    .filter((r) => r.outcome === 'ok' && !r.duplicate && r.seq !== undefined)
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
    .map((r) => r.amount ?? '');
  const inOrder = acceptedInPlan.every(
    (entry, i) => i === 0 || entry.seq > (acceptedInPlan[i - 1]?.seq ?? 0),
  );
  const onlyTimingMisses = mismatches.every(
    (m) => m.tight && m.got !== 'NOT_SENT' && m.got !== 'NO_ANSWER' && !m.got.startsWith('amount'),
  );
  const sameAccepted = accepted.join(',') === acceptedInPlan.map((a) => a.amount).join(',');
  return {
    matches_original: plan.length > 0 && inOrder && onlyTimingMisses && sameAccepted,
    expected: plan.map((b) => b.amount),
    accepted,
    mismatches,
    timing_skipped: timingSkipped,
  };
}

/** Gaps a watcher saw: seqs after its join up to the last it knows of that never reached it. */
export function watcherGaps(joinSeq: number, received: ReadonlySet<number>, lastSeq: number): number {
  let gaps = 0;
  for (let seq = joinSeq + 1; seq <= lastSeq; seq += 1) if (!received.has(seq)) gaps += 1;
  return gaps;
}

/**
 * Acks against the target's public log: `lost` acked bids the log lacks or holds with another
 * amount, `repeated` seqs the log holds more than once, `extra` log entries nobody acked (others'
 * bids: counted, not an error).
 */
export function checkAcksInLog(
  acked: readonly { seq: number; amount: string }[],
  log: readonly { seq: number; amount: string }[],
): { lost: number; repeated: number; extra: number; seq_gaps: number } {
  const counts = new Map<number, { n: number; amount: string }>();
  for (const entry of log) {
    const known = counts.get(entry.seq);
    counts.set(entry.seq, { n: (known?.n ?? 0) + 1, amount: entry.amount });
  }
  let lost = 0;
  let repeated = 0;
  const ackedSeqs = new Set<number>();
  for (const ack of acked) {
    ackedSeqs.add(ack.seq);
    const entry = counts.get(ack.seq);
    if (!entry || entry.amount !== ack.amount) lost += 1;
    else if (entry.n > 1) repeated += 1;
  }
  const seqs = [...counts.keys()].sort((a, b) => a - b);
  const last = seqs[seqs.length - 1] ?? 0;
  let seqGaps = 0;
  for (let seq = 1; seq <= last; seq += 1) if (!counts.has(seq)) seqGaps += 1;
  const extra = seqs.filter((s) => !ackedSeqs.has(s)).length;
  return { lost, repeated, extra, seq_gaps: seqGaps };
}
