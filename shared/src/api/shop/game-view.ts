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
import { ErrorCode } from '../../errors';
import { bidViewSchema, gameCountsSchema, gameSeatSchema, gameStateSchema } from '../../realtime/events';
import { localNamesSchema } from './dictionaries';
import { sumAmountSchema } from './money';
import { lotCardSchema, lotIdQuerySchema } from './shop-lots';
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
export type OtherAuction = z.infer<typeof lotCardSchema>;

/** GET game-view/base. */
export const gameBaseSchema = z.object({
  lot: z.object({
    id: z.number().int(),
    lot_number: z.string(),
    /** The lot's name in every language (the client shows its own). */
    name: localNamesSchema,
    main_photo: z.string().nullable(),
    lot_status: z.number().int(),
    start_price: z.string(),
    deposit_amount: z.string(),
    deposit_percent: z.number(),
    first_step_price: z.string(),
    step_percent: z.number(),
    starts_at: z.string(),
    ends_at: z.string(),
    over_time_minutes: z.number().int(),
  }),
  other_auctions: z.array(lotCardSchema),
});
export type GameBase = z.infer<typeof gameBaseSchema>;

/** GET game-view/lot-game-info. */
export const lotGameInfoSchema = z.object({
  state: gameStateSchema,
  /** Newest first, at most 50. */
  bids: z.array(bidViewSchema),
  counts: gameCountsSchema,
  seat: gameSeatSchema,
  server_time: z.number().int(),
});
export type LotGameInfo = z.infer<typeof lotGameInfoSchema>;

/** GET game-view/check. */
export const gameCheckSchema = z.object({
  can_bid: z.boolean(),
  seat: gameSeatSchema,
  /** Why not, when can_bid is false. */
  reason: z.enum(ErrorCode).nullable(),
});
export type GameCheck = z.infer<typeof gameCheckSchema>;

/** GET game-view/over-time. */
export const overTimeInfoSchema = z.object({
  over_time_minutes: z.number().int(),
  ends_at: z.number().int(),
  /** True once over-time has moved the end past the lot's scheduled end. */
  extended: z.boolean(),
  server_time: z.number().int(),
});
export type OverTimeInfo = z.infer<typeof overTimeInfoSchema>;
