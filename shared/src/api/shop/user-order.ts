/**
 * Contracts of the one-click purchase at a fixed price (docs/decisions.md "One-click purchase").
 * Money in tiyin strings, times ISO UTC.
 *
 *   POST user-order/send-code                    {lot_id, count?}        a code to buy `count` copies
 *   POST cabinet/send-code-for-create-user-order {lot_id, count?}        the same, from the cabinet
 *   POST user-order/create-user-order            {lot_id, count?, code}  buy: the code confirms it
 *   POST user-order/send-code-cancel-user-order  {user_order_id}         a code to cancel a purchase
 *   POST cabinet/cancel_user_order               {user_order_id, code}   cancel: the money comes back
 *   GET  user-order/list?page&size                                       the caller's purchases
 */
import { z } from 'zod';
import { MAX_COPIES_PER_PURCHASE } from '../../domain/user-order/purchase';
import { localNamesSchema } from './dictionaries';
import { tiyinSchema } from './money';
import { BUYERS, type ApiGroup } from '../call';
import { pageOf, pageQuerySchema } from './page';

const lotIdSchema = z.number().int().min(1).max(2_147_483_647);
const userOrderIdSchema = z.string().regex(/^[1-9]\d{0,17}$/);
/** Copies: a whole number from 1 (the default); the copies left bound it further. */
const countSchema = z.number().int().min(1).max(MAX_COPIES_PER_PURCHASE).default(1);
/** The code as typed: six digits (spaces around are the form's business, not ours). */
const codeSchema = z.string().regex(/^\d{6}$/);

/** POST user-order/send-code and cabinet/send-code-for-create-user-order. */
export const sendBuyCodeBodySchema = z.object({ lot_id: lotIdSchema, count: countSchema });
export type SendBuyCodeBody = z.input<typeof sendBuyCodeBodySchema>;

/** POST user-order/create-user-order: the code must be the one sent for this lot and count. */
export const createUserOrderBodySchema = z.object({
  lot_id: lotIdSchema,
  count: countSchema,
  code: codeSchema,
});
export type CreateUserOrderBody = z.input<typeof createUserOrderBodySchema>;

/** POST user-order/send-code-cancel-user-order. */
export const sendCancelCodeBodySchema = z.object({ user_order_id: userOrderIdSchema });
export type SendCancelCodeBody = z.input<typeof sendCancelCodeBodySchema>;

/** POST cabinet/cancel_user_order. */
export const cancelUserOrderBodySchema = z.object({ user_order_id: userOrderIdSchema, code: codeSchema });
export type CancelUserOrderBody = z.input<typeof cancelUserOrderBodySchema>;

export const CODE_CHANNELS = ['sms', 'email'] as const;

/** The answer of both send-code calls: where the one code went (masked), and its timings. */
export const codeSentSchema = z.object({
  channels: z.array(z.enum(CODE_CHANNELS)).min(1),
  sent_to: z.array(z.object({ channel: z.enum(CODE_CHANNELS), to: z.string() })).min(1),
  resend_in_s: z.number().int().nonnegative(),
  expires_in_s: z.number().int().positive(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

export const USER_ORDER_STATUSES = ['paid', 'cancelled'] as const;
export type UserOrderStatus = (typeof USER_ORDER_STATUSES)[number];

/** One purchase as its buyer sees it, with what its receipt prints. */
export const userOrderSchema = z.object({
  id: userOrderIdSchema,
  receipt_no: z.string(),
  lot_id: z.number().int(),
  lot_number: z.string(),
  name: localNamesSchema,
  count: z.number().int().min(1),
  unit_price: tiyinSchema,
  total: tiyinSchema,
  status: z.enum(USER_ORDER_STATUSES),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  /** Who sold it (the customer's name as the order gives it). */
  seller: z.string(),
  /** Whether Cancel is offered now, and until when at the latest (the sale may end first). */
  can_cancel: z.boolean(),
  cancel_until: z.string().nullable(),
});
export type UserOrder = z.infer<typeof userOrderSchema>;

export const userOrderPageSchema = pageOf(userOrderSchema);
export type UserOrderPage = z.infer<typeof userOrderPageSchema>;

/** The answer of a purchase and of a cancel: the purchase as it is now, and the copies left. */
export const userOrderAnswerSchema = z.object({
  user_order: userOrderSchema,
  quantity_left: z.number().int().nonnegative(),
});
export type UserOrderAnswer = z.infer<typeof userOrderAnswerSchema>;

export const userOrderApi = {
  tag: 'user-order',
  description: `The one-click purchase at a fixed price (docs/decisions.md "One-click purchase"): buyers only (guests 401, other roles 403). A code sent by SMS or e-mail confirms a purchase and a cancel. Buying one's own lot is 403.`,
  calls: {
    'POST /api/shop/user-order/send-code': {
      summary: 'A code to buy `count` copies of a fixed-price lot',
      description: `\`resend_in_s: 60\`, \`expires_in_s: 180\`; the destinations masked. \`SOLD_OUT {left}\`, \`RATE_LIMITED {retry_after_s}\`.`,
      auth: BUYERS,
      body: sendBuyCodeBodySchema,
      answer: codeSentSchema,
      errors: [
        'NOT_FOUND',
        'NOT_FIXED_PRICE',
        'NOT_ON_SALE',
        'SOLD_OUT',
        'RATE_LIMITED',
        'NO_CONTACT',
        'CONSENT_REQUIRED',
      ],
    },
    'POST /api/shop/user-order/create-user-order': {
      summary: 'Buy: the code confirms it, the money moves at once',
      description: `The errors of send-code, and \`CODE_NOT_FOUND\`, \`CODE_INVALID {left}\`, \`CODE_EXPIRED\`, \`CODE_LOCKED\`, \`INSUFFICIENT_FUNDS {shortfall}\` (nothing charged).`,
      auth: BUYERS,
      body: createUserOrderBodySchema,
      answer: userOrderAnswerSchema,
      errors: [
        'NOT_FOUND',
        'NOT_FIXED_PRICE',
        'NOT_ON_SALE',
        'SOLD_OUT',
        'CONSENT_REQUIRED',
        'CODE_NOT_FOUND',
        'CODE_INVALID',
        'CODE_EXPIRED',
        'CODE_LOCKED',
        'INSUFFICIENT_FUNDS',
      ],
    },
    'POST /api/shop/user-order/send-code-cancel-user-order': {
      summary: 'A code to cancel a purchase',
      description: `Another user's purchase: 404; \`NOT_CANCELLABLE {reason: cancelled, sale_ended, too_late}\`.`,
      auth: BUYERS,
      body: sendCancelCodeBodySchema,
      answer: codeSentSchema,
      errors: ['NOT_FOUND', 'NOT_CANCELLABLE', 'RATE_LIMITED', 'NO_CONTACT'],
    },
    'GET /api/shop/user-order/list': {
      summary: "The caller's purchases, newest first, with what the receipt prints",
      auth: BUYERS,
      query: pageQuerySchema,
      answer: userOrderPageSchema,
    },
  },
} satisfies ApiGroup;
