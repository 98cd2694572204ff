/**
 * The auction's rooms reached through this web process's Socket.IO server (its Redis adapter
 * carries each message to the other web processes), written a slice of sockets a turn
 * (realtime/paced-delivery.ts), a lot's next bids joining the message still being written. Until
 * the server is up, and in a worker, the auction emits through Socket.IO's Redis emitter instead
 * (modules/auction/room/room-emitter.ts).
 */
import type { GameServer } from '../lib/socket';
import { mergeBidsMessages, messageWindowMs, type RoomEmitter } from '../modules/auction';
import { pacedDelivery } from './paced-delivery';

export function createIoRoomEmitter(io: GameServer): RoomEmitter {
  // A lot's bids join the message still being written; passes over a room go at the pace of its window.
  const delivery = pacedDelivery(io, {
    merges: { 'auction:bids': mergeBidsMessages },
    spacingMs: messageWindowMs,
    seqEvents: ['auction:bids', 'auction:state'],
  });
  return {
    emit: (room, event, ...args) => delivery.emit(room, false, event, ...args),
    emitLocal: (room, event, ...args) => delivery.emit(room, true, event, ...args),
    localSize: (room) => io.of('/').adapter.rooms.get(room)?.size ?? 0,
    writing: (room) => delivery.writing(room),
    lastSeq: (room) => delivery.lastSeq(room),
  };
}
