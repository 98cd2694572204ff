/**
 * Contracts of repeated auctions (docs/decisions.md "Repeated auctions (issue 12)"): the customer
 * puts a lot of their order that did not sell up again at a lower start price. Money in tiyin
 * strings in answers, sums as typed in inputs; times ISO UTC.
 *
 *   GET  order-action/repeat-terms?lot_id        may it be put up again, why not, and the prices
 *   POST order-action/repeat-lot {lot_id, start_price}   the new lot
 */
import { z } from 'zod';
import { REPEAT_REFUSALS } from '../../domain/lot/repeat-auction';
import { SELLERS, type ApiGroup } from '../call';
import { calendarDaySchema } from './calendar';
import { sumAmountSchema, tiyinSchema } from './money';

const lotIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** GET order-action/repeat-terms?lot_id */
export const repeatTermsQuerySchema = z.object({ lot_id: lotIdSchema });

export const repeatTermsSchema = z.object({
  lot_id: z.number().int(),
  lot_number: z.string(),
  trade_type: z.number().int(),
  allowed: z.boolean(),
  /** Why not, when not allowed. */
  reason: z.enum(REPEAT_REFUSALS).nullable(),
  /** The new lot's round (1 for the first repeat); null when not allowed. */
  round: z.number().int().nullable(),
  /** The start price of the order's first lot. */
  original_price: tiyinSchema,
  /** The start price of this lot: the new one must be below it. */
  previous_price: tiyinSchema,
  /** Half of the original, rounded up to whole so'm: the lowest start price allowed. */
  floor_price: tiyinSchema,
  /** One step below the previous price, never below the floor; null when not allowed. */
  suggested_price: tiyinSchema.nullable(),
});
export type RepeatTermsAnswer = z.infer<typeof repeatTermsSchema>;

/**
 * POST order-action/repeat-lot: the new start price in sums as typed (bounds checked by the
 * server) and, optionally, the Tashkent day its notice is published: absent or today, at once; a
 * later day (up to 30 days ahead), the lot waits in status 15 until 09:00 of that day.
 */
export const repeatLotBodySchema = z.object({
  lot_id: lotIdSchema,
  start_price: sumAmountSchema(),
  publish_on: calendarDaySchema.optional(),
});
export type RepeatLotBody = z.input<typeof repeatLotBodySchema>;

export const repeatLotAnswerSchema = z.object({
  order_id: z.number().int(),
  /** The order's status after the repeat (3 again when it had finished). */
  order_status: z.number().int(),
  repeat_of_lot_id: z.number().int(),
  lot_id: z.number().int(),
  lot_number: z.string(),
  round: z.number().int(),
  start_price: tiyinSchema,
  /** 15 (waiting for the repeat auction) until a put-off notice is published, else the trade's first. */
  lot_status: z.number().int(),
  published_at: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type RepeatLotAnswer = z.infer<typeof repeatLotAnswerSchema>;

export const repeatAuctionApi = {
  tag: 'repeat-auction',
  description: `Repeated auctions (docs/decisions.md "Repeated auctions (issue 12)"; the rule: \`shared/src/domain/lot/repeat-auction.ts\`): the customer puts a lot of their order that did not sell up again at a lower start price, never below half the original. The caller's own orders' lots, as the other \`order-action\` calls: guests 401, accounts that do not sell 403 \`FORBIDDEN\`, another's lot or an unknown one 404 \`NOT_FOUND\`. Money in answers is tiyin strings; the price in the body is sums as typed. The POST needs the CSRF header; a refused one writes nothing.

\`lot-card/details\` carries \`repeat: {round, previous_lot_id, previous_lot_number}\` for a lot put up again (null otherwise). A repeat's lot number is the order's first lot's number and the round (\`9000000123-1\`); a lot number search by the first number finds its repeats too.`,
  calls: {
    'GET /api/shop/order-action/repeat-terms': {
      summary: 'May the lot be put up again, why not, and its prices',
      description: `\`reason\` (when not allowed): \`not_finished\`, \`sold\`, \`withdrawn\`, \`cancelled\`, \`already_repeated\`, \`not_latest\`, \`at_floor\`; \`round\` and \`suggested_price\` are null then.`,
      auth: SELLERS,
      query: repeatTermsQuerySchema,
      answer: repeatTermsSchema,
      errors: ['NOT_FOUND'],
    },
    'POST /api/shop/order-action/repeat-lot': {
      summary: 'Put the lot up again at a lower start price: a new lot of the order, its start scheduled',
      description: `The new lot is written as the moderator's approval writes one (photos, visible documents, schedule from its notice). \`publish_on\` (optional, Tashkent \`YYYY-MM-DD\`): today or absent publishes the notice at once; a later day up to 30 days ahead writes the lot now in status 15 (waiting for the repeat auction) with its schedule counted from 09:00 of that day, when the trade sweep publishes it (applications open then, saved searches hear of it then); 400 \`REPEAT_DATE_OUT_OF_RANGE\` (\`data: {min, max}\`) outside that range. 409 \`REPEAT_NOT_ALLOWED\`: \`data.reason\` as \`repeat-terms\` names it, worded in the caller's language. 400 \`REPEAT_PRICE_OUT_OF_RANGE\`: below the floor or not below the lot's start price, \`data: {min, below}\` in tiyin. 400 \`FIXED_PRICE_ABOVE_LIMIT\`: a fixed-price repeat above 60 BHM of the new notice's day.`,
      auth: SELLERS,
      body: repeatLotBodySchema,
      answer: repeatLotAnswerSchema,
      errors: [
        'NOT_FOUND',
        'REPEAT_NOT_ALLOWED',
        'REPEAT_PRICE_OUT_OF_RANGE',
        'REPEAT_DATE_OUT_OF_RANGE',
        'FIXED_PRICE_ABOVE_LIMIT',
      ],
    },
  },
} satisfies ApiGroup;
