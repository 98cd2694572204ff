/**
 * Over-time (anti-sniping, docs/domain.md): a bid accepted less than the window before the end moves
 * the end to now + window. A window of 0 turns it off.
 */
export function endsAfterBid(endsAtMs: number, nowMs: number, overTimeMs: number): number {
  if (overTimeMs > 0 && endsAtMs - nowMs < overTimeMs) return nowMs + overTimeMs;
  return endsAtMs;
}
