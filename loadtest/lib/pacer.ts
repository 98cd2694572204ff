/**
 * A token bucket that lets `ratePerS` events through a second on average: the fair yardstick
 * (loadtest/servers/bare-auction.ts) accepts bids at the rate Kimoshdi accepted them in the same
 * phase of the same run, whatever rate the bots offer, so both servers do the same visible work
 * (the same accepted acks and broadcasts) and differ only in what they spend on it.
 *
 * Tokens accrue with time up to `burst`; each event that passes spends one. The bucket starts with
 * one token (none at rate 0), so the first offer of a phase passes as it does on Kimoshdi. The
 * burst is a quarter of a second's tokens by default, at least 2: on a busy machine the bots' offers
 * come in bunches (a load generator's turn late sends several at once) and the server's own turns
 * stall, and a smaller bucket would throw away the tokens of every gap longer than itself, so the
 * yardstick would accept fewer bids than Kimoshdi; and offers arriving at about the rate (20 a
 * second against 19.8) would lose the fraction capped away at each offer and pass every other one.
 */
export interface Pacer {
  readonly ratePerS: number;
  /** Whether an event at `nowMs` passes (and spends a token). */
  take(nowMs: number): boolean;
}

export function createPacer(ratePerS: number, startMs: number, burst = ratePerS / 4): Pacer {
  if (!(ratePerS >= 0) || !Number.isFinite(ratePerS)) throw new Error(`no pace at ${ratePerS} a second`);
  const capacity = Math.max(2, burst);
  let tokens = ratePerS > 0 ? 1 : 0;
  let last = startMs;
  return {
    ratePerS,
    take(nowMs) {
      if (nowMs > last) {
        tokens = Math.min(capacity, tokens + ((nowMs - last) * ratePerS) / 1000);
        last = nowMs;
      }
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/** Events a second, to 0.1, over a window of `ms` (0 when the window is empty). */
export function ratePerS(events: number, ms: number): number {
  return ms > 0 ? Math.round((events * 10_000) / ms) / 10 : 0;
}
