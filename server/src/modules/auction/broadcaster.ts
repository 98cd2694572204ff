/**
 * Fan-out of a lot's events to its room (design.md section 2, step 4). A bid is emitted once its
 * commit is done. Big rooms get bids coalesced: while the last emit to a room is younger than its
 * window (about 1 ms per 50 watchers, at most 250 ms), bids wait and go together with the latest
 * state, so 5 000 watchers at 200 bids/s get a few messages a second each instead of 200. Every
 * message carries the last seq; a client that sees a gap resyncs.
 */
import { lotRoom, type BidView, type GameState, type ServerToClientEvents } from '@kimoshdi/shared';
import type { AuctionBroadcaster } from './engine.types';

/** Where messages go: a Socket.IO server (through its Redis adapter) or the worker's emitter. */
export interface RoomEmitter {
  emit<E extends keyof ServerToClientEvents>(
    room: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Only this process's members of the room (each process pushes its own presence counts). */
  emitLocal<E extends keyof ServerToClientEvents>(
    room: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Members of the room in this process (0 where unknown). */
  localSize(room: string): number;
}

const MS_PER_50_WATCHERS = 1;
const MAX_WINDOW_MS = 250;

interface Pending {
  bids: BidView[];
  state: GameState;
  timer: NodeJS.Timeout;
}

export function createBroadcaster(target: RoomEmitter): AuctionBroadcaster & { flushAll(): void } {
  const lastEmit = new Map<number, number>();
  const pending = new Map<number, Pending>();

  function emitBids(lotId: number, bids: BidView[], state: GameState): void {
    lastEmit.set(lotId, Date.now());
    const last = bids[bids.length - 1];
    target.emit(lotRoom(lotId), 'auction:bids', { lot_id: lotId, seq: last?.seq ?? state.seq, bids, state });
  }

  function flush(lotId: number): void {
    const waiting = pending.get(lotId);
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.delete(lotId);
    emitBids(lotId, waiting.bids, waiting.state);
  }

  return {
    bids(lotId, bids, state) {
      if (bids.length === 0) return;
      const waiting = pending.get(lotId);
      if (waiting) {
        waiting.bids.push(...bids);
        if (state.seq >= waiting.state.seq) waiting.state = state;
        return;
      }
      const windowMs = Math.min(
        MAX_WINDOW_MS,
        Math.floor((target.localSize(lotRoom(lotId)) / 50) * MS_PER_50_WATCHERS),
      );
      const since = Date.now() - (lastEmit.get(lotId) ?? 0);
      if (windowMs === 0 || since >= windowMs) {
        emitBids(lotId, bids, state);
        return;
      }
      const timer = setTimeout(() => flush(lotId), windowMs - since);
      timer.unref();
      pending.set(lotId, { bids: [...bids], state, timer });
    },

    state(lotId, reason, state) {
      // Bids waiting for their window go first, so the room sees them in order.
      flush(lotId);
      target.emit(lotRoom(lotId), 'auction:state', { lot_id: lotId, seq: state.seq, reason, state });
    },

    flushAll() {
      for (const lotId of [...pending.keys()]) flush(lotId);
    },
  };
}
