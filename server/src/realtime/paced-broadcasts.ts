/**
 * A room's message written a few hundred sockets per event-loop turn (issue 25), so nothing waits
 * behind a big room. Socket.IO's adapter writes a broadcast to every member of the room in one
 * synchronous loop: one socket write (a system call) per member, about 50 ms for a lot watched by
 * 5 000 people on a small machine. Whatever arrives meanwhile waits for the whole loop: a bidder's
 * ack, and the Redis and PostgreSQL replies on the way of the next accepted bid, which is then
 * broadcast that much later. Measured with the fan-out benchmark, that wait was the gap between
 * Kimoshdi's delivery p99 and a bare Socket.IO server's (which takes no such replies).
 *
 * Here a plain broadcast (no acknowledgements expected) encodes once as before, takes the room's
 * members at once, and hands them to one queue that writes WRITES_PER_TURN sockets a turn, yielding
 * to I/O between turns (setImmediate). One queue for every room and message keeps each socket's
 * messages in their order; a broadcast finding the queue empty writes its first part at once, so
 * a small room's message leaves in its own turn as before. Messages that came from another web
 * process through Redis take the same queue. Broadcasts that expect acks (a count of receivers at
 * once) keep Socket.IO's own loop.
 *
 * It patches two methods of the namespace's adapter instance (socket.io-adapter's `_encode`, then
 * `apply`, which its `broadcast` calls in that order in one turn); the adapter test checks that
 * contract on the version installed.
 */

/** Socket writes one turn makes before it yields to I/O (a few milliseconds of writes). */
export const WRITES_PER_TURN = 600;

/** What of socket.io-adapter's Adapter (in-memory, Redis, sharded: all inherit these) is used. */
export interface BroadcastingAdapter {
  _encode(packet: { id?: number }, packetOpts: unknown): unknown;
  apply(opts: unknown, callback: (socket: unknown) => void): void;
}

interface Job {
  sockets: unknown[];
  next: number;
  write: (socket: unknown) => void;
}

export interface PacedBroadcasts {
  /** Socket writes still queued (for tests and the gauges). */
  pending(): number;
}

export function paceBroadcasts(
  adapter: BroadcastingAdapter,
  writesPerTurn = WRITES_PER_TURN,
): PacedBroadcasts {
  const encode = adapter._encode.bind(adapter);
  const apply = adapter.apply.bind(adapter);
  const queue: Job[] = [];
  let scheduled = false;
  /** Set by `_encode` of a packet without an ack id: the next `apply` is that broadcast's. */
  let plainBroadcast = false;

  function write(budget: number): void {
    let left = budget;
    while (queue.length > 0 && left > 0) {
      const job = queue[0]!;
      const end = Math.min(job.sockets.length, job.next + left);
      for (let i = job.next; i < end; i++) job.write(job.sockets[i]);
      left -= end - job.next;
      job.next = end;
      if (job.next >= job.sockets.length) queue.shift();
    }
  }

  function turn(): void {
    write(writesPerTurn);
    if (queue.length > 0) setImmediate(turn);
    else scheduled = false;
  }

  adapter._encode = (packet, packetOpts) => {
    plainBroadcast = packet.id === undefined;
    return encode(packet, packetOpts);
  };

  adapter.apply = (opts, callback) => {
    if (!plainBroadcast) {
      apply(opts, callback);
      return;
    }
    plainBroadcast = false;
    const sockets: unknown[] = [];
    apply(opts, (socket) => sockets.push(socket));
    if (sockets.length === 0) return;
    const idle = queue.length === 0;
    queue.push({ sockets, next: 0, write: callback });
    if (idle) write(writesPerTurn);
    if (queue.length > 0 && !scheduled) {
      scheduled = true;
      setImmediate(turn);
    }
  };

  return {
    pending: () => queue.reduce((sum, job) => sum + job.sockets.length - job.next, 0),
  };
}
