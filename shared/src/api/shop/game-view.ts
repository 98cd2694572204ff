/**
 * Contracts of `api/shop/game-view/*`: the game page's REST side (the resync source) and the bid
 * and auto-bid calls for HTTP clients, with the same rules, idempotency and durability as the
 * socket (shared/src/realtime/events.ts holds the answer shapes).
 *
 *   GET  game-view/base?lot_id           the lot's summary and the other current auctions
 *   GET  game-view/lot-game-info?lot_id  state, last bids, counts, the caller's seat
 *   GET  game-view/check?lot_id          may the caller bid?
 *   GET  game-view/over-time?lot_id      the over-time window and the current end
 *   POST game-view/bid                   {lot_id, amount, request_id}
 *   POST game-view/auto-bid              {lot_id, max_amount, request_id}
 *   POST game-view/auto-bid/delete       {lot_id}
 */
import { z } from 'zod';
import type { ErrorCode } from '../../errors';
import type { BidView, GameCounts, GameSeat, GameState } from '../../realtime/events';
import { sumAmountSchema } from './money';
import { lotIdQuerySchema, type LotCard } from './shop-lots';
import { text } from '../text';

/** `?lot_id=` of the GET calls (the catalogue's own schema). */
export const gameLotQuerySchema = lotIdQuerySchema;

/** The client's idempotency key of a bid: a UUID or any 8 to 64 letters, digits, '-' or '_'. */
export const requestIdSchema = text().regex(/^[A-Za-z0-9_-]{8,64}$/);

export const bidBodySchema = z.object({
  lot_id: z.number().int().min(1).max(2_147_483_647),
  amount: sumAmountSchema(),
  request_id: requestIdSchema,
});
export type BidBody = z.infer<typeof bidBodySchema>;

export const autoBidBodySchema = z.object({
  lot_id: z.number().int().min(1).max(2_147_483_647),
  max_amount: sumAmountSchema(),
  request_id: requestIdSchema,
});
export type AutoBidBody = z.infer<typeof autoBidBodySchema>;

export const autoBidDeleteBodySchema = z.object({ lot_id: z.number().int().min(1).max(2_147_483_647) });

/** Another live auction (the catalogue's lot card: names in every language). */
export type OtherAuction = LotCard;

/** GET game-view/base. */
export interface GameBase {
  lot: {
    id: number;
    lot_number: string;
    /** The lot's name in every language (the client shows its own). */
    name: LotCard['name'];
    main_photo: string | null;
    lot_status: number;
    start_price: string;
    deposit_amount: string;
    deposit_percent: number;
    first_step_price: string;
    step_percent: number;
    starts_at: string;
    ends_at: string;
    over_time_minutes: number;
  };
  other_auctions: OtherAuction[];
}

/** GET game-view/lot-game-info. */
export interface LotGameInfo {
  state: GameState;
  /** Newest first, at most 50. */
  bids: BidView[];
  counts: GameCounts;
  seat: GameSeat;
  server_time: number;
}

/** GET game-view/check. */
export interface GameCheck {
  can_bid: boolean;
  seat: GameSeat;
  /** Why not, when can_bid is false. */
  reason: ErrorCode | null;
}

/** GET game-view/over-time. */
export interface OverTimeInfo {
  over_time_minutes: number;
  ends_at: number;
  /** True once over-time has moved the end past the lot's scheduled end. */
  extended: boolean;
  server_time: number;
}
