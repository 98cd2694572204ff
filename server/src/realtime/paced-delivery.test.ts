import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameServer } from '../lib/socket';
import { pacedDelivery, type PacedDelivery } from './paced-delivery';

const CLIENTS = 40;
const ROOM = 'lot:1';

let http: HttpServer;
let io: GameServer;
let delivery: PacedDelivery;
const clients: ClientSocket[] = [];
/** The seqs each client received, in order. */
const received = new Map<ClientSocket, number[]>();

beforeAll(async () => {
  http = createServer();
  io = new Server(http, { serveClient: false }) as GameServer;
  io.on('connection', (socket) => void socket.join(ROOM));
  // 16 writes a turn: 40 members take three turns.
  delivery = pacedDelivery(io, 16);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  for (let i = 0; i < CLIENTS; i += 1) {
    const client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
    received.set(client, []);
    client.on('auction:bids', (event: { seq: number }) => received.get(client)!.push(event.seq));
    clients.push(client);
  }
  await Promise.all(clients.map((c) => new Promise((resolve) => c.once('connect', () => resolve(null)))));
  while ((io.of('/').adapter.rooms.get(ROOM)?.size ?? 0) < CLIENTS)
    await new Promise((r) => setTimeout(r, 5));
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await new Promise<void>((resolve) => io.close(() => resolve()));
});

function bids(seq: number) {
  const state = { seq } as never;
  return { lot_id: 1, seq, bids: [], state };
}

const written = (room: string) => new Promise<void>((resolve) => delivery.afterWrites(room, resolve));

describe('pacedDelivery', () => {
  it('writes a message over later turns, every member once, messages in the order sent', async () => {
    const writes: number[] = [];
    const socketsOf = [...io.of('/').sockets.values()];
    for (const socket of socketsOf) {
      const conn = socket.conn as unknown as { write: (...args: unknown[]) => unknown };
      const write = conn.write.bind(conn);
      conn.write = (...args: unknown[]) => {
        writes.push(1);
        return write(...args);
      };
    }
    delivery.emit(ROOM, false, 'auction:bids', bids(1));
    delivery.emit(ROOM, false, 'auction:bids', bids(2));
    // Nothing is written in the turn of the emit: the caller's own answer goes first.
    expect(writes).toHaveLength(0);
    expect(delivery.writing(ROOM)).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    // One turn writes a slice, not the room.
    expect(writes).toHaveLength(16);
    await written(ROOM);
    expect(delivery.writing(ROOM)).toBe(false);
    expect(writes).toHaveLength(2 * CLIENTS);
    await expect.poll(() => [...received.values()].every((seqs) => seqs.length === 2)).toBe(true);
    for (const seqs of received.values()) expect(seqs).toEqual([1, 2]);
  });

  it('leaves the adapter answering at once for everything else (fetchSockets, joins)', async () => {
    delivery.emit(ROOM, false, 'auction:bids', bids(3));
    expect(delivery.writing(ROOM)).toBe(true);
    expect(await io.in(ROOM).fetchSockets()).toHaveLength(CLIENTS);
    io.in(ROOM).socketsJoin('other');
    expect(io.of('/').adapter.rooms.get('other')?.size).toBe(CLIENTS);
    await written(ROOM);
  });

  it('skips a member gone before its slice and calls back a room with nothing queued on a later turn', async () => {
    const gone = clients[CLIENTS - 1]!;
    const before = received.get(gone)!.length;
    delivery.emit(ROOM, false, 'auction:bids', bids(4));
    gone.disconnect();
    await written(ROOM);
    await expect.poll(() => received.get(clients[0]!)!.at(-1)).toBe(4);
    expect(received.get(gone)!.length).toBe(before);
    let called = false;
    const idle = written('nobody-here').then(() => (called = true));
    expect(called).toBe(false);
    await idle;
    expect(called).toBe(true);
  });
});
