/**
 * Contracts of `api/shop/cabinet/my-application*`: a buyer's applications to auction lots (signed
 * in; guests get 401). Applying blocks the lot's deposit on the balance and gives a buyer number;
 * cancelling before the start releases it.
 *
 *   GET  cabinet/my-application?page&size[&lot_id]  the caller's applications, newest first
 *   POST cabinet/my-application         {lot_id}    apply
 *   POST cabinet/my-application/cancel  {lot_id}    cancel before the start
 */
import { z } from 'zod';
import { localNamesSchema } from './dictionaries';
import { tiyinSchema } from './money';
import { pageOf, pageQuerySchema } from './page';
import { rowIdSchema } from './user';

const lotIdSchema = z.number().int().min(1).max(2_147_483_647);

export const APPLICATION_STATUSES = ['sent', 'cancelled'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const DEPOSIT_STATES = ['blocked', 'released', 'kept', 'counted', 'forfeited'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

/** GET cabinet/my-application: a page, optionally only the caller's applications to one lot. */
export const myApplicationQuerySchema = pageQuerySchema.extend({
  lot_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type MyApplicationQuery = z.output<typeof myApplicationQuerySchema>;

/** POST cabinet/my-application and cabinet/my-application/cancel. */
export const applicationBodySchema = z.object({ lot_id: lotIdSchema });

/** One application as its buyer sees it. Money in tiyin; times ISO UTC. */
export const myApplicationSchema = z.object({
  id: rowIdSchema,
  lot_id: z.number().int(),
  lot_number: z.string(),
  /** The lot's name in the four languages (the client picks the reader's, as in the catalogue). */
  name: localNamesSchema,
  lot_status: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  buyer_number: z.number().int().min(1),
  status: z.enum(APPLICATION_STATUSES),
  deposit_amount: tiyinSchema,
  deposit_state: z.enum(DEPOSIT_STATES),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  /** Sent, and the lot still before its start: the buyer may cancel it. */
  can_cancel: z.boolean(),
  /** Sent, and the auction live or paused now: the game page can be opened. */
  can_enter: z.boolean(),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const myApplicationPageSchema = pageOf(myApplicationSchema);
export type MyApplicationPage = z.infer<typeof myApplicationPageSchema>;
