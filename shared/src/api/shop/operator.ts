/** Contracts of `api/shop/operator/*`: the platform operator's work queues. */
import { z } from 'zod';
import { multilineText, text } from '../text';
import { NOTICE_CHANNELS, NOTICE_TOPICS } from '../../domain/notification/topics';
import { pageQuerySchema, pageOf } from './page';
import { REFUND_STATUSES, refundSchema } from './payment-back';
import { rowIdParamsSchema, rowIdSchema } from './user';
import { gameStateSchema } from '../../realtime/events';
import { OPERATORS, type ApiGroup } from '../call';
import { liveBoardSchema } from '../../realtime/events';
import {
  moderationAnswerSchema,
  moderationOrderInfoSchema,
  moderationQueueSchema,
  moderationReasonSchema,
} from './operator-orders';
import { orderIdQuerySchema } from './order';
import {
  operatorProtocolPageSchema,
  operatorProtocolQuerySchema,
  protocolCancelAnswerSchema,
  protocolCancelSchema,
} from './protocols';

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

/** Pause and resume answer the lot's state; `already`: it was so before (nothing recorded again). */
export const liveAuctionPauseAnswerSchema = z.object({
  lot_id: z.number().int(),
  already: z.boolean(),
  state: gameStateSchema,
});
export type LiveAuctionPauseAnswer = z.infer<typeof liveAuctionPauseAnswerSchema>;
export const liveAuctionResumeAnswerSchema = liveAuctionPauseAnswerSchema.extend({
  /** The interruption's length: the end moved by it. */
  lost_ms: z.number().int(),
});
export type LiveAuctionResumeAnswer = z.infer<typeof liveAuctionResumeAnswerSchema>;

/** GET and POST operator/demo-bots: the demo's bots switch (absent in production). */
export const demoBotsBodySchema = z.object({ enabled: z.boolean() }).strict();
export const demoBotsAnswerSchema = z.object({ enabled: z.boolean() });
export type DemoBotsAnswer = z.infer<typeof demoBotsAnswerSchema>;

/**
 * GET operator/person-notices?login=: a person's recent notices and what became of each on every
 * channel (issue 27), for the operator answering "I was never told".
 */
export const personNoticesQuerySchema = z.object({
  /** The person's phone (any usual form) or e-mail. */
  login: text().trim().min(3).max(254),
});
export const noticeDeliverySchema = z.object({
  channel: z.enum(NOTICE_CHANNELS),
  status: z.enum(['queued', 'sending', 'sent', 'delivered', 'failed']),
  attempts: z.number().int(),
  /** The provider's words on the last failure. */
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export const personNoticesSchema = z.object({
  person: z.object({
    user_id: rowIdSchema,
    full_name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    /** The linked Telegram chat's username (null: none, or a chat without one), when linked. */
    telegram: z.object({ username: z.string().nullable(), linked_at: z.string() }).nullable(),
  }),
  /** The 30 latest notices of a topic, newest first. */
  items: z.array(
    z.object({
      id: rowIdSchema,
      sent_at: z.string(),
      /** In the operator's language. */
      title: z.string(),
      topic: z.enum(NOTICE_TOPICS),
      /** Its deliveries are written (null: not yet, or some wait for the morning: `waits_until`). */
      channels_at: z.string().nullable(),
      waits_until: z.string().nullable(),
      deliveries: z.array(noticeDeliverySchema),
    }),
  ),
});
export type PersonNotices = z.infer<typeof personNoticesSchema>;

export const operatorApi = {
  tag: 'operator',
  description: `The platform operator's work: refund applications, the live auctions board, results protocols and the order moderation desk. Operators only (guests 401, other roles 403); POSTs need the CSRF header.

**The moderation desk** (\`operator/orders\`, contracts in \`shared/src/api/shop/operator-orders.ts\`): a decision on an order that is not under the check (status 2, not rejected) is 409 \`ORDER_WRONG_STATE\` and writes nothing (docs/decisions.md "Order moderation desk"). The same decisions can be taken through \`order-action/do-act\`.`,
  calls: {
    'GET /api/shop/operator/person-notices': {
      summary: "A person's recent notices and their delivery on each channel",
      description:
        'By the phone (any usual form) or e-mail: the 30 latest notices that leave the cabinet, newest first, each with its SMS, e-mail and Telegram deliveries (status, attempts, the last error). No such person: 404 `NOT_FOUND`; a login that is neither a phone nor an e-mail: 400 `VALIDATION`.',
      auth: OPERATORS,
      query: personNoticesQuerySchema,
      answer: personNoticesSchema,
      errors: ['NOT_FOUND'],
    },
    'GET /api/shop/operator/refunds': {
      summary: 'Every refund application (or those of one status), newest first',
      auth: OPERATORS,
      query: operatorRefundQuerySchema,
      answer: operatorRefundPageSchema,
    },
    'POST /api/shop/operator/refunds/{id}/approve': {
      summary: 'Approve a refund: the blocked amount leaves to the card',
      description: `Answers the application. Decided already (by anyone): 409 \`WRONG_STATE\` with \`data.status\`.`,
      auth: OPERATORS,
      params: rowIdParamsSchema,
      body: refundDecisionSchema,
      answer: operatorRefundSchema,
      errors: ['NOT_FOUND', 'WRONG_STATE'],
    },
    'POST /api/shop/operator/refunds/{id}/reject': {
      summary: 'Reject a refund: the blocked amount returns to the available balance',
      description: `The same 409 rule as approve; the reason is what the user reads.`,
      auth: OPERATORS,
      params: rowIdParamsSchema,
      body: refundDecisionSchema,
      answer: operatorRefundSchema,
      errors: ['NOT_FOUND', 'WRONG_STATE'],
    },
    'GET /api/shop/operator/live-auctions': {
      summary: 'The board of live and paused auctions',
      description: `The same rows as the socket's \`operator:live-auctions\`; names in the caller's language.`,
      auth: OPERATORS,
      answer: liveBoardSchema,
    },
    'POST /api/shop/operator/live-auctions/pause': {
      summary: 'Pause a live auction (a technical interruption)',
      description: `Every participant gets a cabinet message with the reason.`,
      auth: OPERATORS,
      body: liveAuctionPauseSchema,
      answer: liveAuctionPauseAnswerSchema,
      errors: ['NOT_FOUND', 'AUCTION_NOT_LIVE', 'AUCTION_ENDED'],
    },
    'POST /api/shop/operator/live-auctions/resume': {
      summary: 'Resume a paused auction; its end moves by the time lost',
      auth: OPERATORS,
      body: liveAuctionResumeSchema,
      answer: liveAuctionResumeAnswerSchema,
      errors: ['NOT_FOUND', 'AUCTION_NOT_LIVE', 'AUCTION_ENDED'],
    },
    'GET /api/shop/operator/demo-bots': {
      summary: "The demo's bots switch",
      description: `Not in production (404 there).`,
      auth: OPERATORS,
      answer: demoBotsAnswerSchema,
      errors: ['NOT_FOUND'],
    },
    'POST /api/shop/operator/demo-bots': {
      summary: "Switch the demo's bots on or off (every process)",
      description: `Not in production (404 there).`,
      auth: OPERATORS,
      body: demoBotsBodySchema,
      answer: demoBotsAnswerSchema,
      errors: ['NOT_FOUND'],
    },
    'GET /api/shop/operator/protocols': {
      summary: 'Every results protocol, newest first',
      description: `ProtocolRows with \`winner_name\` and \`cancelled_by_name\`.`,
      auth: OPERATORS,
      query: operatorProtocolQuerySchema,
      answer: operatorProtocolPageSchema,
    },
    'POST /api/shop/operator/protocols/cancel': {
      summary: 'Cancel an active protocol',
      description: `The reason (1 to 500 characters) is required; the winner gets a cabinet message (\`protocols:cancelled.cabinet\`, with the reason). Cancelled already: 409 \`WRONG_STATE\`; unknown: 404.`,
      auth: OPERATORS,
      body: protocolCancelSchema,
      answer: protocolCancelAnswerSchema,
      errors: ['NOT_FOUND', 'WRONG_STATE'],
    },
    'GET /api/shop/operator/orders': {
      summary: 'The moderation queue: orders under the check, oldest sent first',
      auth: OPERATORS,
      query: pageQuerySchema,
      answer: moderationQueueSchema,
    },
    'GET /api/shop/operator/orders/{id}': {
      summary: 'One order with everything its customer gave',
      auth: OPERATORS,
      params: orderIdQuerySchema,
      answer: moderationOrderInfoSchema,
      errors: ['NOT_FOUND'],
    },
    'POST /api/shop/operator/orders/{id}/approve': {
      summary: 'Approve: the order goes on trade (status 3)',
      description: `The order's lot is made and its start scheduled; \`lot_ids\` names it.`,
      auth: OPERATORS,
      params: orderIdQuerySchema,
      answer: moderationAnswerSchema,
      errors: ['NOT_FOUND', 'ORDER_WRONG_STATE', 'ORDER_INCOMPLETE'],
    },
    'POST /api/shop/operator/orders/{id}/return': {
      summary: 'Return the order to its customer (status 1 again), with the reason',
      auth: OPERATORS,
      params: orderIdQuerySchema,
      body: moderationReasonSchema,
      answer: moderationAnswerSchema,
      errors: ['NOT_FOUND', 'ORDER_WRONG_STATE'],
    },
    'POST /api/shop/operator/orders/{id}/reject': {
      summary: 'Reject the order, with the reason',
      description: `The order then allows only a copy.`,
      auth: OPERATORS,
      params: orderIdQuerySchema,
      body: moderationReasonSchema,
      answer: moderationAnswerSchema,
      errors: ['NOT_FOUND', 'ORDER_WRONG_STATE'],
    },
  },
} satisfies ApiGroup;
