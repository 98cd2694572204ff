/**
 * The ways a process reaches game rooms. A web process emits through its Socket.IO server
 * (realtime/io-room-emitter.ts); a worker process, which has no sockets, publishes on the same
 * Redis channel with Socket.IO's Redis emitter. The engine is made before the web server listens,
 * so it holds a switchable emitter the socket server points at itself.
 */
import { Emitter } from '@socket.io/redis-emitter';
import type { ServerToClientEvents } from '@kimoshdi/shared';
import type { Redis } from '../../../redis/connection';
import type { RoomEmitter } from './broadcaster';

export function createRedisRoomEmitter(redis: Redis, key: string): RoomEmitter {
  const emitter = new Emitter<ServerToClientEvents>(redis, { key });
  return {
    emit: (room, event, ...args) => emitter.to(room).emit(event, ...args),
    // A worker has no sockets of its own.
    emitLocal: () => undefined,
    localSize: () => 0,
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
    use(next) {
      target = next;
    },
  };
}
