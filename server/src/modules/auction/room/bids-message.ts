/**
 * Two rules of a lot room's `auction:bids` messages that both the broadcaster and a web process's
 * writes (realtime/paced-delivery.ts) follow.
 */
import type { ServerToClientEvents } from '@kimoshdi/shared';

export type BidsMessage = Parameters<ServerToClientEvents['auction:bids']>[0];

const WATCHERS_PER_MS = 10;
const MAX_WINDOW_MS = 150;

/**
 * How far apart a room's messages go (and a web process's passes over its members): 1 ms per 10
 * members, at most 150 ms. Each message is one socket write per member, the biggest cost of a busy
 * game server (docs/benchmarks.md), so a big room needs fewer, fuller messages; the cap keeps a
 * bid's way to a watcher well under 250 ms.
 */
export function messageWindowMs(members: number): number {
  return Math.min(MAX_WINDOW_MS, Math.floor(members / WATCHERS_PER_MS));
}

/**
 * One message saying what two consecutive ones say: the bids of both, in seq order, and the newer
 * state. A member that has neither gets this one write instead of two; the client takes the bids
 * above its own seq, so bids it already has are harmless.
 */
export function mergeBidsMessages(earlier: BidsMessage, later: BidsMessage): BidsMessage {
  const newer = later.seq >= earlier.seq ? later : earlier;
  return {
    lot_id: later.lot_id,
    seq: newer.seq,
    bids: [...earlier.bids, ...later.bids.filter((bid) => bid.seq > earlier.seq)],
    state: newer.state,
  };
}
