/**
 * The auction's rooms reached through this web process's Socket.IO server (its Redis adapter
 * carries each message to the other web processes). Until the server is up, and in a worker, the
 * auction emits through Socket.IO's Redis emitter instead (modules/auction/room/room-emitter.ts).
 */
import type { GameServer } from '../lib/socket';
import type { RoomEmitter } from '../modules/auction';

export function createIoRoomEmitter(io: GameServer): RoomEmitter {
  return {
    emit: (room, event, ...args) => io.to(room).emit(event, ...args),
    emitLocal: (room, event, ...args) => io.local.to(room).emit(event, ...args),
    localSize: (room) => io.of('/').adapter.rooms.get(room)?.size ?? 0,
  };
}
