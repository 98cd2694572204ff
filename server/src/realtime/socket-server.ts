/**
 * The game's Socket.IO server: same-origin pages only, a size cap, the Redis adapter that lets
 * several web processes act as one, the handshake that finds the caller as every other door does
 * (lib/caller.ts), and the hand-over of the auction's room emitter from Redis to this server. The
 * events themselves belong to the modules (modules/auction/room/).
 */
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { createAdapter, createShardedAdapter } from '@socket.io/redis-adapter';
import { quietSubscriptions } from '../redis/quiet-subscriptions';
import { readCookies } from '../http/middleware/cookies';
import { Server } from 'socket.io';
import type { Deps } from '../deps';
import { resolveCaller, type Cookies } from '../lib/caller';
import { duplicateRedis, isCluster, sendEveryCommandWithTurn } from '../redis/connection';
import { addScrapeProbe } from '../lib/metrics';
import type { GameServer } from '../lib/socket';
import {
  createLotHandlers,
  createOperatorBoard,
  createRedisRoomEmitter,
  type LiveBoard,
} from '../modules/auction';
import { readGatewayGauges } from './gateway-metrics';
import { createIoRoomEmitter } from './io-room-emitter';
import { keepWriteBuffers } from './kept-write-buffers';

/** Larger payloads close the socket: no game message is near this. */
const MAX_PAYLOAD_BYTES = 16 * 1024;

export interface GameGateway {
  io: GameServer;
  close(): Promise<void>;
}

export function attachGameGateway(server: HttpServer, deps: Deps, liveBoard: LiveBoard): GameGateway {
  const { auction, logger, services } = deps;
  if (!keepWriteBuffers())
    logger.info('engine.io is not the version whose write buffers we keep: its own flush stays');
  const io: GameServer = new Server(server, {
    serveClient: false,
    maxHttpBufferSize: MAX_PAYLOAD_BYTES,
    perMessageDeflate: false,
    httpCompression: false,
    // Same-origin pages only: a socket carries the session cookie, so another site must not open one.
    allowRequest: (req, callback) => callback(null, sameOrigin(req)),
  });
  // A Redis Cluster: the sharded adapter (Redis 7 SPUBLISH; a room's channel lives on one shard,
  // so broadcasts spread over the cluster instead of every node carrying every message). One Redis
  // keeps the classic adapter, which Redis 6 serves too (docs/scaling.md).
  const cluster = isCluster(deps.redis);
  const pub = duplicateRedis(deps.redis, { enableAutoPipelining: false });
  // Each room message is a PUBLISH: a turn's go out in one write, before its paced socket writes.
  sendEveryCommandWithTurn(pub);
  const sub = quietSubscriptions(
    duplicateRedis(deps.redis, { enableAutoPipelining: false, maxRetriesPerRequest: null, sharded: cluster }),
    (error) => logger.debug({ err: error }, 'socket adapter (un)subscribe not answered'),
  );
  for (const connection of [pub, sub]) {
    connection.on('error', (error: Error) => logger.warn({ err: error }, 'socket adapter redis error'));
  }
  io.adapter(
    cluster
      ? createShardedAdapter(pub, sub, { channelPrefix: deps.keys.socketIo })
      : createAdapter(pub, sub, { key: deps.keys.socketIo }),
  );
  io.engine.use(readCookies);

  io.use((socket, next) => {
    const cookies = ((socket.request as IncomingMessage & { cookies?: Cookies }).cookies ?? {}) as Cookies;
    resolveCaller(services.sessions, cookies, socket.request.headers['accept-language']).then(
      ({ user, lang }) => {
        socket.data.lang = lang;
        if (user) socket.data.user = user;
        next();
      },
      (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
    );
  });

  const emitter = createIoRoomEmitter(io);
  auction.emitter.use(emitter);
  auction.presence.start(emitter, async (lotId) => (await auction.engine.state(lotId))?.seq);

  const lotHandlers = createLotHandlers(auction, logger);
  const operatorBoard = createOperatorBoard(io, liveBoard, () => auction.engine.now(), logger);
  // A session's sockets share a room, so an ended session (signed out elsewhere, a password change,
  // the cabinet's "end this one") loses them at once. Every web process hears every ended session
  // (modules/session/ended-sessions.bus.ts) and drops its own sockets of it.
  const stopListening = services.sessions.listen((sessionIds) => {
    io.local.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  });
  stopListening.catch((error: unknown) => logger.warn({ err: error }, 'not listening for ended sessions'));
  io.on('connection', (socket) => {
    if (socket.data.user) void socket.join(sessionRoom(socket.data.user.sessionId));
    lotHandlers(socket);
    operatorBoard.register(socket);
  });
  const removeProbe = addScrapeProbe(() => readGatewayGauges(io, auction.presence));

  return {
    io,
    async close() {
      // The broadcaster holds bids for their window (room/broadcaster.ts): what it still holds, or
      // is handed while the process stops, goes out through Redis as a worker's messages do, never
      // through this server's adapter once its connections are closing.
      auction.emitter.use(createRedisRoomEmitter(deps.redis, deps.keys.socketIo));
      removeProbe();
      await (
        await stopListening.catch(() => undefined)
      )?.();
      operatorBoard.stop();
      await auction.presence.stop();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      // The adapter's close sends its unsubscribes without waiting for them: wait for ours, queued
      // behind them, so quitting cannot cut them off (an unhandled "Connection is closed").
      if (!cluster) await Promise.allSettled([sub.punsubscribe(), sub.unsubscribe()]);
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

/** The room of one session's sockets. */
function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
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
