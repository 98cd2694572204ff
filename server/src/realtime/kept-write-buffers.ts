/**
 * engine.io sockets that keep their write buffers.
 *
 * Contract: after `keepWriteBuffers()` every engine.io socket of this process (the copy Socket.IO
 * loads) that writes over a WebSocket sends exactly what engine.io's own `flush` sends, in the same
 * order, with the same send callbacks and events; it only reuses two arrays per socket instead of
 * making a new one per flush. Sockets on another transport (long polling, WebTransport) flush as
 * engine.io does. It applies only when engine.io's `flush`, its WebSocket `send` and its packet
 * encoder are the ones this was written against (ENGINE_FINGERPRINT): any other version keeps its
 * own flush and `keepWriteBuffers()` returns false, so an upgrade can only lose the saving, never a
 * message.
 *
 * Why: engine.io's `flush` hands the buffer to the transport and starts a new array. Under the paced
 * delivery a watcher's socket is written about twice a second, so each new array lives until the
 * next write: long enough to be copied out of the young generation and promoted. On 200 live lots
 * (7 000 sockets) these arrays were six tenths of what the old generation gained per second: keeping
 * them cut promotion from 6.6 to 3.0 MB/s and removed the mark-compacts of the loaded minute
 * (docs/benchmarks.md, seventeenth and eighteenth passes; docs/decisions.md).
 *
 * Safe because a WebSocket transport's `send` encodes and hands every packet to `ws` before it
 * returns (the packets' frames are in ws's queue, the array is not), and packets queued while it runs
 * go to the other array.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

/**
 * engine.io 6.6's `Socket.prototype.flush`, its WebSocket transport's `send` and its parser's
 * `encodePacket` (what makes that send synchronous), whitespace collapsed, hashed together.
 */
const ENGINE_FINGERPRINT = '01e530e851288f24cbc45c8884f1de95b8c6a6b6b086471a2e44884eeaf019a1';

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

/** The parts of engine.io the kept buffers rely on. */
export interface Engine {
  Socket: { prototype: FlushingPrototype };
  transports: { websocket: { prototype: { send(packets: unknown[]): void } } };
  parser: { encodePacket: (...args: never[]) => unknown };
}

/** Socket.IO's own engine.io, not whichever copy a bare import would find. */
function socketIoEngine(): Engine {
  const fromSocketIo = createRequire(createRequire(import.meta.url).resolve('socket.io'));
  return fromSocketIo('engine.io') as Engine;
}

export function engineFingerprint(engine: Engine): string {
  const sources = [
    engine.Socket.prototype.flush,
    engine.transports.websocket.prototype.send,
    engine.parser.encodePacket,
  ].map((part) => part.toString().replace(/\s+/g, ' '));
  return createHash('sha256').update(sources.join('\n')).digest('hex');
}

let kept: boolean | undefined;

/** Installs the keeping flush on Socket.IO's engine.io once per process; false when it is not the known version. */
export function keepWriteBuffers(): boolean {
  kept ??= keepWriteBuffersOf(socketIoEngine());
  return kept;
}

export function keepWriteBuffersOf(engine: Engine): boolean {
  if (engineFingerprint(engine) !== ENGINE_FINGERPRINT) return false;
  const prototype = engine.Socket.prototype;
  prototype.flush = flushKeepingBuffers(prototype.flush);
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
