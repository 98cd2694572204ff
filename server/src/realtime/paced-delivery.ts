/**
 * A room's messages written a slice of sockets at a time (docs/decisions.md "A lot room's message
 * written in slices, the next one after it").
 *
 * Socket.IO writes a broadcast to every member of the room in one synchronous loop: for 5 000
 * watchers that is 5 000 socket writes, and on a 2-core host shared with the watchers' own
 * processes the loop holds the event loop for 150 to 300 ms. A bid needs two round trips before it
 * is acknowledged and broadcast (its Redis script, then its group commit), and each reply waited
 * behind such a loop: a bid's way to the watchers took p50 0.6 to 1 s where the bare broadcast
 * took 90 ms (issue 25, the fan-out on a slower host). Here a flagged broadcast is queued and written
 * over later turns, WRITES_PER_TURN socket writes a turn, so the replies are read between slices.
 *
 * The hook is the adapter's `apply`, the one call both ways of a broadcast reach: an emit of this
 * process (the Redis adapter publishes it, then writes its own members) and a message another web
 * process published (the adapter writes it here). Only broadcasts whose flags carry `paced` are
 * queued (the flags travel with the message to the other processes); `apply` also serves
 * fetchSockets, socketsJoin and the like, whose callers expect it to finish at once.
 *
 * Order: one queue for every room, written first in, first out, so a room's members get its
 * messages in the order they were sent. The members are read when a message's first slice is
 * written; a socket gone by its slice is skipped.
 */
import type { ServerToClientEvents } from '@kimoshdi/shared';
import type { GameServer } from '../lib/socket';

/**
 * Socket writes a turn makes before it lets I/O in: 10 to 25 ms of a 5 000-member room on a 2-core
 * host, instead of the whole room's 150 to 300 ms. Slices of 4 ms (about 150 writes) were tried:
 * the fan-out was as fast, but many-lots' 200 small rooms waited longer for their writes (delivery
 * p99 623 -> 962 ms in one pair), each turn draining less of the queue of all the lots' messages.
 */
const WRITES_PER_TURN = 600;
/** An event packet of the Socket.IO protocol (socket.io-parser's PacketType.EVENT). */
const EVENT_PACKET = 2;

type Adapter = ReturnType<GameServer['of']>['adapter'];
type Options = Parameters<Adapter['broadcast']>[1];
type Flags = NonNullable<Options['flags']>;
type Member = { id: string };
type Write = (socket: Member) => void;
/** The adapter's private `apply`, as the in-memory adapter defines it (socket.io-adapter 2.5). */
type Apply = (opts: Options, write: Write) => void;

/** The flag of a paced broadcast, beside Socket.IO's own (`local`, `volatile`, ...). */
const PACED: Flags = Object.freeze({ local: false, paced: true } as Flags);
const PACED_LOCAL: Flags = Object.freeze({ local: true, paced: true } as Flags);

interface Job {
  opts: Options;
  write: Write;
  /** The members to write, read at the first slice. */
  ids?: string[];
  next: number;
}

export interface PacedDelivery {
  /** The event to the room's members in every web process (`local`: this process's only). */
  emit<E extends keyof ServerToClientEvents>(
    room: string,
    local: boolean,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Whether a message to the room is still queued or being written here. */
  writing(room: string): boolean;
  /** Calls `then` on a later turn, once every message queued here for the room is written. */
  afterWrites(room: string, then: () => void): void;
}

export function pacedDelivery(io: GameServer, writesPerTurn = WRITES_PER_TURN): PacedDelivery {
  const adapter = io.of('/').adapter;
  const hooked = adapter as unknown as { apply: Apply; nsp: { sockets: Map<string, Member> } };
  const sockets = hooked.nsp.sockets;
  const plainApply: Apply = hooked.apply.bind(adapter);
  const queue: Job[] = [];
  /** Messages queued per room, and who waits for a room to be written. */
  const busy = new Map<string, number>();
  const waiters = new Map<string, (() => void)[]>();
  let scheduled = false;

  /** The room's members now, less those of the rooms it excepts. */
  function members(opts: Options): string[] {
    const [room] = opts.rooms;
    const except = new Set<string>();
    for (const other of opts.except ?? []) for (const id of adapter.rooms.get(other) ?? []) except.add(id);
    return [...(adapter.rooms.get(room!) ?? [])].filter((id) => !except.has(id));
  }

  function written(job: Job): void {
    for (const room of job.opts.rooms) {
      const left = (busy.get(room) ?? 1) - 1;
      if (left > 0) {
        busy.set(room, left);
        continue;
      }
      busy.delete(room);
      const waiting = waiters.get(room);
      waiters.delete(room);
      // Each on its own turn: one that throws cannot keep the others waiting.
      for (const then of waiting ?? []) setImmediate(then);
    }
  }

  function turn(): void {
    try {
      writeSlice();
    } catch (error) {
      // A failed write must not stop the queue: the next turn goes on past it.
      later();
      throw error;
    }
  }

  function writeSlice(): void {
    let left = writesPerTurn;
    while (queue.length > 0) {
      const job = queue[0]!;
      const ids = (job.ids ??= members(job.opts));
      while (job.next < ids.length) {
        if (left-- === 0) return later();
        const socket = sockets.get(ids[job.next++]!);
        if (socket) job.write(socket);
      }
      queue.shift();
      written(job);
    }
    scheduled = false;
  }

  function later(): void {
    scheduled = true;
    setImmediate(turn);
  }

  hooked.apply = (opts, write) => {
    // Paced: one room's messages (what `emit` below sends, here or from another process).
    const paced = (opts.flags as { paced?: boolean } | undefined)?.paced && opts.rooms.size === 1;
    if (!paced) return plainApply(opts, write);
    queue.push({ opts, write, next: 0 });
    for (const room of opts.rooms) busy.set(room, (busy.get(room) ?? 0) + 1);
    // Never in the turn of the emit: the bidder's ack, written after it in this turn, goes first.
    if (!scheduled) later();
  };

  return {
    emit(room, local, event, ...args) {
      // What io.to(room).emit() hands the adapter, with the flag it has no setter for.
      adapter.broadcast(
        { type: EVENT_PACKET, data: [event, ...args] },
        { rooms: new Set([room]), except: new Set(), flags: local ? PACED_LOCAL : PACED },
      );
    },
    writing: (room) => busy.has(room),
    afterWrites(room, then) {
      if (!busy.has(room)) {
        setImmediate(then);
        return;
      }
      const waiting = waiters.get(room);
      if (waiting) waiting.push(then);
      else waiters.set(room, [then]);
    },
  };
}
