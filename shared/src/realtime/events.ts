/**
 * The Socket.IO contract of the game page (docs/architecture.md section 2, step 4): typed event maps shared
 * by the server and the client. Every server event carries the lot's `seq` (the number of bids the
 * lot has accepted): a client applies bids in seq order and, on a gap or after a reconnect,
 * resyncs from `GET api/shop/game-view/lot-game-info`. Nothing depends on the socket delivering
 * every message. Acks have one shape: the answer, or the REST error body `{ERROR: {code, message}}`.
 */
import type { LocalNames } from '../i18n/languages';
import type { ErrorBody } from '../errors';

/** One accepted bid as everybody sees it: buyers are shown by number, never by name. */
export interface BidView {
  seq: number;
  /** Tiyin, digits. */
  amount: string;
  buyer_number: number;
  kind: 'manual' | 'auto';
  /** Epoch ms, the engine's (Redis) clock. */
  at: number;
}

export type GameStatus = 'waiting' | 'live' | 'paused' | 'closed';

/** The public state of a lot's auction; every price in tiyin digits, every time in epoch ms. */
export interface GameState {
  lot_id: number;
  seq: number;
  status: GameStatus;
  start_price: string;
  /** The last confirmed price, null before the first bid. */
  price: string | null;
  leader_number: number | null;
  /** The second to last offer. */
  previous_price: string | null;
  previous_number: number | null;
  /** The system suggested price: the current price (or the start price) plus the next step. */
  suggested_price: string;
  /** Price steps taken so far. */
  step_no: number;
  ends_at: number;
  /** Set while a technical interruption lasts. */
  paused_at: number | null;
  over_time_minutes: number;
}

export interface GameCounts {
  lot_id: number;
  seq: number;
  applicants: number;
  participants: number;
  viewers: number;
}

/** What the caller is in a lot's room. */
export interface GameSeat {
  role: 'guest' | 'viewer' | 'participant';
  buyer_number: number | null;
  /** The caller's own auto-bid maximum (tiyin), secret to everyone else. */
  auto_bid_max: string | null;
}

export interface JoinAnswer {
  seat: GameSeat;
  state: GameState;
  /** The newest bids first (at most 50). */
  bids: BidView[];
  counts: GameCounts;
}

/** The answer to a bid (socket ack and `POST game-view/bid`). */
export interface BidAnswer {
  /** True when this request_id had been answered before: nothing new was placed. */
  duplicate: boolean;
  /** The caller's bid. */
  bid: BidView;
  /** Every bid the call produced, the caller's first, then auto-bids it set off, in seq order. */
  bids: BidView[];
  state: GameState;
}

export interface AutoBidAnswer {
  /** The maximum now kept (tiyin), null after a delete. */
  auto_bid_max: string | null;
  /** Bids the auto-bid placed at once (when someone else led). */
  bids: BidView[];
  state: GameState;
}

export type Ack<T> = T | ErrorBody;

/** A row of the operator's live board. */
export interface LiveAuctionRow {
  lot_id: number;
  lot_number: string;
  /** The name in the language the board was asked in (kept for older clients). */
  name: string;
  /** Every language's name: the board shows the reader's, whatever the socket was opened in. */
  names: LocalNames;
  status: GameStatus;
  price: string | null;
  start_price: string;
  bids_last_minute: number;
  viewers: number;
  participants: number;
  ends_at: number;
  paused_at: number | null;
}

export interface ServerToClientEvents {
  /** Accepted bids, in seq order (big rooms get them coalesced); `seq` is the last one's. */
  'auction:bids': (event: { lot_id: number; seq: number; bids: BidView[]; state: GameState }) => void;
  /** A change that is not a bid: pause, resume, close, a start, or a resync push. */
  'auction:state': (event: {
    lot_id: number;
    seq: number;
    reason: 'paused' | 'resumed' | 'closed' | 'started' | 'sync';
    state: GameState;
  }) => void;
  /** Applicants, participants and viewers; at most once a second per lot, and only on change. */
  'auction:counts': (event: GameCounts) => void;
  /** The operator's board (operators only), at most once a second. */
  'operator:live-auctions': (event: { rows: LiveAuctionRow[]; server_time: number }) => void;
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
  'operator:watch': (ack: (answer: Ack<{ rows: LiveAuctionRow[]; server_time: number }>) => void) => void;
}

/** The room of a lot, and of the operators' board. */
export const lotRoom = (lotId: number): string => `lot:${lotId}`;
export const OPERATOR_ROOM = 'operator:live';
