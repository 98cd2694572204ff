/**
 * The game's Socket.IO gateway (design.md sections 2 and 5, Colyseus-like room): a room per lot;
 * join as participant or viewer; bid and auto-bid with acks of the one error shape; a clock ping;
 * the operators' board. Payloads are parsed with the same zod schemas as the REST calls, so a
 * garbage payload gets VALIDATION and changes nothing; an oversized one closes only that socket.
 * Several processes on one Redis act as one through the Redis adapter.
 */
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import cookieParser from 'cookie-parser';
import {
  autoBidBodySchema,
  autoBidDeleteBodySchema,
  bidBodySchema,
  LANGUAGE_COOKIE,
  LANGUAGES,
  lotRoom,
  OPERATOR_ROOM,
  pickLanguage,
  type Ack,
  type ClientToServerEvents,
  type ErrorBody,
  type Language,
  type LiveAuctionRow,
  type ServerToClientEvents,
} from '@kimoshdi/shared';
import { isOperator } from '@kimoshdi/shared/domain/user/roles';
import { Server, type Socket } from 'socket.io';
import type { ZodType } from 'zod';
import type { Deps } from '../../deps';
import { errorBodyOf, toAppError } from '../../http/middleware/error-handler';
import type { SessionUser } from '../../http/middleware/auth';
import { SESSION_COOKIE } from '../../http/middleware/session';
import { AppError } from '../../lib/app-error';
import { parse } from '../../http/middleware/validate';
import type { IncomingMessage } from 'node:http';
import { lotShardRoom } from './broadcaster';
import { createIoRoomEmitter } from './room-emitter';

interface SocketData {
  user?: SessionUser;
  lang: Language;
  /** Lots this socket joined, and as whom (for presence on leave and disconnect). */
  joined: Map<number, { participantId?: string; shard: number }>;
}

type GameSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type GameServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/** Larger payloads close the socket: no game message is near this. */
const MAX_PAYLOAD_BYTES = 16 * 1024;
const OPERATOR_TICK_MS = 1_000;

export interface GameGateway {
  io: GameServer;
  close(): Promise<void>;
}

export function attachGameGateway(
  server: HttpServer,
  deps: Deps,
  options: { liveBoard?: (lang: Language) => Promise<LiveAuctionRow[]> } = {},
): GameGateway {
  const { auction, logger, services } = deps;
  const io: GameServer = new Server(server, {
    serveClient: false,
    maxHttpBufferSize: MAX_PAYLOAD_BYTES,
    perMessageDeflate: false,
    httpCompression: false,
    // Same-origin pages only: a socket carries the session cookie, so another site must not open one.
    allowRequest: (req, callback) => callback(null, sameOrigin(req)),
  });
  const pub = deps.redis.duplicate({ enableAutoPipelining: false });
  const sub = deps.redis.duplicate({ enableAutoPipelining: false, maxRetriesPerRequest: null });
  for (const connection of [pub, sub]) {
    connection.on('error', (error: Error) => logger.warn({ err: error }, 'socket adapter redis error'));
  }
  io.adapter(createAdapter(pub, sub, { key: deps.keys.socketIo }));
  io.engine.use(cookieParser());

  io.use((socket, next) => {
    const cookies = ((socket.request as IncomingMessage & { cookies?: Record<string, string> }).cookies ??
      {}) as Record<string, string | undefined>;
    socket.data.lang = pickLanguage(cookies[LANGUAGE_COOKIE], socket.request.headers['accept-language']);
    socket.data.joined = new Map();
    const token = cookies[SESSION_COOKIE];
    if (!token) {
      next();
      return;
    }
    services.sessions.resolve(token).then(
      (user) => {
        socket.data.user = user;
        next();
      },
      (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
    );
  });

  const emitter = createIoRoomEmitter(io);
  auction.emitter.use(emitter);
  auction.presence.start(emitter, async (lotId) => (await auction.engine.state(lotId))?.seq);

  function fail(socket: GameSocket, error: unknown, event: string): ErrorBody {
    const appError = toAppError(error, logger, { event, socket: socket.id });
    return errorBodyOf(appError, socket.data.lang);
  }

  /** Runs a handler with its payload parsed; every outcome goes to the ack, in one shape. */
  function handle<P, T>(
    socket: GameSocket,
    event: string,
    schema: ZodType<P>,
    work: (payload: P) => Promise<T>,
  ) {
    return (raw: unknown, ack: unknown) => {
      if (typeof ack !== 'function') return; // Nobody to answer: ignore.
      const reply = ack as (answer: Ack<T>) => void;
      let payload: P;
      try {
        payload = parse(schema, raw) as P;
      } catch (error) {
        reply(fail(socket, error, event));
        return;
      }
      work(payload).then(reply, (error: unknown) => reply(fail(socket, error, event)));
    };
  }

  function bidder(socket: GameSocket): SessionUser {
    const user = socket.data.user;
    if (!user) throw new AppError('UNAUTHORIZED');
    return user;
  }

  const joinSchema = autoBidDeleteBodySchema;
  /** Sockets are dealt to a lot's shard rooms in turn (broadcaster.ts). */
  let nextShard = 0;

  function leave(socket: GameSocket, lotId: number): void {
    const who = socket.data.joined.get(lotId);
    if (!who) return;
    socket.data.joined.delete(lotId);
    void socket.leave(lotRoom(lotId));
    void socket.leave(lotShardRoom(lotId, who.shard));
    auction.presence.leave(lotId, who);
  }

  io.on('connection', (socket) => {
    socket.on(
      'auction:join',
      handle(socket, 'auction:join', joinSchema, async ({ lot_id: lotId }) => {
        const user = socket.data.user;
        const info = await auction.reader.info(lotId, user);
        if (!socket.data.joined.has(lotId)) {
          const shard = (nextShard += 1);
          const who =
            info.seat.role === 'participant' && user ? { participantId: user.id, shard } : { shard };
          socket.data.joined.set(lotId, who);
          await socket.join([lotRoom(lotId), lotShardRoom(lotId, shard)]);
          auction.presence.enter(lotId, who);
        }
        // Counted again: info's counts were read before this socket entered.
        const counts = await auction.presence.counts(lotId, info.state.seq);
        return { seat: info.seat, state: info.state, bids: info.bids, counts };
      }),
    );

    socket.on('auction:leave', (raw: unknown) => {
      const parsed = joinSchema.safeParse(raw);
      if (parsed.success) leave(socket, parsed.data.lot_id);
    });

    socket.on(
      'auction:bid',
      handle(socket, 'auction:bid', bidBodySchema, async (body) => {
        const user = bidder(socket);
        await auction.bidRate.take(user.id);
        return auction.engine.placeBid({
          lotId: body.lot_id,
          userId: user.id,
          amount: body.amount,
          requestId: body.request_id,
        });
      }),
    );

    socket.on(
      'auction:auto-bid:set',
      handle(socket, 'auction:auto-bid:set', autoBidBodySchema, async (body) => {
        const user = bidder(socket);
        await auction.bidRate.take(user.id);
        return auction.engine.setAutoBid({
          lotId: body.lot_id,
          userId: user.id,
          max: body.max_amount,
          requestId: body.request_id,
        });
      }),
    );

    socket.on(
      'auction:auto-bid:delete',
      handle(socket, 'auction:auto-bid:delete', autoBidDeleteBodySchema, async (body) => {
        const user = bidder(socket);
        await auction.bidRate.take(user.id);
        return auction.engine.deleteAutoBid({ lotId: body.lot_id, userId: user.id });
      }),
    );

    socket.on('clock:ping', (ack: unknown) => {
      if (typeof ack === 'function') (ack as (serverTime: number) => void)(auction.engine.now());
    });

    socket.on('operator:watch', (ack: unknown) => {
      if (typeof ack !== 'function') return;
      const reply = ack as (answer: Ack<{ rows: LiveAuctionRow[]; server_time: number }>) => void;
      const user = socket.data.user;
      if (!user || !isOperator(user.role) || !options.liveBoard) {
        reply(fail(socket, new AppError(user ? 'FORBIDDEN' : 'UNAUTHORIZED'), 'operator:watch'));
        return;
      }
      // One room per language: the board's lot names are in the operator's language.
      void socket.join(`${OPERATOR_ROOM}:${socket.data.lang}`);
      options.liveBoard(socket.data.lang).then(
        (rows) => reply({ rows, server_time: auction.engine.now() }),
        (error: unknown) => reply(fail(socket, error, 'operator:watch')),
      );
    });

    socket.on('disconnect', () => {
      for (const lotId of [...socket.data.joined.keys()]) leave(socket, lotId);
    });
  });

  // The operators' board: pushed once a second (on change) while an operator of this process watches.
  const lastBoard = new Map<Language, string>();
  const boardTimer = setInterval(() => {
    const liveBoard = options.liveBoard;
    if (!liveBoard) return;
    for (const lang of LANGUAGES) {
      const room = `${OPERATOR_ROOM}:${lang}`;
      if ((io.of('/').adapter.rooms.get(room)?.size ?? 0) === 0) continue;
      liveBoard(lang)
        .then((rows) => {
          const signature = JSON.stringify(rows);
          if (signature === lastBoard.get(lang)) return;
          lastBoard.set(lang, signature);
          io.local.to(room).emit('operator:live-auctions', { rows, server_time: auction.engine.now() });
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'operator board failed'));
    }
  }, OPERATOR_TICK_MS);
  boardTimer.unref();

  return {
    io,
    async close() {
      clearInterval(boardTimer);
      await auction.presence.stop();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      // The adapter's close sends its unsubscribes without waiting for them: wait for ours, queued
      // behind them, so quitting cannot cut them off (an unhandled "Connection is closed").
      await Promise.allSettled([sub.punsubscribe(), sub.unsubscribe()]);
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

/** A browser page of ours (or a client that sends no Origin, like the load-test bots). */
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}
