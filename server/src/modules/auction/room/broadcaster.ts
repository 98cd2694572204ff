/**
 * Fan-out of a lot's events to its room (docs/architecture.md section 2, step 4). A bid is emitted once its
 * commit is done. Big rooms get bids coalesced: while the last emit to a room is younger than its
 * window (1 ms per 10 watchers, at most 150 ms), bids wait and go together with the latest
 * state, so 5 000 watchers at 200 bids/s get a few messages a second each instead of 200. Every
 * message carries the last seq; a client that sees a gap resyncs.
 *
 * Why the window grows with the room: each message to a room is one socket write per member (a
 * system call each, the biggest cost of a busy game server: docs/benchmarks.md), so a big room
 * needs fewer, fuller messages; the cap keeps a bid's way to a watcher well under 250 ms.
 */
import { lotRoom, type BidView, type GameState, type ServerToClientEvents } from '@kimoshdi/shared';
import type { AuctionBroadcaster } from '../engine/engine.types';

/**
 * No message leaves in the turn that produced it: the engine hands a bid over before it answers
 * the bidder, and the answer (an ack, written in the same turn) must never wait behind a fan-out.
 * Messages go into one queue, written on later turns (setImmediate), about WRITES_PER_TURN socket
 * writes a turn and at least one message; one queue for every lot keeps each room's order.
 *
 * One message is one emit to the lot's room: encoded once, published once. Issue 14 split a room
 * into eight shard rooms written on successive turns so acks would not wait behind thousands of
 * writes; measured on a quiet machine (issue 25, docs/benchmarks.md) the split bought no ack
 * latency and cost the fan-out eight encodings and publishes per message, its queue falling
 * seconds behind at 200 bids/s to 5 000 watchers.
 */
/** Socket writes (room members) one turn of the event loop sends before it yields. */
const WRITES_PER_TURN = 600;

/** Where messages go: a Socket.IO server (through its Redis adapter) or the worker's emitter. */
export interface RoomEmitter {
  emit<E extends keyof ServerToClientEvents>(
    room: string | string[],
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

const WATCHERS_PER_MS = 10;
const MAX_WINDOW_MS = 150;

interface Pending {
  bids: BidView[];
  state: GameState;
  timer: NodeJS.Timeout;
}

interface Outgoing {
  send: () => void;
  /** About how many socket writes it makes. */
  writes: number;
}

export function createBroadcaster(target: RoomEmitter): AuctionBroadcaster & { flushAll(): void } {
  const lastEmit = new Map<number, number>();
  const pending = new Map<number, Pending>();
  const outbox: Outgoing[] = [];
  let scheduled = false;

  function drain(budget: number): void {
    let spent = 0;
    while (outbox.length > 0 && spent < budget) {
      const next = outbox.shift()!;
      spent += next.writes;
      next.send();
    }
  }

  function turn(): void {
    drain(WRITES_PER_TURN);
    if (outbox.length > 0) setImmediate(turn);
    else scheduled = false;
  }

  function enqueue(send: () => void, writes: number): void {
    outbox.push({ send, writes: Math.max(1, writes) });
    if (!scheduled) {
      scheduled = true;
      setImmediate(turn);
    }
  }

  function emitBids(lotId: number, bids: BidView[], state: GameState): void {
    lastEmit.set(lotId, Date.now());
    const last = bids[bids.length - 1];
    const event = { lot_id: lotId, seq: last?.seq ?? state.seq, bids, state };
    const room = lotRoom(lotId);
    enqueue(() => target.emit(room, 'auction:bids', event), target.localSize(room));
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
        Math.floor(target.localSize(lotRoom(lotId)) / WATCHERS_PER_MS),
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
      const event = { lot_id: lotId, seq: state.seq, reason, state };
      enqueue(() => target.emit(lotRoom(lotId), 'auction:state', event), target.localSize(lotRoom(lotId)));
    },

    flushAll() {
      for (const lotId of [...pending.keys()]) flush(lotId);
      drain(Number.POSITIVE_INFINITY);
    },
  };
}
