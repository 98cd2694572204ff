/**
 * Writes that one turn of the event loop makes to one connection, sent as one socket write.
 *
 * A bid's script goes to Redis as it is made (redis/connection.ts SENT_AT_ONCE), and so does each
 * room message's publish: one system call a bid and one a message. A web process reads bids in
 * bursts (a turn of a morning of 200 lots reads about eight), and in many-lots' profile these
 * single writes were 7 % of the event loop (docs/decisions.md "A turn's writes to Redis go
 * together"). A held stream is corked until the turn's I/O callbacks are done: its writes leave
 * together in the check phase that follows, and before the turn's paced socket writes
 * (realtime/paced-delivery.ts sends what is held first), so no reply waits behind a slice of a room.
 */
import type { Writable } from 'node:stream';

const held = new Set<Writable>();
let scheduled = false;

/** Holds the stream's writes until the end of this turn's I/O callbacks (no-op if it cannot write). */
export function holdForTurn(stream: Writable | null | undefined): void {
  if (!stream || held.has(stream) || !stream.writable) return;
  stream.cork();
  held.add(stream);
  if (!scheduled) {
    scheduled = true;
    setImmediate(sendHeld);
  }
}

/** Sends every held stream's writes now. */
export function sendHeld(): void {
  scheduled = false;
  if (held.size === 0) return;
  for (const stream of held) stream.uncork();
  held.clear();
}
