/**
 * A lot's room on the game socket (docs/architecture.md section 5, Colyseus-like): join as participant or
 * viewer, leave, bid, set and delete an auto-bid, and the clock ping. Payloads are parsed with the
 * same zod schemas as the REST calls (the commands do it), so a garbage payload gets VALIDATION
 * and changes nothing. The Socket.IO server itself lives in realtime/.
 */
import { lotRoom, lotRoomPayloadSchema } from '@kimoshdi/shared';
import type { Logger } from '../../../lib/logger';
import { timeBidAck } from '../../../lib/metrics';
import { parse } from '../../../lib/parse';
import { acked, socketUser, type GameSocket } from '../../../lib/socket';
import type { AuctionRuntime } from '../auction.runtime';

type Seat = { participantId?: string };

export function createLotHandlers(auction: AuctionRuntime, logger: Logger) {
  /** Lots each socket joined, and as whom (for presence on leave and disconnect). */
  const joined = new WeakMap<GameSocket, Map<number, Seat>>();

  function seatsOf(socket: GameSocket): Map<number, Seat> {
    let seats = joined.get(socket);
    if (!seats) joined.set(socket, (seats = new Map()));
    return seats;
  }

  function leave(socket: GameSocket, lotId: number): void {
    const seats = seatsOf(socket);
    const seat = seats.get(lotId);
    if (!seat) return;
    seats.delete(lotId);
    void socket.leave(lotRoom(lotId));
    auction.presence.leave(lotId, seat);
  }

  /** Registers the lot events on a newly connected socket. */
  return function register(socket: GameSocket): void {
    const { commands } = auction;
    const on = <T>(event: string, work: (payload: unknown) => Promise<T>) =>
      acked(socket, logger, event, work);

    socket.on(
      'auction:join',
      on('auction:join', async (raw) => {
        const { lot_id: lotId } = parse(lotRoomPayloadSchema, raw);
        const user = socket.data.user;
        const info = await auction.reader.info(lotId, user);
        const seats = seatsOf(socket);
        if (!seats.has(lotId)) {
          const seat: Seat = info.seat.role === 'participant' && user ? { participantId: user.id } : {};
          seats.set(lotId, seat);
          await socket.join(lotRoom(lotId));
          auction.presence.enter(lotId, seat);
        }
        // Counted again: info's counts were read before this socket entered.
        const counts = await auction.presence.counts(lotId, info.state.seq);
        return { seat: info.seat, state: info.state, bids: info.bids, counts };
      }),
    );
    socket.on('auction:leave', (raw: unknown) => {
      const parsed = lotRoomPayloadSchema.safeParse(raw);
      if (parsed.success) leave(socket, parsed.data.lot_id);
    });
    socket.on(
      'auction:bid',
      on('auction:bid', (raw) => timeBidAck('socket', () => commands.placeBid(socketUser(socket), raw))),
    );
    socket.on(
      'auction:auto-bid:set',
      on('auction:auto-bid:set', (raw) => commands.setAutoBid(socketUser(socket), raw)),
    );
    socket.on(
      'auction:auto-bid:delete',
      on('auction:auto-bid:delete', (raw) => commands.deleteAutoBid(socketUser(socket), raw)),
    );
    socket.on('clock:ping', (ack: unknown) => {
      if (typeof ack === 'function') (ack as (serverTime: number) => void)(auction.engine.now());
    });
    socket.on('disconnect', () => {
      for (const lotId of [...seatsOf(socket).keys()]) leave(socket, lotId);
    });
  };
}
