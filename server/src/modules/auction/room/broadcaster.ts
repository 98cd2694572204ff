/**
 * Fan-out of a lot's events to its room (docs/architecture.md section 2, step 4). A bid is emitted once its
 * commit is done. Big rooms get bids coalesced: while the last emit to a room is younger than its
 * window (1 ms per 10 watchers, at most 150 ms: room/bids-message.ts), bids wait and go together
 * with the latest state, so 5 000 watchers at 200 bids/s get a few messages a second each instead
 * of 200. Every message carries the last seq; a client that sees a gap resyncs.
 */
import { lotRoom, type BidView, type GameState, type ServerToClientEvents } from '@kimoshdi/shared';
import type { AuctionBroadcaster, FillBids } from '../engine/engine.types';
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
  /**
   * The newest seq of the room's messages this process has handled, its own and other web
   * processes' (0: none, or a worker, which sees no messages).
   */
  lastSeq?(room: string): number;
}

interface Pending {
  bids: BidView[];
  state: GameState;
  timer?: NodeJS.Timeout;
}

/** Whether `bids` (in seq order) skip a seq after `after`. */
function hasHole(bids: readonly BidView[], after: number): boolean {
  let expected = after + 1;
  for (const bid of bids) {
    if (bid.seq < expected) continue;
    if (bid.seq > expected) return true;
    expected += 1;
  }
  return false;
}

/*
 * Several web processes (WEB_PROCESSES, --scale web=N) accept bids on the same lot, and each
 * emits only the bids it accepted: a message of one may come to a client before the other's
 * earlier bids, a hole the client can only close by reading the game again (a resync for every
 * member, over and over in a busy room). So a message whose bids would skip a seq after the newest
 * this process has handled for the room (its own messages and the others' it received) first takes
 * the missing bids from the engine's log, `fill`: one Redis read, only when there is such a hole,
 * which one web process alone makes only when a bid's commit failed. The lot's later messages
 * wait for it, to keep their order.
 */
export function createBroadcaster(
  target: RoomEmitter,
  fill?: FillBids,
): AuctionBroadcaster & { flushAll(): void } {
  /** When each lot's last message was handed to the emitter. */
  const lastEmit = new Map<number, number>();
  const pending = new Map<number, Pending>();
  /** The newest seq each lot's messages from here carried. */
  const through = new Map<number, number>();
  /** A lot's messages waiting behind a fill, in order. */
  const filling = new Map<number, Promise<void>>();

  /** Sends now, or after the lot's fill in progress. */
  function inOrder(lotId: number, send: () => Promise<void> | void): void {
    const before = filling.get(lotId);
    if (!before) {
      // An emitter's emit may answer something of its own (Socket.IO's: true): only a fill waits.
      const result = send();
      if (result instanceof Promise) chain(lotId, result);
      return;
    }
    chain(
      lotId,
      before.then(() => send()),
    );
  }

  function chain(lotId: number, run: Promise<void>): void {
    // A fill that failed sends without the bids it read (fill's own catch); nothing else here
    // rejects but an emit that threw, which must not hold up the lot's later messages.
    const guarded = run.catch(() => undefined);
    filling.set(lotId, guarded);
    void guarded.then(() => {
      if (filling.get(lotId) === guarded) filling.delete(lotId);
    });
  }

  /** How long the lot's bids must still wait for their window (0: the window is over). */
  function windowLeft(lotId: number): number {
    const windowMs = messageWindowMs(target.localSize(lotRoom(lotId)));
    return Math.max(0, windowMs - (Date.now() - (lastEmit.get(lotId) ?? 0)));
  }

  function emitBids(lotId: number, bids: BidView[], state: GameState): void {
    lastEmit.set(lotId, Date.now());
    const room = lotRoom(lotId);
    const first = bids[0];
    const known = Math.max(through.get(lotId) ?? 0, target.lastSeq?.(room) ?? 0);
    const seq = bids[bids.length - 1]?.seq ?? state.seq;
    through.set(lotId, Math.max(through.get(lotId) ?? 0, seq));
    const send = (all: BidView[]): void => {
      target.emit(room, 'auction:bids', { lot_id: lotId, seq, bids: all, state });
    };
    // Nothing known of the room yet (this process's first message): no hole can be told. A hole
    // is before the first bid, or between two: the bids that waited for the window are this
    // process's only, and the other processes' came between them.
    if (!fill || !first || known === 0 || !hasHole(bids, known)) {
      // The usual way, a web process alone: sent at once, with no closure for the bid path.
      if (filling.has(lotId)) inOrder(lotId, () => send(bids));
      else send(bids);
      return;
    }
    inOrder(lotId, async () => {
      const logged = await fill(lotId, known, seq).catch(() => []);
      const own = new Set(bids.map((bid) => bid.seq));
      send([...logged.filter((bid) => !own.has(bid.seq)), ...bids].sort((a, b) => a.seq - b.seq));
    });
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
      through.set(lotId, Math.max(through.get(lotId) ?? 0, state.seq));
      inOrder(lotId, () => {
        target.emit(lotRoom(lotId), 'auction:state', { lot_id: lotId, seq: state.seq, reason, state });
      });
    },

    flushAll() {
      for (const lotId of [...pending.keys()]) flush(lotId);
    },
  };
}
