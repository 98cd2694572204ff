/**
 * The Socket.IO contract of the game page (docs/architecture.md section 2, step 4): typed event maps shared
 * by the server and the client, and the zod schemas of every payload (the server parses what a
 * client sends with them; the API document shows them, `socketEvents` below). Every server event
 * carries the lot's `seq` (the number of bids the lot has accepted): a client applies bids in seq
 * order and, on a gap or after a reconnect, resyncs from `GET api/shop/game-view/lot-game-info`.
 * Nothing depends on the socket delivering every message. Acks have one shape: the answer, or the
 * REST error body `{ERROR: {code, message}}`.
 */
import { z } from 'zod';
import { localNamesSchema } from '../api/shop/dictionaries';
import type { ErrorBody } from '../errors';

const lotIdSchema = z.number().int().min(1).max(2_147_483_647);
/** Tiyin, digits. */
const tiyin = z.string().regex(/^\d+$/);

/** One accepted bid as everybody sees it: buyers are shown by number, never by name. */
export const bidViewSchema = z.object({
  seq: z.number().int(),
  amount: tiyin,
  buyer_number: z.number().int(),
  kind: z.enum(['manual', 'auto']),
  /** Epoch ms, the engine's (Redis) clock. */
  at: z.number().int(),
});
export type BidView = z.infer<typeof bidViewSchema>;

export const GAME_STATUSES = ['waiting', 'live', 'paused', 'closed'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** The public state of a lot's auction; every price in tiyin digits, every time in epoch ms. */
export const gameStateSchema = z.object({
  lot_id: z.number().int(),
  seq: z.number().int(),
  status: z.enum(GAME_STATUSES),
  start_price: tiyin,
  /** The last confirmed price, null before the first bid. */
  price: tiyin.nullable(),
  leader_number: z.number().int().nullable(),
  /** The second to last offer. */
  previous_price: tiyin.nullable(),
  previous_number: z.number().int().nullable(),
  /** The system suggested price: the current price (or the start price) plus the next step. */
  suggested_price: tiyin,
  /** Price steps taken so far. */
  step_no: z.number().int(),
  ends_at: z.number().int(),
  /** Set while a technical interruption lasts. */
  paused_at: z.number().int().nullable(),
  over_time_minutes: z.number().int(),
});
export type GameState = z.infer<typeof gameStateSchema>;

export const gameCountsSchema = z.object({
  lot_id: z.number().int(),
  seq: z.number().int(),
  applicants: z.number().int(),
  participants: z.number().int(),
  viewers: z.number().int(),
});
export type GameCounts = z.infer<typeof gameCountsSchema>;

/** What the caller is in a lot's room. */
export const gameSeatSchema = z.object({
  role: z.enum(['guest', 'viewer', 'participant']),
  buyer_number: z.number().int().nullable(),
  /** The caller's own auto-bid maximum (tiyin), secret to everyone else. */
  auto_bid_max: tiyin.nullable(),
});
export type GameSeat = z.infer<typeof gameSeatSchema>;

export const joinAnswerSchema = z.object({
  seat: gameSeatSchema,
  state: gameStateSchema,
  /** The newest bids first (at most 50). */
  bids: z.array(bidViewSchema),
  counts: gameCountsSchema,
});
export type JoinAnswer = z.infer<typeof joinAnswerSchema>;

/** The answer to a bid (socket ack and `POST game-view/bid`). */
export const bidAnswerSchema = z.object({
  /** True when this request_id had been answered before: nothing new was placed. */
  duplicate: z.boolean(),
  /** The caller's bid. */
  bid: bidViewSchema,
  /** Every bid the call produced, the caller's first, then auto-bids it set off, in seq order. */
  bids: z.array(bidViewSchema),
  state: gameStateSchema,
});
export type BidAnswer = z.infer<typeof bidAnswerSchema>;

export const autoBidAnswerSchema = z.object({
  /** The maximum now kept (tiyin), null after a delete. */
  auto_bid_max: tiyin.nullable(),
  /** Bids the auto-bid placed at once (when someone else led). */
  bids: z.array(bidViewSchema),
  state: gameStateSchema,
});
export type AutoBidAnswer = z.infer<typeof autoBidAnswerSchema>;

export type Ack<T> = T | ErrorBody;

/** A row of the operator's live board. */
export const liveAuctionRowSchema = z.object({
  lot_id: z.number().int(),
  lot_number: z.string(),
  /** The name in the language the board was asked in (kept for older clients). */
  name: z.string(),
  /** Every language's name: the board shows the reader's, whatever the socket was opened in. */
  names: localNamesSchema,
  status: z.enum(GAME_STATUSES),
  price: tiyin.nullable(),
  start_price: tiyin,
  bids_last_minute: z.number().int(),
  viewers: z.number().int(),
  participants: z.number().int(),
  ends_at: z.number().int(),
  paused_at: z.number().int().nullable(),
});
export type LiveAuctionRow = z.infer<typeof liveAuctionRowSchema>;

/** The operator's board: `operator:watch`'s ack, `operator:live-auctions`, GET operator/live-auctions. */
export const liveBoardSchema = z.object({
  rows: z.array(liveAuctionRowSchema),
  /** Epoch ms, the engine's clock. */
  server_time: z.number().int(),
});
export type LiveBoardAnswer = z.infer<typeof liveBoardSchema>;

export const STATE_REASONS = ['paused', 'resumed', 'closed', 'started', 'sync'] as const;

/** `auction:bids`: accepted bids in seq order; `seq` is the last one's. */
export const bidsEventSchema = z.object({
  lot_id: z.number().int(),
  seq: z.number().int(),
  bids: z.array(bidViewSchema),
  state: gameStateSchema,
});
/** `auction:state`: a change that is not a bid. */
export const stateEventSchema = z.object({
  lot_id: z.number().int(),
  seq: z.number().int(),
  reason: z.enum(STATE_REASONS),
  state: gameStateSchema,
});

/** `auction:join`, `auction:leave` (and the auto-bid delete, the same shape): one lot. */
export const lotRoomPayloadSchema = z.object({ lot_id: lotIdSchema });

export interface ServerToClientEvents {
  /** Accepted bids, in seq order (big rooms get them coalesced); `seq` is the last one's. */
  'auction:bids': (event: z.infer<typeof bidsEventSchema>) => void;
  /** A change that is not a bid: pause, resume, close, a start, or a resync push. */
  'auction:state': (event: z.infer<typeof stateEventSchema>) => void;
  /** Applicants, participants and viewers; at most once a second per lot, and only on change. */
  'auction:counts': (event: GameCounts) => void;
  /** The operator's board (operators only), at most once a second. */
  'operator:live-auctions': (event: LiveBoardAnswer) => void;
}

export interface ClientToServerEvents {
  'auction:join': (payload: { lot_id: number }, ack: (answer: Ack<JoinAnswer>) => void) => void;
  'auction:leave': (payload: { lot_id: number }) => void;
  /** amount: sums as typed (like the REST call); request_id: the client's idempotency key. */
  'auction:bid': (
    payload: { lot_id: number; amount: string | number; request_id: string },
    ack: (answer: Ack<BidAnswer>) => void,
  ) => void;
  'auction:auto-bid:set': (
    payload: { lot_id: number; max_amount: string | number; request_id: string },
    ack: (answer: Ack<AutoBidAnswer>) => void,
  ) => void;
  'auction:auto-bid:delete': (payload: { lot_id: number }, ack: (answer: Ack<AutoBidAnswer>) => void) => void;
  /** Clock offset: the server answers its engine time (epoch ms) at once. */
  'clock:ping': (ack: (serverTime: number) => void) => void;
  /** Operators only: receive 'operator:live-auctions'. */
  'operator:watch': (ack: (answer: Ack<LiveBoardAnswer>) => void) => void;
}

/** The room of a lot, and of the operators' board. */
export const lotRoom = (lotId: number): string => `lot:${lotId}`;
export const OPERATOR_ROOM = 'operator:live';
