import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameServer } from '../lib/socket';
import { mergeBidsMessages } from '../modules/auction';
import { pacedDelivery, type PacedDelivery, type PacedDeliveryOptions } from './paced-delivery';

const CLIENTS = 40;
const ROOM = 'lot:1';
/** 16 writes a turn: 40 members take three turns. */
const WRITES_PER_TURN = 16;

/** A real Socket.IO server whose 40 clients joined ROOM; each client keeps the bids messages it got. */
function bench(options: PacedDeliveryOptions) {
  const s = {
    http: undefined as unknown as HttpServer,
    io: undefined as unknown as GameServer,
    delivery: undefined as unknown as PacedDelivery,
    clients: [] as ClientSocket[],
    /** The bid seqs of each message each client received, in order. */
    received: new Map<ClientSocket, number[][]>(),
    /** When each socket write was made (every socket of the server). */
    writes: [] as number[],
  };
  beforeAll(async () => {
    s.http = createServer();
    s.io = new Server(s.http, { serveClient: false }) as GameServer;
    s.io.on('connection', (socket) => {
      void socket.join(ROOM);
      const conn = socket.conn as unknown as { write: (...args: unknown[]) => unknown };
      const write = conn.write.bind(conn);
      conn.write = (...args: unknown[]) => {
        s.writes.push(performance.now());
        return write(...args);
      };
    });
    s.delivery = pacedDelivery(s.io, { writesPerTurn: WRITES_PER_TURN, ...options });
    await new Promise<void>((resolve) => s.http.listen(0, '127.0.0.1', resolve));
    const { port } = s.http.address() as AddressInfo;
    for (let i = 0; i < CLIENTS; i += 1) {
      const client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
      s.received.set(client, []);
      client.on('auction:bids', (event: { bids: { seq: number }[] }) =>
        s.received.get(client)!.push(event.bids.map((bid) => bid.seq)),
      );
      s.clients.push(client);
    }
    await Promise.all(s.clients.map((c) => new Promise((resolve) => c.once('connect', () => resolve(null)))));
    while ((s.io.of('/').adapter.rooms.get(ROOM)?.size ?? 0) < CLIENTS)
      await new Promise((r) => setTimeout(r, 5));
  });
  afterAll(async () => {
    for (const client of s.clients) client.disconnect();
    await new Promise<void>((resolve) => s.io.close(() => resolve()));
  });
  return s;
}

/** An `auction:bids` message carrying the given bid seqs. */
function bids(...seqs: number[]) {
  const seq = seqs[seqs.length - 1]!;
  return { lot_id: 1, seq, bids: seqs.map((s) => ({ seq: s })), state: { seq } } as never;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('pacedDelivery, every message on its own', () => {
  const s = bench({ seqEvents: ['auction:bids'] });
  const written = () => expect.poll(() => s.delivery.writing(ROOM), { interval: 1 }).toBe(false);
  const got = (count: number) =>
    expect.poll(() => [...s.received.values()].every((messages) => messages.length >= count)).toBe(true);

  it('writes a message over later turns, every member once, messages in the order sent', async () => {
    s.writes.length = 0;
    s.delivery.emit(ROOM, false, 'auction:bids', bids(1));
    s.delivery.emit(ROOM, false, 'auction:bids', bids(2));
    // Nothing is written in the turn of the emit: the caller's own answer goes first.
    expect(s.writes).toHaveLength(0);
    expect(s.delivery.writing(ROOM)).toBe(true);
    await nextTurn();
    // One turn writes a slice, not the room.
    expect(s.writes).toHaveLength(WRITES_PER_TURN);
    await written();
    expect(s.writes).toHaveLength(2 * CLIENTS);
    await got(2);
    for (const messages of s.received.values()) expect(messages).toEqual([[1], [2]]);
  });

  it("knows the newest seq the room's messages carried, for the broadcaster's holes", async () => {
    expect(s.delivery.lastSeq('lot:2')).toBe(0);
    s.delivery.emit(ROOM, false, 'auction:bids', bids(9));
    s.delivery.emit(ROOM, false, 'auction:bids', bids(8));
    // A room's counts carry the engine's seq, which may run ahead of its messages: not counted.
    s.delivery.emit(ROOM, true, 'auction:counts', { lot_id: 1, seq: 20 } as never);
    expect(s.delivery.lastSeq(ROOM)).toBe(9);
    await written();
  });

  it('leaves the adapter answering at once for everything else (fetchSockets, joins)', async () => {
    s.delivery.emit(ROOM, false, 'auction:bids', bids(3));
    expect(s.delivery.writing(ROOM)).toBe(true);
    expect(await s.io.in(ROOM).fetchSockets()).toHaveLength(CLIENTS);
    s.io.in(ROOM).socketsJoin('other');
    expect(s.io.of('/').adapter.rooms.get('other')?.size).toBe(CLIENTS);
    await written();
  });

  it('skips a member gone before its pass reaches it', async () => {
    const gone = s.clients[CLIENTS - 1]!;
    const before = s.received.get(gone)!.length;
    s.delivery.emit(ROOM, false, 'auction:bids', bids(4));
    gone.disconnect();
    await written();
    await expect.poll(() => s.received.get(s.clients[0]!)!.at(-1)).toEqual([4]);
    expect(s.received.get(gone)!.length).toBe(before);
  });
});

describe('pacedDelivery, rooms sharing a turn', () => {
  const ROOM_WRITES = 6;
  const OTHER = 'lot:2';
  const s = bench({ roomWritesPerTurn: ROOM_WRITES });

  it('writes one room only its share of a turn, and every ready room gets its share in the turn', async () => {
    s.io.in(ROOM).socketsJoin(OTHER);
    s.writes.length = 0;
    s.delivery.emit(ROOM, false, 'auction:bids', bids(1));
    await nextTurn();
    // A big room alone: its share, not the turn's 16, then the I/O waiting is read.
    expect(s.writes).toHaveLength(ROOM_WRITES);
    s.delivery.emit(OTHER, false, 'auction:bids', bids(1));
    await nextTurn();
    // Two rooms ready: a share each in the same turn.
    expect(s.writes).toHaveLength(3 * ROOM_WRITES);
    await expect
      .poll(() => s.delivery.writing(ROOM) || s.delivery.writing(OTHER), { interval: 1 })
      .toBe(false);
    expect(s.writes).toHaveLength(2 * CLIENTS);
  });
});

describe("pacedDelivery, a lot's bids joining the message being written", () => {
  const SPACING_MS = 60;
  const s = bench({ merges: { 'auction:bids': mergeBidsMessages }, spacingMs: () => SPACING_MS });
  const written = () => expect.poll(() => s.delivery.writing(ROOM), { interval: 1 }).toBe(false);
  const allBids = () =>
    expect.poll(() => [...s.received.values()].every((messages) => messages.flat().at(-1) === 3)).toBe(true);

  it('writes each member what it lacks in one write; those already passed get the rest next pass', async () => {
    s.writes.length = 0;
    s.delivery.emit(ROOM, false, 'auction:bids', bids(1));
    await nextTurn();
    expect(s.writes).toHaveLength(WRITES_PER_TURN);
    const firstPass = s.writes[0]!;
    // Two more while the first is being written: they join it.
    s.delivery.emit(ROOM, false, 'auction:bids', bids(2));
    s.delivery.emit(ROOM, false, 'auction:bids', bids(3));
    expect(s.delivery.writing(ROOM)).toBe(true);
    await written();
    await allBids();
    const shapes = [...s.received.values()].map((messages) => JSON.stringify(messages));
    // The first slice got bid 1, then 2 and 3 in one message on the next pass; the others all three at once.
    expect(shapes.filter((shape) => shape === '[[1],[2,3]]')).toHaveLength(WRITES_PER_TURN);
    expect(shapes.filter((shape) => shape === '[[1,2,3]]')).toHaveLength(CLIENTS - WRITES_PER_TURN);
    // One write a member a pass: 40, then the 16 the first pass had reached.
    expect(s.writes).toHaveLength(CLIENTS + WRITES_PER_TURN);
    // The second pass began no sooner than the spacing after the first.
    expect(s.writes[CLIENTS]! - firstPass).toBeGreaterThanOrEqual(SPACING_MS - 1);
  });

  it("keeps a room's order: a message of another event is not joined, and what follows it waits for it", async () => {
    const order: string[] = [];
    const client = s.clients[0]!;
    client.on('auction:state', (event: { seq: number }) => order.push(`state ${event.seq}`));
    client.on('auction:bids', (event: { seq: number }) => order.push(`bids ${event.seq}`));
    await new Promise((resolve) => setTimeout(resolve, SPACING_MS));
    s.delivery.emit(ROOM, false, 'auction:bids', bids(4));
    s.delivery.emit(ROOM, false, 'auction:state', {
      lot_id: 1,
      seq: 4,
      reason: 'paused',
      state: { seq: 4 },
    } as never);
    s.delivery.emit(ROOM, false, 'auction:bids', bids(5));
    await written();
    await expect.poll(() => order.length).toBe(3);
    expect(order).toEqual(['bids 4', 'state 4', 'bids 5']);
  });
});
