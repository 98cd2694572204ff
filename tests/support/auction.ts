/**
 * Live auctions for tests: a lot made live now, participants signed in with applications, and
 * typed Socket.IO clients. Applications are written straight to the table (no deposit) so engine
 * tests do not depend on the application flow, which has its own tests.
 */
import { randomUUID } from 'node:crypto';
import type { Ack, ClientToServerEvents, ServerToClientEvents } from '@kimoshdi/shared';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Running } from '../../server/src/boot';
import { createTestLot, type TestLot } from './catalogue';
import { postJson } from './http';
import { signIn, type TestUser } from './session';
import { startTestServer } from './test-server';

export type GameClient = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface LiveAuction {
  lot: TestLot;
  /** Participants, buyer numbers 1, 2, ... in order. */
  bidders: TestUser[];
}

/** Start price 10 000 000 so'm (1e9 tiyin): steps 500 000 x4, then 300 000 so'm. */
export const START_TIYIN = 1_000_000_000n;

export async function createLiveAuction(
  server: Running,
  options: { bidders?: number; endsInMs?: number; overTimeMinutes?: number; startTiyin?: bigint } = {},
): Promise<LiveAuction> {
  const { db } = server.deps;
  const now = Date.now();
  const lot = await createTestLot(db, {
    lotStatus: 4,
    startPrice: options.startTiyin ?? START_TIYIN,
    startsAt: new Date(now - 60_000),
    endsAt: new Date(now + (options.endsInMs ?? 3_600_000)),
  });
  if (options.overTimeMinutes !== undefined) {
    await db
      .updateTable('lots')
      .set({ over_time_minutes: options.overTimeMinutes })
      .where('id', '=', lot.id)
      .execute();
  }
  const bidders: TestUser[] = [];
  for (let i = 0; i < (options.bidders ?? 2); i += 1) {
    const user = await signIn(server, { role: 'buyer' });
    await addParticipant(server, lot.id, user.userId, i + 1);
    bidders.push(user);
  }
  return { lot, bidders };
}

export async function addParticipant(server: Running, lotId: number, userId: string, buyerNumber: number) {
  await server.deps.db
    .insertInto('applications')
    .values({
      lot_id: lotId,
      user_id: userId,
      buyer_number: buyerNumber,
      deposit_amount: '0',
      deposit_key: `test:${randomUUID()}`,
    })
    .execute();
}

/** A socket to the server (or a child server: anything with a url) as this user or a guest, connected. */
export async function connectGame(server: Pick<Running, 'url'>, user?: TestUser): Promise<GameClient> {
  const socket: GameClient = io(server.url, {
    transports: ['websocket'],
    extraHeaders: user ? { cookie: user.cookie } : {},
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** A file's real server and the game sockets its tests open, all closed after the file's tests. */
export interface GameSite {
  readonly server: Running;
  /** A connected game socket as this user (a guest without one), on this server or `on` another. */
  connect(user?: TestUser, on?: Pick<Running, 'url'>): Promise<GameClient>;
}

export function useGameServer(): GameSite {
  let server: Running | undefined;
  const sockets: GameClient[] = [];
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await server?.close();
  });
  const site: GameSite = {
    get server() {
      if (!server) throw new Error('the test server is not started yet');
      return server;
    },
    async connect(user, on = site.server) {
      const socket = await connectGame(on, user);
      sockets.push(socket);
      return socket;
    },
  };
  return site;
}

/** Emits an event with an ack and waits for the answer. */
export function ask<T>(socket: GameClient, event: string, payload?: unknown): Promise<Ack<T>> {
  return new Promise((resolve) => {
    const emit = socket.emit.bind(socket) as (...args: unknown[]) => void;
    if (payload === undefined) emit(event, (answer: Ack<T>) => resolve(answer));
    else emit(event, payload, (answer: Ack<T>) => resolve(answer));
  });
}

export function requestId(): string {
  return randomUUID();
}

/** A participant's bid over REST, as an HTTP client would make it; the server must take it. */
export async function bidOverHttp(baseURL: string, user: TestUser, lotId: number, amountSums: number) {
  const answer = await postJson(
    baseURL,
    '/api/shop/game-view/bid',
    { lot_id: lotId, amount: String(amountSums), request_id: requestId() },
    user.headers,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}
