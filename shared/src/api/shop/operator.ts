/** Contracts of `api/shop/operator/*`: the platform operator's work queues. */
import { z } from 'zod';
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
export const refundDecisionSchema = z.object({ reason: z.string().trim().max(500).optional() }).default({});
