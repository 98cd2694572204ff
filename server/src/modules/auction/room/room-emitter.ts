/**
 * The ways a process reaches game rooms. A web process emits through its Socket.IO server
 * (realtime/io-room-emitter.ts); a worker process, which has no sockets, publishes on the same
 * Redis channel with Socket.IO's Redis emitter. The engine is made before the web server listens,
 * so it holds a switchable emitter the socket server points at itself.
 */
import { createShardedAdapter } from '@socket.io/redis-adapter';
import { quietSubscriptions } from '../../../redis/quiet-subscriptions';
import { Emitter } from '@socket.io/redis-emitter';
import { Server } from 'socket.io';
import type { ServerToClientEvents } from '@kimoshdi/shared';
import { duplicateRedis, isCluster, type Redis } from '../../../redis/connection';
import type { RoomEmitter } from './broadcaster';

export interface RedisRoomEmitter extends RoomEmitter {
  close(): Promise<void>;
}

/**
 * One Redis: Socket.IO's Redis emitter on the adapter's channels. A Redis Cluster: the web
 * processes use the sharded adapter (SPUBLISH), which @socket.io/redis-emitter cannot publish to,
 * so the emitter is a Socket.IO server with no HTTP server and no sockets whose sharded adapter
 * publishes each emit, encoded by the adapter itself (docs/decisions.md "A worker's emits in a Redis
 * Cluster"). Made at the first emit: a web process switches to its own server before that.
 */
export function createRedisRoomEmitter(redis: Redis, key: string): RedisRoomEmitter {
  if (!isCluster(redis)) {
    const emitter = new Emitter<ServerToClientEvents>(redis, { key });
    return {
      emit: (room, event, ...args) => emitter.to(room).emit(event, ...args),
      // A worker has no sockets of its own.
      emitLocal: () => undefined,
      localSize: () => 0,
      writing: () => false,
      close: async () => undefined,
    };
  }
  let sharded: { io: Server<never, ServerToClientEvents>; pub: Redis; sub: Redis } | undefined;
  const open = () => {
    if (sharded) return sharded.io;
    const pub = duplicateRedis(redis, { enableAutoPipelining: false });
    const sub = quietSubscriptions(
      duplicateRedis(redis, { sharded: true, enableAutoPipelining: false, maxRetriesPerRequest: null }),
      // A closing emitter's channels go with its connection.
      () => undefined,
    );
    const io = new Server<never, ServerToClientEvents>({ serveClient: false });
    io.adapter(createShardedAdapter(pub, sub, { channelPrefix: key }));
    sharded = { io, pub, sub };
    return io;
  };
  return {
    emit: (room, event, ...args) =>
      open()
        .to(room)
        .emit(event, ...args),
    emitLocal: () => undefined,
    localSize: () => 0,
    writing: () => false,
    async close() {
      if (!sharded) return;
      const { io, pub, sub } = sharded;
      sharded = undefined;
      // Not io.close(): it would close an engine this server never had (no HTTP server).
      await io.of('/').adapter.close();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

export function createSwitchableEmitter(
  initial: RoomEmitter,
): RoomEmitter & { use(target: RoomEmitter): void } {
  let target = initial;
  return {
    emit: (room, event, ...args) => target.emit(room, event, ...args),
    emitLocal: (room, event, ...args) => target.emitLocal(room, event, ...args),
    localSize: (room) => target.localSize(room),
    writing: (room) => target.writing(room),
    lastSeq: (room) => target.lastSeq?.(room) ?? 0,
    use(next) {
      target = next;
    },
  };
}
