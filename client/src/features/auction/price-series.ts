/**
 * What the room's price-over-time chart draws: the record's whole history (price-history) joined
 * with the bids the board has received since (by seq, so nothing is drawn twice), the technical
 * interruptions as bands and the over-time as the stretch after the scheduled end. Pure: the
 * chart component only hands this to uPlot.
 */
import type { BidView, GameState, PriceHistory } from '@kimoshdi/shared';

export interface PriceSeries {
  /** Seconds since the epoch (uPlot's time axis), one per point. */
  xs: number[];
  /** Sums (not tiyin: a chart's axis wants numbers). */
  ys: number[];
  pauses: { from: number; to: number }[];
  /** Where the scheduled end was, when over-time moved the end past it. */
  overTimeFrom: number | null;
  /** The current end (seconds). */
  end: number;
}

const seconds = (ms: number) => ms / 1000;
const sums = (tiyin: string) => Number(BigInt(tiyin) / 100n) + Number(BigInt(tiyin) % 100n) / 100;

export function priceSeries(
  history: PriceHistory | null,
  boardBids: readonly BidView[],
  state: GameState,
  nowMs: number,
): PriceSeries {
  const bySeq = new Map<number, BidView>();
  for (const bid of history?.bids ?? []) bySeq.set(bid.seq, bid);
  for (const bid of boardBids) bySeq.set(bid.seq, bid);
  const bids = [...bySeq.values()].sort((a, b) => a.seq - b.seq);

  const xs: number[] = [];
  const ys: number[] = [];
  // The line starts at the start price when the auction began (or just before the first bid).
  const startedAt = history?.started_at ?? bids[0]?.at ?? null;
  if (startedAt !== null) {
    xs.push(seconds(Math.min(startedAt, bids[0]?.at ?? startedAt)));
    ys.push(sums(state.start_price));
  }
  for (const bid of bids) {
    xs.push(seconds(bid.at));
    ys.push(sums(bid.amount));
  }
  // A live line runs on to now, a finished one to its close: the last price held until then.
  const last = ys[ys.length - 1];
  const tail = Math.min(nowMs, state.ends_at);
  if (last !== undefined && seconds(tail) > (xs[xs.length - 1] ?? Infinity)) {
    xs.push(seconds(tail));
    ys.push(last);
  }

  const pauses = (history?.pauses ?? []).map((pause) => ({
    from: seconds(pause.paused_at),
    to: seconds(pause.resumed_at ?? nowMs),
  }));
  if (state.status === 'paused' && state.paused_at !== null) {
    const from = seconds(state.paused_at);
    if (!pauses.some((pause) => Math.abs(pause.from - from) < 2)) pauses.push({ from, to: seconds(nowMs) });
  }
  const scheduled = history?.scheduled_end_at ?? null;
  const overTimeFrom = scheduled !== null && state.ends_at > scheduled ? seconds(scheduled) : null;
  return { xs, ys, pauses, overTimeFrom, end: seconds(state.ends_at) };
}
