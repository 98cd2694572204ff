/**
 * engine.io sockets that keep their write buffers.
 *
 * Contract: after `keepWriteBuffers()` every engine.io socket of this process (the copy Socket.IO
 * loads) that writes over a WebSocket sends exactly what engine.io's own `flush` sends, in the same
 * order, with the same send callbacks and events; it only reuses two arrays per socket instead of
 * making a new one per flush. Sockets on another transport (long polling, WebTransport) flush as
 * engine.io does. It applies only when engine.io's `flush` is the one this was written against
 * (FLUSH_FINGERPRINT): any other version keeps its own and `keepWriteBuffers()` returns false, so an
 * upgrade can only lose the saving, never a message.
 *
 * Why: engine.io's `flush` hands the buffer to the transport and starts a new array. Under the paced
 * delivery a watcher's socket is written about twice a second, so each new array lives until the
 * next write: long enough to be copied out of the young generation and promoted. On 200 live lots
 * (7 000 sockets) these arrays were six tenths of what the old generation gained per second; keeping
 * them cut promotion from 6.7 to 2.6 MB/s and the worst 5-second slice of bid acks from 91 to 51 ms
 * (docs/benchmarks.md, eighteenth pass; docs/decisions.md).
 *
 * Safe because a WebSocket transport's `send` encodes and hands every packet to `ws` before it
 * returns (the packets' frames are in ws's queue, the array is not), and packets queued while it runs
 * go to the other array.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

/** engine.io 6.6's `Socket.prototype.flush`, whitespace collapsed, hashed. */
const FLUSH_FINGERPRINT = 'fb733d8308ef80ef5cccb579947e39610d8480b710035c5d78f08e4bdfba4bcb';

const SPARE = Symbol('kimoshdi.spareWriteBuffer');

/** What `flush` touches of an engine.io socket (private there, hence spelled out here). */
interface FlushingSocket {
  readonly readyState: string;
  transport: { readonly name: string; writable: boolean; send(packets: unknown[]): void };
  server: { emit(event: string, ...args: unknown[]): boolean };
  writeBuffer: unknown[];
  packetsFn: unknown[];
  sentCallbackFn: unknown[];
  emit(event: string, ...args: unknown[]): boolean;
  /** The array that takes the next flush's packets while this one's are being sent. */
  [SPARE]?: unknown[];
}

interface FlushingPrototype {
  flush(this: FlushingSocket): void;
}

/** Socket.IO's own engine.io, not whichever copy a bare import would find. */
function engineSocketPrototype(): FlushingPrototype {
  const fromSocketIo = createRequire(createRequire(import.meta.url).resolve('socket.io'));
  const engine = fromSocketIo('engine.io') as { Socket: { prototype: FlushingPrototype } };
  return engine.Socket.prototype;
}

export function flushFingerprint(flush: (...args: never[]) => unknown): string {
  return createHash('sha256').update(flush.toString().replace(/\s+/g, ' ')).digest('hex');
}

let kept: boolean | undefined;

/** Installs the keeping flush on Socket.IO's engine.io once per process; false when it is not the known version. */
export function keepWriteBuffers(): boolean {
  kept ??= keepWriteBuffersOf(engineSocketPrototype());
  return kept;
}

export function keepWriteBuffersOf(prototype: FlushingPrototype): boolean {
  const ownFlush = prototype.flush;
  if (flushFingerprint(ownFlush) !== FLUSH_FINGERPRINT) return false;
  prototype.flush = flushKeepingBuffers(ownFlush);
  return true;
}

/** engine.io's flush, step for step, but swapping between two arrays per WebSocket. */
export function flushKeepingBuffers(ownFlush: FlushingPrototype['flush']): FlushingPrototype['flush'] {
  return function flush(this: FlushingSocket) {
    if (this.transport.name !== 'websocket') return ownFlush.call(this);
    if (this.readyState === 'closed' || !this.transport.writable || this.writeBuffer.length === 0) return;
    this.emit('flush', this.writeBuffer);
    this.server.emit('flush', this, this.writeBuffer);
    const sending = this.writeBuffer;
    this.writeBuffer = this[SPARE] ?? [];
    if (this.packetsFn.length) {
      this.sentCallbackFn.push(this.packetsFn);
      this.packetsFn = [];
    } else {
      this.sentCallbackFn.push(null);
    }
    this.transport.send(sending);
    // Every packet is in ws's queue now; the array is free for the flush after next.
    sending.length = 0;
    this[SPARE] = sending;
    this.emit('drain');
    this.server.emit('drain', this);
  };
}
