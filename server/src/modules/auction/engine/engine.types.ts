/**
 * What the rest of the server asks of the live auction engine (auction.engine.ts). Every method
 * throws AppError with the shared codes (BID_TOO_LOW, NOT_PARTICIPANT, AUCTION_ENDED, ...); every
 * answer uses the wire shapes of shared/src/realtime/events.ts.
 */
import type { AutoBidAnswer, BidAnswer, BidView, GameState } from '@kimoshdi/shared';
import type { AppError } from '../../../lib/app-error';

/** A bid as the engine takes it (placeBid). */
export interface BidInput {
  lotId: number;
  userId: string;
  amount: bigint;
  requestId: string;
  ratePerSecond?: number;
}

export interface AuctionEngine {
  /**
   * Places a bid: decided atomically in Redis, acknowledged only once every bid it produced
   * (the caller's and the auto-bids it set off) is committed in PostgreSQL, then broadcast.
   * A repeated requestId answers the first result (duplicate: true) and places nothing.
   * `ratePerSecond`: the bids a second this user may place on this lot (RATE_LIMITED past it),
   * counted by the script in the same call; 0 or absent (the demo, tests) counts nothing.
   * `checked`: the caller has just asked refuseAtOnce and got undefined, so it is not asked again.
   */
  placeBid(input: BidInput, checked?: boolean): Promise<BidAnswer>;
  /**
   * The refusal placeBid would answer from what this process knows, without waiting for anything
   * (a bid surely too low, a flooder still blocked); undefined when the bid must go further. Lets
   * a door answer a storm's refusals without a promise (docs/decisions.md "A refusal known at
   * once answered at once").
   */
  refuseAtOnce(input: BidInput): AppError | undefined;
  setAutoBid(input: {
    lotId: number;
    userId: string;
    max: bigint;
    requestId: string;
  }): Promise<AutoBidAnswer>;
  deleteAutoBid(input: { lotId: number; userId: string }): Promise<AutoBidAnswer>;
  /** Technical interruption: the end moves by the time lost when it resumes. */
  pause(lotId: number): Promise<{ already: boolean; state: GameState }>;
  resume(lotId: number): Promise<{ already: boolean; lostMs: number; state: GameState }>;
  /**
   * Closes the lot in Redis if its end (by Redis TIME) has passed, then copies every bid the
   * Redis log holds into PostgreSQL (so the record is complete before anyone settles from it).
   * Idempotent. `rebuilt` lots are closed the same way.
   */
  close(
    lotId: number,
  ): Promise<
    | { closed: true; state: GameState }
    | { closed: false; reason: 'not-yet' | 'paused' | 'not-live'; endsAtMs: number | null }
  >;
  /**
   * Builds a live lot's Redis state from PostgreSQL when it is missing (lot_status LIVE or
   * PAUSED); undefined for a lot that is not live. Used at the start and by every read.
   */
  state(lotId: number): Promise<GameState | undefined>;
  /** The newest bids of a lot (newest first), from PostgreSQL. */
  lastBids(lotId: number, limit: number): Promise<BidView[]>;
  /** The caller's buyer number and auto-bid maximum, from the live state. */
  seat(lotId: number, userId: string): Promise<{ buyerNumber: number | null; autoBidMax: string | null }>;
  /** Forgets a lot's Redis state (after settlement), so memory holds live lots only. */
  forget(lotId: number): Promise<void>;
  /** The engine's clock: Redis TIME in epoch ms (a cached offset, refreshed every few seconds). */
  now(): number;
  /** Flushes the group commit and stops its timers (process shutdown). */
  shutdown(): Promise<void>;
}

/**
 * Reads the lot's accepted bids with seqs after `after` and before `before` from the engine's log
 * (Redis), in seq order: the bids other web processes accepted, which their own messages carry
 * (engine/bid-log.ts; used by room/broadcaster.ts).
 */
export type FillBids = (lotId: number, after: number, before: number) => Promise<BidView[]>;

/** Where the engine sends what watchers must see (the Socket.IO gateway, or its Redis emitter). */
export interface AuctionBroadcaster {
  bids(lotId: number, bids: BidView[], state: GameState): void;
  state(lotId: number, reason: 'paused' | 'resumed' | 'closed' | 'started' | 'sync', state: GameState): void;
}
