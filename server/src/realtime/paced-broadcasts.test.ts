import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paceBroadcasts, type BroadcastingAdapter, type PacedBroadcasts } from './paced-broadcasts';

const CLIENTS = 40;
const PER_TURN = 7;

describe('paced room broadcasts (socket.io-adapter as installed)', () => {
  const http = createServer();
  const io = new Server(http, { serveClient: false });
  let paced: PacedBroadcasts;
  const clients: ClientSocket[] = [];
  const received = new Map<ClientSocket, number[]>();

  beforeAll(async () => {
    paced = paceBroadcasts(io.of('/').adapter as unknown as BroadcastingAdapter, PER_TURN);
    io.on('connection', (socket) => {
      void socket.join('lot:1');
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const { port } = http.address() as AddressInfo;
    for (let i = 0; i < CLIENTS; i++) {
      const client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], forceNew: true });
      received.set(client, []);
      client.on('price', (seq: number) => received.get(client)!.push(seq));
      client.on('ask', (ack: (answer: string) => void) => ack('answered'));
      clients.push(client);
    }
    await Promise.all(clients.map((c) => new Promise<void>((resolve) => c.once('connect', () => resolve()))));
    await new Promise<void>((resolve) => {
      const check = () =>
        io.of('/').adapter.rooms.get('lot:1')?.size === CLIENTS ? resolve() : setTimeout(check, 5);
      check();
    });
  });

  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });

  it('writes a big room a few sockets a turn, yields in between, and keeps every socket in order', async () => {
    for (let seq = 1; seq <= 3; seq++) io.to('lot:1').emit('price', seq);
    // The first part went out at once; the rest waits for later turns.
    expect(paced.pending()).toBe(3 * CLIENTS - PER_TURN);
    let turns = 0;
    while (paced.pending() > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      turns++;
    }
    expect(turns).toBe(Math.ceil((3 * CLIENTS - PER_TURN) / PER_TURN));
    await expect
      .poll(() => clients.every((client) => received.get(client)!.length === 3), { timeout: 5_000 })
      .toBe(true);
    for (const client of clients) expect(received.get(client)).toEqual([1, 2, 3]);
  });

  it('leaves broadcasts that expect acks to Socket.IO, counted at once', async () => {
    const asked = io.timeout(5_000).to('lot:1').emitWithAck('ask');
    expect(paced.pending()).toBe(0);
    // Socket.IO counted the receivers when it wrote (a paced write would have counted none and
    // answered an empty list at once).
    expect(await asked).toEqual(Array.from({ length: CLIENTS }, () => 'answered'));
  });
});
