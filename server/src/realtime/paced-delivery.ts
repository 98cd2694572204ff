/**
 * A room's messages written a slice of sockets at a time, a message that comes while the last one
 * is still being written joining it (docs/decisions.md "A lot room's message written in slices,
 * the next one after it" and "A lot's next message joins the one being written").
 *
 * Socket.IO writes a broadcast to every member of the room in one synchronous loop: for 5 000
 * watchers that is 5 000 socket writes, and on a 2-core host shared with the watchers' own
 * processes the loop holds the event loop for 150 to 300 ms. A bid needs two round trips before it
 * is acknowledged and broadcast (its Redis script, then its group commit), and each reply waited
 * behind such a loop. Here a flagged broadcast is queued and written over later turns,
 * `writesPerTurn` socket writes a turn and at most `roomWritesPerTurn` of them to one room, so the
 * replies are read between slices.
 *
 * A pass over a big room takes as long as that loop did, and a bid that came during one used to
 * wait for its end before its own pass began: two passes. Messages of an event that has a merge
 * rule (`auction:bids`) therefore join the room's message being written: the pass goes on, each
 * member it reaches gets, in one write, every message it lacks (merged and encoded once for all
 * the members that lack the same ones), and the members it had passed get the new ones on the
 * next pass. So a member gets one write a pass whatever the rate of bids, and a bid reaches
 * everyone within one pass. Passes over a room start at least `spacingMs(members)` apart, so a
 * small room, whose pass is short, still gets its messages at the pace the broadcaster keeps.
 *
 * The hook is the adapter's `apply`, the one call both ways of a broadcast reach: an emit of this
 * process (the Redis adapter publishes it, then writes its own members) and a message another web
 * process published (the adapter writes it here). Only broadcasts whose flags carry `paced` are
 * queued (the flags travel with the message to the other processes); `apply` also serves
 * fetchSockets, socketsJoin and the like, whose callers expect it to finish at once.
 *
 * Order: a room's messages are written in the order they were sent (a message joins only the
 * room's last one, of the same event); rooms take turns. A pass walks the room's live member set,
 * so a socket that joins during it is reached too (it gets the messages the room's pass still
 * holds: the client drops bids it has by their seq); a socket gone by then is skipped.
 */
import type { ServerToClientEvents } from '@kimoshdi/shared';
import type { GameServer } from '../lib/socket';
import { sendHeld } from '../redis/turn-writes';

/**
 * Socket writes a turn makes, over all its rooms, before it lets I/O in (10 to 25 ms on a 2-core
 * host). A turn of 150 writes in all was tried twice: many-lots' 200 small rooms waited longer for
 * their writes (delivery p99 623 -> 962 ms in the fifth pass's pair; 221 ms in the twenty-second
 * pass's one run, where 600 gave 62 to 107), each turn draining less of the queue of all the lots'
 * messages.
 */
const WRITES_PER_TURN = 600;
/**
 * Socket writes one room may make in a turn. A bid that comes while a big room is written waits for
 * the turn's end: 600 writes to one room held a refusal's ack up to 17 ms, and the socket storm's
 * ack p99 followed (41 ms against 21 ms with 150; docs/benchmarks.md "Twenty-second pass"). Many
 * small rooms still share a turn of up to WRITES_PER_TURN, which many-lots needs.
 */
const ROOM_WRITES_PER_TURN = 150;
/** Members a turn may look at per write it may make: passing one that lacks nothing is cheap. */
const VISITS_PER_WRITE = 8;
/** An event packet of the Socket.IO protocol (socket.io-parser's PacketType.EVENT). */
const EVENT_PACKET = 2;

type Adapter = ReturnType<GameServer['of']>['adapter'];
type Options = Parameters<Adapter['broadcast']>[1];
type Flags = NonNullable<Options['flags']>;
type Event = keyof ServerToClientEvents;
type Payload = Parameters<ServerToClientEvents[Event]>[0];

interface Packet {
  type: number;
  nsp: string;
  data: [Event, Payload];
}
interface PacketOptions {
  preEncoded: true;
  volatile?: boolean;
  compress?: boolean;
}
/** What the adapter's write callback uses of a socket. */
interface Member {
  id: string;
  notifyOutgoingListeners?: (packet: Packet) => void;
  client: { writeToEngine(encoded: unknown[], options: PacketOptions): void };
}
type Write = (socket: Member) => void;
/** The adapter's private `apply` and `_encode`, as the in-memory adapter defines them (socket.io-adapter 2.5). */
type Apply = (opts: Options, write: Write) => void;
type Encode = (packet: Packet, options: PacketOptions) => unknown[];

/** How two consecutive payloads of an event go as one. */
export type Merge = (earlier: never, later: never) => Payload;
export type Merges = Partial<Record<Event, Merge>>;

/** One message as the adapter hands it over: its packet, its write (encoded once), its flags. */
interface Message {
  packet: Packet;
  write: Write;
  flags?: Flags;
}

interface Job {
  event: Event;
  merge?: Merge;
  /** The messages the job still holds: `messages[i]` is the job's message number `dropped + i`. */
  messages: Message[];
  dropped: number;
  /** For each member reached: the number of the job's messages it has been written. */
  seen: Map<string, number>;
  /** Messages merged from a number to the last, for the members that have the ones before. */
  merged: Map<number, Message>;
  /** The member set being walked (absent: between passes), and the message count at its start. */
  pass?: Iterator<string>;
  passFrom: number;
}

interface Room {
  jobs: Job[];
  /** When the last pass of a job with a merge rule began (for the spacing). */
  lastPass: number;
  /** Waiting for the spacing's end (a timer wakes it). */
  resting: boolean;
}

export interface PacedDelivery {
  /** The event to the room's members in every web process (`local`: this process's only). */
  emit<E extends Event>(
    room: string,
    local: boolean,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Whether a message to the room is still queued or being written here. */
  writing(room: string): boolean;
  /** The newest `seq` a paced message of `seqEvents` to the room carried here, this process's or another's (0: none). */
  lastSeq(room: string): number;
}

export interface PacedDeliveryOptions {
  writesPerTurn?: number;
  /** Writes one room may make in a turn (at most writesPerTurn). */
  roomWritesPerTurn?: number;
  /** Merge rules by event: messages of such an event join the room's last one. */
  merges?: Merges;
  /** The least time between two passes over a room of that many members (jobs with a merge rule). */
  spacingMs?: (members: number) => number;
  /**
   * Events whose payload's `seq` says how far the room's messages have come (`lastSeq`): not a
   * room's counts, whose seq is read from the engine and may run ahead of its messages.
   */
  seqEvents?: readonly Event[];
}

/** The flag of a paced broadcast, beside Socket.IO's own (`local`, `volatile`, ...). */
const PACED: Flags = Object.freeze({ local: false, paced: true } as Flags);
const PACED_LOCAL: Flags = Object.freeze({ local: true, paced: true } as Flags);

export function pacedDelivery(io: GameServer, options: PacedDeliveryOptions = {}): PacedDelivery {
  const {
    writesPerTurn = WRITES_PER_TURN,
    roomWritesPerTurn = ROOM_WRITES_PER_TURN,
    merges = {},
    spacingMs = () => 0,
    seqEvents = [],
  } = options;
  const adapter = io.of('/').adapter;
  const hooked = adapter as unknown as {
    apply: Apply;
    _encode: Encode;
    nsp: { sockets: Map<string, Member> };
  };
  const sockets = hooked.nsp.sockets;
  const plainApply: Apply = hooked.apply.bind(adapter);
  const rooms = new Map<string, Room>();
  /** The newest seq of each room's paced messages of the `seqEvents`. */
  const seqs = new Map<string, number>();
  /** Rooms with something to write now, in turn order (resting rooms are not in it). */
  const ready = new Set<string>();
  let scheduled = false;
  let writesLeft = 0;
  let visitsLeft = 0;
  /** The writes the room being served may still make this turn. */
  let roomWritesLeft = 0;

  // A room that is gone forgets its last pass.
  adapter.on('delete-room', (room: string) => {
    if (!rooms.get(room)?.jobs.length) rooms.delete(room);
    seqs.delete(room);
  });

  /** The packet and the encoded write the adapter made, read off by a stand-in socket. */
  function received(write: Write, flags: Flags): Message {
    let packet: Packet | undefined;
    write({
      id: '',
      notifyOutgoingListeners: (sent) => (packet = sent),
      client: { writeToEngine: () => undefined },
    });
    return { packet: packet!, write, flags };
  }

  /** One message saying what the job's messages from `from` to the last say. */
  function mergedFrom(job: Job, from: number): Message {
    const last = job.messages.length - 1;
    if (from - job.dropped === last) return job.messages[last]!;
    const known = job.merged.get(from);
    if (known) return known;
    const [first, ...rest] = job.messages.slice(from - job.dropped);
    let payload = first!.packet.data[1];
    for (const next of rest) payload = job.merge!(payload as never, next.packet.data[1] as never);
    const packet: Packet = { type: EVENT_PACKET, nsp: first!.packet.nsp, data: [job.event, payload] };
    const flags = job.messages[last]!.flags;
    const packetOptions: PacketOptions = {
      preEncoded: true,
      volatile: flags?.volatile,
      compress: flags?.compress,
    };
    const encoded = hooked._encode(packet, packetOptions);
    const message: Message = {
      packet,
      write: (socket) => {
        socket.notifyOutgoingListeners?.(packet);
        socket.client.writeToEngine(encoded, packetOptions);
      },
    };
    job.merged.set(from, message);
    return message;
  }

  /** Writes the room's jobs until the turn's writes are spent, the room is written, or it must rest. */
  function serve(name: string, room: Room): 'written' | 'more' | 'resting' {
    while (room.jobs.length > 0) {
      const job = room.jobs[0]!;
      if (!job.pass) {
        if (job.merge) {
          const members = adapter.rooms.get(name)?.size ?? 0;
          const wait = room.lastPass + spacingMs(members) - Date.now();
          if (wait > 0) {
            room.resting = true;
            setTimeout(() => {
              room.resting = false;
              wake(name);
            }, wait).unref();
            return 'resting';
          }
          room.lastPass = Date.now();
        }
        job.pass = (adapter.rooms.get(name) ?? new Set<string>()).values();
        job.passFrom = job.dropped + job.messages.length;
      }
      for (;;) {
        if (writesLeft <= 0 || visitsLeft <= 0 || roomWritesLeft <= 0) return 'more';
        const next = job.pass.next();
        if (next.done) break;
        visitsLeft -= 1;
        const id = next.value;
        const count = job.dropped + job.messages.length;
        const from = Math.max(job.seen.get(id) ?? 0, job.dropped);
        if (from >= count) continue;
        // A single pass reaches each member once by itself; passes after it need to know.
        if (job.merge) job.seen.set(id, count);
        const socket = sockets.get(id);
        if (!socket) continue;
        writesLeft -= 1;
        roomWritesLeft -= 1;
        mergedFrom(job, from).write(socket);
      }
      job.pass = undefined;
      const count = job.dropped + job.messages.length;
      if (count > job.passFrom) {
        // Messages came during the pass: every member it reached has those before it began.
        job.messages.splice(0, job.passFrom - job.dropped);
        job.dropped = job.passFrom;
        job.merged.clear();
        // While bids keep coming a job lasts as long as the auction: forget the members gone.
        const members = adapter.rooms.get(name);
        if (job.seen.size > 2 * (members?.size ?? 0) + 64)
          for (const id of job.seen.keys()) if (!members?.has(id)) job.seen.delete(id);
        continue;
      }
      room.jobs.shift();
    }
    return 'written';
  }

  function turn(): void {
    scheduled = false;
    // The bids' scripts and the messages' publishes this turn made go out before its slice of writes.
    sendHeld();
    writesLeft = writesPerTurn;
    visitsLeft = writesPerTurn * VISITS_PER_WRITE;
    try {
      // Each room ready now is served once this turn, at most its share of the writes.
      let turnsLeft = ready.size;
      while (ready.size > 0 && turnsLeft > 0 && writesLeft > 0 && visitsLeft > 0) {
        turnsLeft -= 1;
        const name = ready.values().next().value!;
        roomWritesLeft = Math.min(roomWritesPerTurn, writesLeft);
        const outcome = serve(name, rooms.get(name)!);
        // A room that threw stays first: the next turn goes on past the failed write.
        ready.delete(name);
        // Not written yet: to the back, the other rooms' turn.
        if (outcome === 'more') ready.add(name);
        else if (outcome === 'written' && !adapter.rooms.has(name)) rooms.delete(name);
      }
    } finally {
      // A failed write must not stop the queue: the next turn goes on past it.
      if (ready.size > 0) later();
    }
  }

  function later(): void {
    if (scheduled) return;
    scheduled = true;
    setImmediate(turn);
  }

  function wake(name: string): void {
    if (!rooms.get(name)?.jobs.length) return;
    ready.add(name);
    later();
  }

  hooked.apply = (opts, write) => {
    // Paced: one room's messages, none excepted (what `emit` below sends, here or from another process).
    const flags = opts.flags as (Flags & { paced?: boolean }) | undefined;
    if (!flags?.paced || opts.rooms.size !== 1 || opts.except?.size) return plainApply(opts, write);
    const name = (opts.rooms as Set<string>).values().next().value!;
    const message = received(write, flags);
    const event = message.packet.data[0];
    if (seqEvents.includes(event)) {
      const seq = (message.packet.data[1] as { seq?: unknown } | undefined)?.seq;
      if (typeof seq === 'number' && seq > (seqs.get(name) ?? 0)) seqs.set(name, seq);
    }
    const merge = merges[event];
    let room = rooms.get(name);
    if (!room) rooms.set(name, (room = { jobs: [], lastPass: 0, resting: false }));
    const last = room.jobs[room.jobs.length - 1];
    if (merge && last?.event === event) {
      last.messages.push(message);
      last.merged.clear();
    } else {
      room.jobs.push({
        event,
        merge,
        messages: [message],
        dropped: 0,
        seen: new Map(),
        merged: new Map(),
        passFrom: 0,
      });
    }
    // Never written in the turn of the emit: the bidder's ack, written after it in this turn,
    // goes first. A resting room is woken by its timer.
    if (!room.resting) wake(name);
  };

  return {
    emit(room, local, event, ...args) {
      // What io.to(room).emit() hands the adapter, with the flag it has no setter for.
      adapter.broadcast(
        { type: EVENT_PACKET, data: [event, ...args] },
        { rooms: new Set([room]), except: new Set(), flags: local ? PACED_LOCAL : PACED },
      );
    },
    writing: (room) => (rooms.get(room)?.jobs.length ?? 0) > 0,
    lastSeq: (room) => seqs.get(room) ?? 0,
  };
}
