/**
 * Fan-out of a lot's events to its room (docs/architecture.md section 2, step 4). A bid is emitted once its
 * commit is done. Big rooms get bids coalesced: while the last emit to a room is younger than its
 * window (1 ms per 10 watchers, at most 150 ms: room/bids-message.ts), bids wait and go together
 * with the latest state, so 5 000 watchers at 200 bids/s get a few messages a second each instead
 * of 200. Every message carries the last seq; a client that sees a gap resyncs.
 */
import { lotRoom, type BidView, type GameState, type ServerToClientEvents } from '@kimoshdi/shared';
import type { AuctionBroadcaster } from '../engine/engine.types';
import { messageWindowMs } from './bids-message';

/*
 * One message is one emit to the lot's room: encoded once, published once (issue 14's eight shard
 * rooms cost eight of each and bought no ack latency: docs/decisions.md "One emit per message to a
 * lot's room"). A web process writes it to its members a slice at a time on later turns, never in
 * the turn of the bidder's ack (realtime/paced-delivery.ts). While it is still writing a lot's
 * message, the lot's next bids go at once: they join that message, each member getting in one
 * write what it lacks, and those the pass had reached getting them on the next pass (at most one
 * a window), so however slow the writes, messages never queue behind each other and a bid reaches
 * every watcher within one pass (docs/decisions.md "A lot's next message joins the one being
 * written").
 */

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
  /** Whether this process is still writing a message to the room, which a new one joins (false: no sockets). */
  writing(room: string): boolean;
}

interface Pending {
  bids: BidView[];
  state: GameState;
  timer?: NodeJS.Timeout;
}

export function createBroadcaster(target: RoomEmitter): AuctionBroadcaster & { flushAll(): void } {
  /** When each lot's last message was handed to the emitter. */
  const lastEmit = new Map<number, number>();
  const pending = new Map<number, Pending>();

  /** How long the lot's bids must still wait for their window (0: the window is over). */
  function windowLeft(lotId: number): number {
    const windowMs = messageWindowMs(target.localSize(lotRoom(lotId)));
    return Math.max(0, windowMs - (Date.now() - (lastEmit.get(lotId) ?? 0)));
  }

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

  /** The waiting bids go when their window is over. */
  function whenReady(lotId: number): void {
    const waiting = pending.get(lotId);
    if (!waiting) return;
    const left = windowLeft(lotId);
    if (left > 0) {
      waiting.timer = setTimeout(() => whenReady(lotId), left);
      waiting.timer.unref();
    } else flush(lotId);
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
      // A message still being written takes them in: waiting would only add its pass to theirs.
      if (windowLeft(lotId) === 0 || target.writing(lotRoom(lotId))) {
        emitBids(lotId, bids, state);
        return;
      }
      pending.set(lotId, { bids: [...bids], state });
      whenReady(lotId);
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
