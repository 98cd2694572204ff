import { OPERATOR_ROOM } from '@kimoshdi/shared';
import {
  auctionLotPeople,
  auctionRoomPeople,
  PER_LOT_LIMIT,
  socketConnections,
  socketRoomMembers,
} from '../lib/metrics';
import type { GameServer } from '../lib/socket';
import type { Presence } from '../modules/auction';

/** A lot's game room (`lotRoom` in shared/src/realtime/events.ts), not the operators' or a session's. */
const LOT_ROOM = /^lot:\d+$/;

/**
 * This gateway's share of the socket and room gauges, read when scraped: connections, members of
 * the lot rooms and of the operators' board, and the people in each lot's room (the busiest
 * PER_LOT_LIMIT lots by name, all of them in the totals). Added, not set: gateways of one process sum.
 */
export function readGatewayGauges(io: GameServer, presence: Pick<Presence, 'local'>): void {
  socketConnections.inc(io.engine.clientsCount);
  const { rooms, sids } = io.of('/').adapter;
  let lotMembers = 0;
  let operatorMembers = 0;
  for (const [room, members] of rooms) {
    // Every socket has a room of its own, named by its id.
    if (sids.has(room)) continue;
    if (LOT_ROOM.test(room)) lotMembers += members.size;
    else if (room.startsWith(OPERATOR_ROOM)) operatorMembers += members.size;
  }
  socketRoomMembers.inc({ room: 'lot' }, lotMembers);
  socketRoomMembers.inc({ room: 'operators' }, operatorMembers);

  const lots = presence.local();
  auctionRoomPeople.inc({ role: 'participant' }, sum(lots.map((lot) => lot.participants)));
  auctionRoomPeople.inc({ role: 'viewer' }, sum(lots.map((lot) => lot.viewers)));
  const busiest = lots
    .sort((a, b) => b.participants + b.viewers - (a.participants + a.viewers))
    .slice(0, PER_LOT_LIMIT);
  for (const lot of busiest) {
    const lotId = String(lot.lotId);
    auctionLotPeople.inc({ lot_id: lotId, role: 'participant' }, lot.participants);
    auctionLotPeople.inc({ lot_id: lotId, role: 'viewer' }, lot.viewers);
  }
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
