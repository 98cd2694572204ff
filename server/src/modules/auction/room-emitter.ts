/**
 * The ways a process reaches game rooms. A web process emits through its Socket.IO server (whose
 * Redis adapter carries each message to the other web processes); a worker process, which has no
 * sockets, publishes on the same Redis channel with Socket.IO's Redis emitter. The engine is made
 * before the web server listens, so it holds a switchable emitter the gateway points at itself.
 */
import { Emitter } from '@socket.io/redis-emitter';
import type { ServerToClientEvents } from '@kimoshdi/shared';
import type { Server } from 'socket.io';
import type { Redis } from '../../redis/connection';
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

export function createIoRoomEmitter(io: Server): RoomEmitter {
  return {
    emit: (room, event, ...args) => io.to(room).emit(event, ...args),
    emitLocal: (room, event, ...args) => io.local.to(room).emit(event, ...args),
    localSize: (room) => io.of('/').adapter.rooms.get(room)?.size ?? 0,
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
