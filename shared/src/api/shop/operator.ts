/** Contracts of `api/shop/operator/*`: the platform operator's work queues. */
import { z } from 'zod';
import { multilineText } from '../text';
import { pageQuerySchema, pageOf } from './page';
import { REFUND_STATUSES, refundSchema } from './payment-back';
import { rowIdSchema } from './user';

/** GET operator/refunds?status=&page=&size=: without `status`, every application, newest first. */
export const operatorRefundQuerySchema = pageQuerySchema.extend({
  status: z.enum(REFUND_STATUSES).optional(),
});

/** An application with who applied and who decided. */
export const operatorRefundSchema = refundSchema.extend({
  user_id: rowIdSchema,
  user_full_name: z.string(),
  decided_by: rowIdSchema.nullable(),
});
export type OperatorRefund = z.infer<typeof operatorRefundSchema>;
export const operatorRefundPageSchema = pageOf(operatorRefundSchema);

/** POST operator/refunds/:id/approve and /reject: an optional note (the reason of a rejection). */
export const refundDecisionSchema = z
  .object({ reason: multilineText().trim().max(500).optional() })
  .default({});

/**
 * The live auctions board (issue 5): GET operator/live-auctions answers every live or paused lot
 * (rows as the socket's 'operator:live-auctions' event); POST operator/live-auctions/pause
 * {lot_id, reason} and /resume {lot_id}: a technical interruption, every participant notified.
 */
const liveLotIdSchema = z.number().int().min(1).max(2_147_483_647);
export const liveAuctionPauseSchema = z.object({
  lot_id: liveLotIdSchema,
  reason: multilineText().trim().min(1).max(500),
});
export const liveAuctionResumeSchema = z.object({ lot_id: liveLotIdSchema });
