/**
 * Contracts of `api/shop/gateway/uzcard-cards`: Uzcard and Humo cards bound through Payme's
 * Subscribe API (an SMS code confirms the card is the person's), and top-ups from them. Only the
 * provider's token and the masked number are kept; the number is answered masked, never whole.
 */
import { z } from 'zod';
import { cardDigits, isValidCardNumber } from '../../domain/money/bank-card';
import { TOP_UP_MAX_TIYIN, TOP_UP_MIN_TIYIN } from '../../domain/money/limits';
import { parseCardExpiry, SAVED_CARD_KINDS, savedCardKind } from '../../domain/money/saved-card';
import { sumAmountSchema, tiyinSchema } from './money';
import { rowIdParamsSchema, rowIdSchema } from './user';
import { text } from '../text';
import type { ApiGroup } from '../call';

/** A bound card as its owner sees it. */
export const savedCardSchema = z.object({
  id: rowIdSchema,
  /** `8600 12** **** 1234`. */
  card_number: z.string(),
  /** `MM/YY`. */
  expire: z.string(),
  kind: z.enum(SAVED_CARD_KINDS),
  created_at: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const savedCardListSchema = z.object({ items: z.array(savedCardSchema) });
export type SavedCardList = z.infer<typeof savedCardListSchema>;

/**
 * POST gateway/uzcard-cards: the number (16 digits, spaces or dashes allowed, Luhn, Uzcard 8600 /
 * 5614 or Humo 9860) and the expiry `MM/YY`. Field messages: CARD_NUMBER_INVALID, CARD_KIND_INVALID,
 * CARD_EXPIRY_INVALID. Whether the card has expired is the provider's (and our) business answer.
 */
export const bindCardSchema = z.object({
  number: text()
    .max(40)
    .refine(isValidCardNumber, { message: 'CARD_NUMBER_INVALID' })
    .transform(cardDigits)
    .refine((digits) => savedCardKind(digits) !== null, { message: 'CARD_KIND_INVALID' }),
  expire: text()
    .max(10)
    .refine((value) => parseCardExpiry(value) !== null, { message: 'CARD_EXPIRY_INVALID' }),
});
export type BindCardInput = z.input<typeof bindCardSchema>;

/** A binding started: the provider sent a code to `phone` (masked); a new one may be asked after `wait_ms`. */
export const bindingSchema = z.object({
  id: rowIdSchema,
  card_number: z.string(),
  expire: z.string(),
  kind: z.enum(SAVED_CARD_KINDS),
  phone: z.string(),
  wait_ms: z.number().int().nonnegative(),
});
export type Binding = z.infer<typeof bindingSchema>;

/** POST gateway/uzcard-cards/{id}/verify: the code from the SMS. */
export const verifyCardSchema = z.object({
  code: text()
    .trim()
    .regex(/^\d{4,8}$/, 'CODE_INVALID'),
});
export type VerifyCardInput = z.input<typeof verifyCardSchema>;

/**
 * POST gateway/uzcard-cards/{id}/top-up: the amount in sums, and the id the browser made for this
 * top-up: a retry with the same id is the same top-up (it pays and credits once).
 */
export const cardTopUpSchema = z.object({
  amount: sumAmountSchema({ min: TOP_UP_MIN_TIYIN, max: TOP_UP_MAX_TIYIN }),
  request_id: z.uuid(),
});
export type CardTopUpInput = z.input<typeof cardTopUpSchema>;

export const cardTopUpAnswerSchema = z.object({
  /** The payment in the cabinet's payments (`KP00000042`). */
  receipt_no: z.string(),
  amount: tiyinSchema,
  /** The available balance after the credit. */
  available: tiyinSchema,
});
export type CardTopUpAnswer = z.infer<typeof cardTopUpAnswerSchema>;

const CARD_ERRORS = ['CARD_EXPIRED', 'CARD_BLOCKED', 'CARD_NOT_SUPPORTED', 'CARD_PROVIDER_FAILED'] as const;

export const uzcardCardsApi = {
  tag: 'gateway/uzcard-cards',
  description: `Uzcard and Humo cards bound through Payme's Subscribe API (\`cards.create\`, \`cards.get_verify_code\`, \`cards.verify\`), and top-ups from them (\`receipts.create\`, \`receipts.pay\`). The number goes to Payme once and is never stored: we keep Payme's token, the masked number, the expiry and the kind. A top-up credits the balance once per \`request_id\` with the same payment and ledger entries as a Payme checkout. In test mode a local stand-in plays Payme; its SMS codes show on \`/dev/outbox\`.`,
  calls: {
    'GET /api/shop/gateway/uzcard-cards': {
      summary: "The caller's bound cards, newest first",
      auth: 'user',
      answer: savedCardListSchema,
    },
    'POST /api/shop/gateway/uzcard-cards': {
      summary: 'Start binding a card: Payme sends an SMS code to its owner',
      description: `409 \`CARD_ALREADY_SAVED\` when this card is bound already; the provider's refusals: \`CARD_NUMBER_INVALID\`, \`CARD_EXPIRED\`, \`CARD_BLOCKED\`, \`CARD_NOT_SUPPORTED\` (no SMS service).`,
      auth: 'user',
      body: bindCardSchema,
      status: 201,
      answer: bindingSchema,
      errors: ['CARD_NUMBER_INVALID', 'CARD_ALREADY_SAVED', ...CARD_ERRORS],
    },
    'POST /api/shop/gateway/uzcard-cards/{id}/send-code': {
      summary: 'Send the code again',
      auth: 'user',
      params: rowIdParamsSchema,
      answer: bindingSchema,
      errors: ['NOT_FOUND', 'WRONG_STATE', 'CARD_CODE_LOCKED', ...CARD_ERRORS],
    },
    'POST /api/shop/gateway/uzcard-cards/{id}/verify': {
      summary: 'Confirm the card with the SMS code: it is saved',
      description: `\`CARD_CODE_WRONG\` (try again), \`CARD_CODE_EXPIRED\` (ask a new one), \`CARD_CODE_LOCKED\` (too many tries).`,
      auth: 'user',
      params: rowIdParamsSchema,
      body: verifyCardSchema,
      answer: savedCardSchema,
      errors: [
        'NOT_FOUND',
        'WRONG_STATE',
        'CARD_ALREADY_SAVED',
        'CARD_CODE_WRONG',
        'CARD_CODE_EXPIRED',
        'CARD_CODE_LOCKED',
        ...CARD_ERRORS,
      ],
    },
    'DELETE /api/shop/gateway/uzcard-cards/{id}': {
      summary: 'Remove a card: Payme forgets its token, and so do we',
      auth: 'user',
      params: rowIdParamsSchema,
      status: 204,
      answer: z.null(),
      errors: ['NOT_FOUND'],
    },
    'POST /api/shop/gateway/uzcard-cards/{id}/top-up': {
      summary: 'Top the balance up from a bound card',
      description: `Creates a Payme receipt for the amount (tiyin) and pays it with the card's token; the balance is credited in the same PostgreSQL transaction as the payment row, keyed \`payme:<receipt id>\`. The same \`request_id\` again answers the same top-up (or the same refusal). \`CARD_INSUFFICIENT_FUNDS\` when the card cannot pay.`,
      auth: 'user',
      params: rowIdParamsSchema,
      body: cardTopUpSchema,
      answer: cardTopUpAnswerSchema,
      errors: ['NOT_FOUND', 'WRONG_STATE', 'CARD_INSUFFICIENT_FUNDS', ...CARD_ERRORS],
    },
  },
} satisfies ApiGroup;
