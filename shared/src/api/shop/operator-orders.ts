/**
 * Contracts of `api/shop/operator/orders`: the operator's moderation desk (docs/decisions.md "Order
 * moderation desk"). GET ?page=&size= is the queue (orders under the check, oldest sent first);
 * GET :id is one order with everything its customer gave; POST :id/approve puts it on trade,
 * POST :id/return and :id/reject {reason} send it back or end it. Operators only: guests 401,
 * other roles 403; a decision on an order not under the check is 409 ORDER_WRONG_STATE.
 */
import { z } from 'zod';
import { MODERATION_DECISIONS } from '../../domain/order/order-actions';
import { multilineText } from '../text';
import { orderFullInfoSchema, orderSummarySchema } from './order';
import { pageOf } from './page';

export const MODERATION_REASON_MAX = 500;

/** A queue row: the customer's summary of the order and who sent it. */
export const moderationOrderSchema = orderSummarySchema.extend({
  customer_name: z.string(),
  customer_phone: z.string(),
});
export type ModerationOrder = z.infer<typeof moderationOrderSchema>;
export const moderationQueueSchema = pageOf(moderationOrderSchema);

/** One order as the operator checks it: the customer's full view plus the rejection, if any. */
export const moderationOrderInfoSchema = orderFullInfoSchema.extend({
  customer_phone: z.string(),
  customer_email: z.string().nullable(),
  rejected_at: z.string().nullable(),
  reject_reason: z.string().nullable(),
});
export type ModerationOrderInfo = z.infer<typeof moderationOrderInfoSchema>;

/** Return and reject: the reason the customer reads, required. */
export const moderationReasonSchema = z.object({
  reason: multilineText().trim().min(1).max(MODERATION_REASON_MAX),
});
export type ModerationReason = z.infer<typeof moderationReasonSchema>;

export const moderationAnswerSchema = z.object({
  order_id: z.number().int(),
  decision: z.enum(MODERATION_DECISIONS),
  /** Where the order stands now: 3 on trade, 1 forming again, 2 for a rejected order. */
  status: z.number().int(),
  /** The lots an approval made (empty for the other decisions). */
  lot_ids: z.array(z.number().int()),
});
export type ModerationAnswer = z.infer<typeof moderationAnswerSchema>;

/**
 * POST order-action/do-act as an operator: the moderator's decisions through the customer's call
 * (the same as POST operator/orders/:id/<decision>); return and reject need a reason.
 */
export const moderatorDoActBodySchema = z
  .object({
    order_id: z.coerce.number().int().min(1).max(2_147_483_647),
    action: z.enum(MODERATION_DECISIONS),
    reason: multilineText().trim().min(1).max(MODERATION_REASON_MAX).optional(),
  })
  .refine((body) => body.action === 'approve' || body.reason !== undefined, {
    path: ['reason'],
    message: 'required',
  });
export type ModeratorDoActBody = z.infer<typeof moderatorDoActBodySchema>;
