/**
 * Contracts of `api/shop/game-view/*`: the game page's REST side (the resync source) and the bid
 * and auto-bid calls for HTTP clients, with the same rules, idempotency and durability as the
 * socket (shared/src/realtime/events.ts holds the answer shapes).
 *
 *   GET  game-view/base?lot_id           the lot's summary and the other current auctions
 *   GET  game-view/lot-game-info?lot_id  state, last bids, counts, the caller's seat
 *   GET  game-view/check?lot_id          may the caller bid?
 *   GET  game-view/over-time?lot_id      the over-time window and the current end
 *   GET  game-view/price-history?lot_id  every bid so far, the pauses and the ends (the room's chart)
 *   POST game-view/bid                   {lot_id, amount, request_id}
 *   POST game-view/auto-bid              {lot_id, max_amount, request_id}
 *   POST game-view/auto-bid/delete       {lot_id}
 */
import { z } from 'zod';
import { ErrorCode } from '../../errors';
import { localNamesSchema } from './dictionaries';
import { sumAmountSchema } from './money';
import { lotCardSchema, lotIdQuerySchema } from './shop-lots';
import { text } from '../text';
import type { ApiGroup } from '../call';
import { roomRecordCalls } from './user-standing';
import {
  autoBidAnswerSchema,
  bidAnswerSchema,
  bidViewSchema,
  gameCountsSchema,
  gameSeatSchema,
  gameStateSchema,
} from '../../realtime/events';

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

/** One technical interruption, epoch ms; `resumed_at` null while it lasts. */
export const gamePauseSchema = z.object({
  paused_at: z.number().int(),
  resumed_at: z.number().int().nullable(),
});

/** GET game-view/price-history: what the room's price-over-time chart draws. */
export const priceHistorySchema = z.object({
  lot_id: z.number().int(),
  /** When the auction began (epoch ms); null before it did. */
  started_at: z.number().int().nullable(),
  /** The end as scheduled before any over-time; `ends_at` past it means over-time. */
  scheduled_end_at: z.number().int(),
  ends_at: z.number().int(),
  /** Every accepted bid, oldest first (at most PRICE_HISTORY_MAX, the newest). */
  bids: z.array(bidViewSchema),
  pauses: z.array(gamePauseSchema),
  server_time: z.number().int(),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

/** The most bids a price history carries: a chart has no use for more points than pixels. */
export const PRICE_HISTORY_MAX = 5000;

const bidErrors = [
  'NOT_FOUND',
  'NOT_AN_AUCTION',
  'NOT_PARTICIPANT',
  'USER_BARRED',
  'CONSENT_REQUIRED',
  'BID_TOO_LOW',
  'ALREADY_LEADER',
  'AUCTION_PAUSED',
  'AUCTION_ENDED',
  'AUCTION_NOT_LIVE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
] as const;

export const gameViewApi = {
  tag: 'game-view',
  description: `The live auction's REST side (contracts: \`shared/src/api/shop/game-view.ts\`; the socket's events are in \`x-socket-events\` and \`shared/src/realtime/events.ts\`). Only auctions have a game: these calls and the socket's \`auction:join\` answer a fixed-price lot with 404 \`NOT_AN_AUCTION\` (\`data.lot_id\`); the client then opens its lot page. Prices are tiyin digit strings; times in the game's answers are epoch ms of the engine's clock (Redis \`TIME\`). Every answer about a lot carries its \`seq\` (the number of bids it accepted).

A finished lot's \`lot-game-info\` (and join answer) reads its result, as \`shop-lots/result\` does: the state at the final price with the winner as leader, and every bid of the result.

\`amount\` and \`max_amount\` are sums as typed (\`"10 500 000"\`, \`10500000.5\`); \`request_id\` is 8 to 64 letters, digits, \`-\` or \`_\` (a UUID). Bid errors: \`VALIDATION\` (400: 0, negative, more than two decimals, not a number, \`1e309\`, above 2^53 tiyin), \`NOT_FOUND\` (404), \`UNAUTHORIZED\` (401), \`NOT_PARTICIPANT\` (403), \`BID_TOO_LOW\` (409, \`data.suggested\`), \`ALREADY_LEADER\`, \`AUCTION_PAUSED\`, \`AUCTION_ENDED\`, \`AUCTION_NOT_LIVE\` (409), \`AUTO_BID_TOO_LOW\` (409), \`AUTO_BID_TOO_HIGH\` (400, \`data.max\`), \`RATE_LIMITED\` (429), \`SERVICE_UNAVAILABLE\` (503: the record could not be written; the bid is not acknowledged). A bar (\`USER_BARRED\`) or a missing consent (\`CONSENT_REQUIRED\`) refuses a bid and setting an auto-bid (403); deleting an auto-bid stays allowed.`,
  calls: {
    'GET /api/shop/game-view/base': {
      summary: "The lot's summary and the other current auctions",
      auth: 'guest',
      query: gameLotQuerySchema,
      answer: gameBaseSchema,
      errors: ['NOT_FOUND', 'NOT_AN_AUCTION'],
    },
    'GET /api/shop/game-view/lot-game-info': {
      summary: "State, the last bids, counts and the caller's seat: the resync source",
      description: `Bids newest first, at most 50. \`state.status\` is \`waiting\`, \`live\`, \`paused\` or \`closed\`.`,
      auth: 'guest',
      query: gameLotQuerySchema,
      answer: lotGameInfoSchema,
      errors: ['NOT_FOUND', 'NOT_AN_AUCTION'],
    },
    'GET /api/shop/game-view/check': {
      summary: 'May the caller bid now, and why not',
      description: `\`reason\` \`UNAUTHORIZED\`, \`BUYER_ROLE_REQUIRED\`, \`NOT_PARTICIPANT\`, \`AUCTION_NOT_LIVE\`, \`AUCTION_PAUSED\` or \`AUCTION_ENDED\`.`,
      auth: 'guest',
      query: gameLotQuerySchema,
      answer: gameCheckSchema,
      errors: ['NOT_FOUND', 'NOT_AN_AUCTION'],
    },
    'GET /api/shop/game-view/over-time': {
      summary: 'The over-time window and the current end',
      auth: 'guest',
      query: gameLotQuerySchema,
      answer: overTimeInfoSchema,
      errors: ['NOT_FOUND', 'NOT_AN_AUCTION'],
    },
    'GET /api/shop/game-view/price-history': {
      summary: 'Every bid so far, the pauses and the ends: the price-over-time chart',
      description: `Bids oldest first (the newest ${PRICE_HISTORY_MAX} at most), from the record: a live lot's committed bids, a finished lot's result. \`pauses\` are the technical interruptions (\`resumed_at\` null while one lasts); \`ends_at\` past \`scheduled_end_at\` is over-time.`,
      auth: 'guest',
      query: gameLotQuerySchema,
      answer: priceHistorySchema,
      errors: ['NOT_FOUND', 'NOT_AN_AUCTION'],
    },
    'POST /api/shop/game-view/bid': {
      summary: 'Place a bid (participants)',
      description: `Answers only once the bid is committed in PostgreSQL. A repeated \`request_id\` answers the first answer with \`duplicate: true\`. The plain case (a session, a valid CSRF token, a JSON body) takes a fast path below Express with the same rules (\`server/src/http/fast-bid.ts\`).`,
      auth: 'user',
      body: bidBodySchema,
      answer: bidAnswerSchema,
      errors: bidErrors,
    },
    'POST /api/shop/game-view/auto-bid': {
      summary: 'Set the auto-bid maximum (participants)',
      auth: 'user',
      body: autoBidBodySchema,
      answer: autoBidAnswerSchema,
      errors: [...bidErrors, 'AUTO_BID_TOO_LOW', 'AUTO_BID_TOO_HIGH'],
    },
    'POST /api/shop/game-view/auto-bid/delete': {
      summary: 'Delete the auto-bid (participants)',
      description: `Answers \`{auto_bid_max: null, bids: [], state}\`.`,
      auth: 'user',
      body: autoBidDeleteBodySchema,
      answer: autoBidAnswerSchema,
      errors: ['NOT_FOUND', 'NOT_AN_AUCTION', 'NOT_PARTICIPANT', 'AUCTION_ENDED', 'AUCTION_NOT_LIVE'],
    },
    // The participants' track records beside their buyer numbers (api/shop/user-standing.ts).
    ...roomRecordCalls,
  },
} satisfies ApiGroup;
