/**
 * What the bare Socket.IO yardstick (bare-auction.ts) stands on: a Socket.IO 4 server with
 * the options of the game's (websocket, no compression, the same size cap) on a plain HTTP server,
 * and the two events the load-test bots need before they bid: `auction:join` (joins the lot's
 * room, answers a fixed state) and `clock:ping`. No session, no schema, no Redis, no database: the
 * yardstick of what Socket.IO itself costs on this machine for the same bots.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import {
  lotRoom,
  type GameState,
  type ServerToClientEvents,
  type ClientToServerEvents,
} from '@kimoshdi/shared';
import { Server, type Socket } from 'socket.io';

export type BareServer = Server<ClientToServerEvents, ServerToClientEvents>;
export type BareSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

/** The start price the bench lots have (loadtest/lib/auction-fixture.ts START_TIYIN). */
const START = '1000000000';

/** A live lot before its first bid, as the game would show it. */
export function initialState(lotId: number): GameState {
  return {
    lot_id: lotId,
    seq: 0,
    status: 'live',
    start_price: START,
    price: null,
    leader_number: null,
    previous_price: null,
    previous_number: null,
    suggested_price: '1050000000',
    step_no: 0,
    ends_at: Date.now() + 3_600_000,
    paused_at: null,
    over_time_minutes: 0,
  };
}

/**
 * Starts the server, registers join and clock on every socket, then `onSocket`; says its URL to
 * the parent (loadtest/lib/child-server.ts) and closes on SIGTERM.
 */
export async function serveBareGame(
  stateOf: (lotId: number) => GameState,
  onSocket: (io: BareServer, socket: BareSocket) => void,
): Promise<void> {
  const http = createServer();
  const io: BareServer = new Server(http, {
    serveClient: false,
    maxHttpBufferSize: 16 * 1024,
    perMessageDeflate: false,
    httpCompression: false,
  });
  io.on('connection', (socket) => {
    socket.on('auction:join', (payload, ack) => {
      const lotId = Number(payload?.lot_id);
      void socket.join(lotRoom(lotId));
      ack({
        seat: { role: 'viewer', buyer_number: null, auto_bid_max: null },
        state: stateOf(lotId),
        bids: [],
        counts: { lot_id: lotId, seq: stateOf(lotId).seq, applicants: 0, participants: 0, viewers: 0 },
      } as Parameters<typeof ack>[0]);
    });
    socket.on('clock:ping', (ack) => {
      if (typeof ack === 'function') ack(Date.now());
    });
    onSocket(io, socket);
  });
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.once('SIGTERM', () => {
    void io.close(() => process.exit(0));
  });
  process.send?.({ url: `http://127.0.0.1:${port}` });
}

export function failStart(error: unknown): void {
  process.send?.({ error: String(error) });
  process.exit(1);
}
