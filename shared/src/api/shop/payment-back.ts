/**
 * Contracts of `api/shop/payment-back`: refund applications. Applying blocks the amount on the
 * balance; an operator approves (the money is paid to the card) or rejects (it returns).
 */
import { z } from 'zod';
import { CARD_TYPES, cardDigits, isValidCardNumber } from '../../domain/money/bank-card';
import { REFUND_MIN_TIYIN } from '../../domain/money/limits';
import { REFUND_STATUSES } from '../../domain/money/refund-status';
import { sumAmountSchema, tiyinSchema } from './money';
import { pageOf } from './page';
import { text } from '../text';
import type { ApiGroup } from '../call';
import { pageQuerySchema } from './page';
import { rowIdParamsSchema, rowIdSchema } from './user';

export { REFUND_STATUSES, type RefundStatus } from '../../domain/money/refund-status';

/**
 * POST payment-back: the card number is 16 digits (spaces or dashes allowed) with a valid checksum;
 * or, instead of a type and a number, `saved_card_id`: one of the person's saved cards
 * (gateway/uzcard-cards), whose kind and masked number the application takes.
 */
export const refundApplicationSchema = z
  .object({
    bank_name: text().trim().min(2).max(200),
    card_type: z.enum(CARD_TYPES).optional(),
    card_number: text()
      .max(40)
      .refine(isValidCardNumber, { message: 'CARD_NUMBER_INVALID' })
      .transform(cardDigits)
      .optional(),
    saved_card_id: rowIdSchema.optional(),
    amount: sumAmountSchema({ min: REFUND_MIN_TIYIN }),
  })
  .superRefine((value, ctx) => {
    if (value.saved_card_id !== undefined) return;
    if (value.card_type === undefined)
      ctx.addIssue({ code: 'custom', path: ['card_type'], message: 'CARD_TYPE_REQUIRED' });
    if (value.card_number === undefined)
      ctx.addIssue({ code: 'custom', path: ['card_number'], message: 'CARD_NUMBER_INVALID' });
  });
export type RefundApplicationInput = z.input<typeof refundApplicationSchema>;

/** A refund application as its owner sees it; `card_number` is masked (`8600 12** **** 1234`). */
export const refundSchema = z.object({
  id: rowIdSchema,
  bank_name: z.string(),
  card_type: z.enum(CARD_TYPES),
  card_number: z.string(),
  amount: tiyinSchema,
  status: z.enum(REFUND_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** GET payment-back?page=&size=: the user's own applications, newest first. */
export const refundPageSchema = pageOf(refundSchema);

export const paymentBackApi = {
  tag: 'payment-back',
  description: `Refund applications: applying blocks the amount on the balance; an operator approves (the money is paid to the card) or rejects (it returns): \`operator/refunds\`.`,
  calls: {
    'POST /api/shop/payment-back': {
      summary: 'Apply for a refund to a card',
      description: `Either \`saved_card_id\` (a saved card of the caller's, gateway/uzcard-cards; another's answers 404) or \`card_type\` and \`card_number\`. \`card_type\` \`uzcard\`, \`humo\`, \`visa\`, \`mastercard\`; \`card_number\` 16 digits with a valid Luhn checksum (spaces or dashes allowed; else field message \`CARD_NUMBER_INVALID\`), stored and answered masked (\`8600 12** **** 1234\`); the amount (at least 1 000 so'm) is blocked at once, 409 \`INSUFFICIENT_FUNDS\` when it is not available.`,
      auth: 'user',
      body: refundApplicationSchema,
      status: 201,
      answer: refundSchema,
      errors: ['INSUFFICIENT_FUNDS', 'NOT_FOUND'],
    },
    'GET /api/shop/payment-back': {
      summary: "The caller's own applications, newest first",
      auth: 'user',
      query: pageQuerySchema,
      answer: refundPageSchema,
    },
    'GET /api/shop/payment-back/{id}': {
      summary: "One of the caller's applications",
      description: `Another user's id answers 404.`,
      auth: 'user',
      params: rowIdParamsSchema,
      answer: refundSchema,
      errors: ['NOT_FOUND'],
    },
  },
} satisfies ApiGroup;
