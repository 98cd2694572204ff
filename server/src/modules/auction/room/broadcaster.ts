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
 * A lot's room is also split into a few shard rooms (each socket joins one): a big room's bids go
 * out shard by shard, yielding to the event loop between shards, so the acks of bids that arrive
 * meanwhile do not wait behind thousands of socket writes.
 */
export const LOT_ROOM_SHARDS = 8;
/** Rooms at least this big are written shard by shard. */
const YIELD_FROM_MEMBERS = 200;

export function lotShardRoom(lotId: number, shard: number): string {
  return `${lotRoom(lotId)}#${shard % LOT_ROOM_SHARDS}`;
}

function shardRooms(lotId: number): string[] {
  return Array.from({ length: LOT_ROOM_SHARDS }, (_, shard) => lotShardRoom(lotId, shard));
}

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

export function createBroadcaster(target: RoomEmitter): AuctionBroadcaster & { flushAll(): void } {
  const lastEmit = new Map<number, number>();
  const pending = new Map<number, Pending>();

  function emitBids(lotId: number, bids: BidView[], state: GameState): void {
    lastEmit.set(lotId, Date.now());
    const last = bids[bids.length - 1];
    const event = { lot_id: lotId, seq: last?.seq ?? state.seq, bids, state };
    const rooms = shardRooms(lotId);
    if (target.localSize(lotRoom(lotId)) < YIELD_FROM_MEMBERS) {
      target.emit(rooms, 'auction:bids', event);
      return;
    }
    // One shard now, the next ones each on a later turn of the event loop. A later message to the
    // same lot starts later, so every shard still gets the lot's messages in order.
    const next = (shard: number) => {
      target.emit(rooms[shard]!, 'auction:bids', event);
      if (shard + 1 < rooms.length) setImmediate(next, shard + 1);
    };
    next(0);
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
      target.emit(lotRoom(lotId), 'auction:state', { lot_id: lotId, seq: state.seq, reason, state });
    },

    flushAll() {
      for (const lotId of [...pending.keys()]) flush(lotId);
    },
  };
}
