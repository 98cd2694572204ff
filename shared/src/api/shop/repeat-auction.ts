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

/** POST order-action/repeat-lot: the new start price in sums as typed (bounds checked by the server). */
export const repeatLotBodySchema = z.object({ lot_id: lotIdSchema, start_price: sumAmountSchema() });
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
  starts_at: z.string(),
  ends_at: z.string(),
});
export type RepeatLotAnswer = z.infer<typeof repeatLotAnswerSchema>;
