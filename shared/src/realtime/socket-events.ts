/**
 * The game's Socket.IO events as the API document shows them (`x-socket-events`, and a section of
 * the documentation page), from the same schemas the server parses what clients send with
 * (modules/auction/room/lot-handlers.ts, the auction commands). The types make every event of the
 * two maps in events.ts appear here.
 */
import { z } from 'zod';
import { errorBodySchema } from '../api/error-body';
import { autoBidBodySchema, bidBodySchema } from '../api/shop/game-view';
import {
  autoBidAnswerSchema,
  bidAnswerSchema,
  bidsEventSchema,
  gameCountsSchema,
  joinAnswerSchema,
  liveBoardSchema,
  lotRoomPayloadSchema,
  stateEventSchema,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from './events';

/** One event: what it is for, its payload and (client events) its ack. */
export interface SocketEventDoc {
  summary: string;
  description?: string;
  /** Absent for an event sent with no payload (`clock:ping`, `operator:watch`). */
  payload?: z.ZodType;
  ack?: z.ZodType;
}

/** An ack: the answer, or the one error body. */
const ackOf = (answer: z.ZodType) => z.union([answer, errorBodySchema]);

export const socketEvents: {
  /** Where the client connects, and how it is known. */
  description: string;
  clientToServer: Record<keyof ClientToServerEvents, SocketEventDoc>;
  serverToClient: Record<keyof ServerToClientEvents, SocketEventDoc>;
} = {
  description:
    'Socket.IO at `/socket.io`, same origin; the session cookie identifies the user (guests watch). ' +
    'Every event about a lot carries its `seq`: the client applies bids in seq order and, on a gap or a ' +
    'reconnect, resyncs from `GET /api/shop/game-view/lot-game-info`. A payload above 16 KB closes that socket only.',
  clientToServer: {
    'auction:join': {
      summary: "Join a lot's room: participant, viewer or guest by the session",
      description: 'A fixed-price lot answers 404 `NOT_AN_AUCTION`: the client opens its lot page.',
      payload: lotRoomPayloadSchema,
      ack: ackOf(joinAnswerSchema),
    },
    'auction:leave': { summary: "Leave a lot's room (no ack)", payload: lotRoomPayloadSchema },
    'auction:bid': {
      summary: 'Place a bid, as `POST /api/shop/game-view/bid` (the same command, rules and errors)',
      description: 'Acknowledged only once the bid is committed in PostgreSQL.',
      payload: bidBodySchema,
      ack: ackOf(bidAnswerSchema),
    },
    'auction:auto-bid:set': {
      summary: 'Set the auto-bid maximum, as `POST /api/shop/game-view/auto-bid`',
      payload: autoBidBodySchema,
      ack: ackOf(autoBidAnswerSchema),
    },
    'auction:auto-bid:delete': {
      summary: 'Delete the auto-bid, as `POST /api/shop/game-view/auto-bid/delete`',
      payload: lotRoomPayloadSchema,
      ack: ackOf(autoBidAnswerSchema),
    },
    'clock:ping': {
      summary: "The server's engine time (epoch ms), for the client's clock offset",
      description: 'No payload; the client keeps the sample with the shortest round trip.',
      ack: z.number().int(),
    },
    'operator:watch': {
      summary: 'Operators: the live board now, then `operator:live-auctions` pushes',
      ack: ackOf(liveBoardSchema),
    },
  },
  serverToClient: {
    'auction:bids': {
      summary: 'Accepted bids in seq order (coalesced in big rooms)',
      payload: bidsEventSchema,
    },
    'auction:state': {
      summary: 'A change that is not a bid: started, paused, resumed, closed, or a resync push',
      payload: stateEventSchema,
    },
    'auction:counts': {
      summary: 'Applicants, participants and viewers: at most once a second per lot, on change',
      payload: gameCountsSchema,
    },
    'operator:live-auctions': {
      summary: "The operators' live board: at most once a second, on change",
      payload: liveBoardSchema,
    },
  },
};
