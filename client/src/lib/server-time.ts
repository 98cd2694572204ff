/**
 * The server is the only clock (docs/architecture.md section 8). We measure how far the local clock is from
 * the server's once, then show `Date.now() + offset`, so the display ticks every second without a
 * request per tick and stays right even if the visitor's clock is wrong by hours.
 *
 * The store is a tiny external store (not React state) so any feature can read server time:
 * the navbar clock today, auction countdowns later.
 */

type Listener = () => void;

let offsetMs: number | null = null;
const listeners = new Set<Listener>();

/**
 * Offset of the server clock from ours. The server read its clock somewhere between our send and
 * receive; assuming the midpoint keeps the error within half the round trip.
 */
export function measureOffset(serverEpochMs: number, sentAtMs: number, receivedAtMs: number): number {
  return Math.round(serverEpochMs - (sentAtMs + receivedAtMs) / 2);
}

export function setServerOffset(value: number): void {
  offsetMs = value;
  for (const listener of listeners) listener();
}

export function serverOffset(): number | null {
  return offsetMs;
}

/** Server time now in epoch milliseconds, or null until the first successful sync. */
export function serverNow(): number | null {
  return offsetMs === null ? null : Date.now() + offsetMs;
}

export function subscribeServerOffset(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: forget the measured offset. */
export function resetServerOffset(): void {
  offsetMs = null;
}
