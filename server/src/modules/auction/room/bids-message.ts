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
 * One message saying what two consecutive ones say: the bids of both, each seq once in seq order,
 * and the newer state. A member that has neither gets this one write instead of two; the client
 * takes the bids above its own seq, so bids it already has are harmless. With several web
 * processes the later message may hold older bids than the earlier one (each sends the bids it
 * accepted), so both lists are kept whole.
 */
export function mergeBidsMessages(earlier: BidsMessage, later: BidsMessage): BidsMessage {
  const newer = later.seq >= earlier.seq ? later : earlier;
  const seqs = new Set(earlier.bids.map((bid) => bid.seq));
  const bids = [...earlier.bids, ...later.bids.filter((bid) => !seqs.has(bid.seq))];
  for (let i = 1; i < bids.length; i += 1) {
    // Out of order only when a later message held older bids: sort then, not on every merge.
    if (bids[i]!.seq < bids[i - 1]!.seq) {
      bids.sort((a, b) => a.seq - b.seq);
      break;
    }
  }
  return { lot_id: later.lot_id, seq: newer.seq, bids, state: newer.state };
}
