import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushKeepingBuffers, keepWriteBuffers, keepWriteBuffersOf } from './kept-write-buffers';

/** A socket with just what flush touches, over a transport that records what each send carried. */
function fakeSocket(transportName: string, onSend?: (socket: FakeSocket) => void) {
  const socket = {
    readyState: 'open',
    writeBuffer: [] as string[],
    packetsFn: [] as unknown[],
    sentCallbackFn: [] as unknown[],
    sends: [] as string[][],
    arrays: new Set<unknown[]>(),
    events: [] as string[],
    server: { emit: (event: string) => socket.events.push(`server:${event}`) > 0 },
    emit: (event: string) => socket.events.push(event) > 0,
    transport: {
      name: transportName,
      writable: true,
      send(packets: string[]) {
        socket.sends.push([...packets]);
        socket.arrays.add(packets);
        onSend?.(socket);
      },
    },
    flush: flushKeepingBuffers(function ownFlush(this: FakeSocket) {
      // engine.io's own, as it stands: a new array per flush.
      const sending = this.writeBuffer;
      this.writeBuffer = [];
      this.sentCallbackFn.push(null);
      this.transport.send(sending);
    } as never) as unknown as () => void,
    queue(packet: string) {
      socket.writeBuffer.push(packet);
      socket.flush();
    },
  };
  return socket;
}
type FakeSocket = ReturnType<typeof fakeSocket>;

describe('kept write buffers: a flush', () => {
  it('sends what was queued, in order, and reuses two arrays however many flushes there are', () => {
    const socket = fakeSocket('websocket');
    for (let i = 0; i < 10; i += 1) {
      socket.writeBuffer.push(`a${i}`, `b${i}`);
      socket.flush();
    }
    expect(socket.sends).toEqual(Array.from({ length: 10 }, (_, i) => [`a${i}`, `b${i}`]));
    expect(socket.arrays.size).toBe(2);
    expect(socket.writeBuffer).toEqual([]);
    expect(socket.sentCallbackFn).toHaveLength(10);
    expect(socket.events.slice(0, 4)).toEqual(['flush', 'server:flush', 'drain', 'server:drain']);
  });

  it('keeps a packet queued while the transport sends, for the next flush', () => {
    let nested = false;
    const socket = fakeSocket('websocket', (s) => {
      if (nested) return;
      nested = true;
      s.transport.writable = false; // as engine.io's WebSocket transport is while it writes
      s.queue('queued during the send');
    });
    socket.queue('first');
    expect(socket.sends).toEqual([['first']]);
    expect(socket.writeBuffer).toEqual(['queued during the send']);
    socket.transport.writable = true; // the write completed: engine.io flushes again on "ready"
    socket.flush();
    expect(socket.sends).toEqual([['first'], ['queued during the send']]);
  });

  it('moves the send callbacks with their packets', () => {
    const socket = fakeSocket('websocket');
    const callback = () => undefined;
    socket.writeBuffer.push('with a callback');
    socket.packetsFn.push(callback);
    socket.flush();
    expect(socket.sentCallbackFn).toEqual([[callback]]);
    expect(socket.packetsFn).toEqual([]);
  });

  it('sends nothing while the transport is busy, closed, or there is nothing to send', () => {
    const socket = fakeSocket('websocket');
    socket.flush();
    socket.transport.writable = false;
    socket.queue('waits');
    socket.transport.writable = true;
    socket.readyState = 'closed';
    socket.flush();
    expect(socket.sends).toEqual([]);
    expect(socket.writeBuffer).toEqual(['waits']);
  });

  it('leaves long polling to engine.io, which may still hold the array after send returns', () => {
    const socket = fakeSocket('polling');
    for (let i = 0; i < 3; i += 1) socket.queue(`p${i}`);
    expect(socket.sends).toEqual([['p0'], ['p1'], ['p2']]);
    expect(socket.arrays.size).toBe(3);
  });

  it('installs on no engine.io but the one it was written against', () => {
    const ownFlush = () => undefined;
    const engine = {
      Socket: { prototype: { flush: ownFlush } },
      transports: { websocket: { prototype: { send: (packets: unknown[]) => void packets } } },
      parser: { encodePacket: () => undefined },
    };
    expect(keepWriteBuffersOf(engine)).toBe(false);
    expect(engine.Socket.prototype.flush).toBe(ownFlush);
  });
});

describe('kept write buffers: a real Socket.IO server', () => {
  const MESSAGES = 2_000;
  const s = { io: undefined as unknown as Server, url: '' };
  beforeAll(async () => {
    expect(keepWriteBuffers()).toBe(true);
    expect(keepWriteBuffers()).toBe(true); // once per process, the second call is a no-op
    const http = createServer();
    s.io = new Server(http, { serveClient: false });
    s.io.on('connection', (socket) => {
      socket.on('burst', async (count: number, ack: (done: string) => void) => {
        // Several packets per flush, over several turns, the ack behind them.
        for (let i = 0; i < count; i += 1) {
          socket.emit('n', i);
          if (i % 250 === 249) await new Promise((r) => setImmediate(r));
        }
        ack('done');
      });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    s.url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => s.io.close(() => resolve()));
  });

  async function receiveBurst(client: ClientSocket): Promise<number[]> {
    const got: number[] = [];
    client.on('n', (i: number) => got.push(i));
    await new Promise((resolve) => client.once('connect', () => resolve(null)));
    const rounds = 4;
    for (let round = 0; round < rounds; round += 1) {
      expect(await client.timeout(5_000).emitWithAck('burst', MESSAGES / rounds)).toBe('done');
    }
    client.disconnect();
    return got;
  }
  const inOrder = Array.from({ length: 4 }, () => Array.from({ length: MESSAGES / 4 }, (_, i) => i)).flat();

  it('delivers every message in order over a WebSocket', async () => {
    const got = await receiveBurst(connect(s.url, { transports: ['websocket'] }));
    expect(got).toEqual(inOrder);
  });

  it('delivers every message in order over long polling and through the upgrade', async () => {
    expect(await receiveBurst(connect(s.url, { transports: ['polling'] }))).toEqual(inOrder);
    expect(await receiveBurst(connect(s.url, { transports: ['polling', 'websocket'] }))).toEqual(inOrder);
  });
});
