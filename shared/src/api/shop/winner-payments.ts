/**
 * Contract of `GET api/shop/winner-payments?page&size`: what the signed-in buyer paid for won lots,
 * when, and each lot's schedule (one part for a lot paid in full; several for payment by parts).
 */
import { z } from 'zod';
import { localNamesSchema } from './dictionaries';
import { tiyinSchema } from './money';
import { WINLOT_STATES } from './winlot';
import { BUYERS, type ApiGroup } from '../call';
import { pageOf, pageQuerySchema } from './page';

export const PAYMENT_PART_STATES = ['due', 'paid', 'missed', 'cancelled'] as const;
export type PaymentPartState = (typeof PAYMENT_PART_STATES)[number];

export const winnerPaymentPartSchema = z.object({
  part: z.number().int().min(1),
  /** The part's whole amount (what the seller receives). */
  amount: tiyinSchema,
  /** The deposit counted into it (part 1), and what it charges (or charged) from the balance. */
  deposit_counted: tiyinSchema,
  charge: tiyinSchema,
  due_at: z.string(),
  state: z.enum(PAYMENT_PART_STATES),
  paid_at: z.string().nullable(),
  /** Can be paid now (the next due part of an open won lot, before its due time). */
  payable: z.boolean(),
});
export type WinnerPaymentPart = z.infer<typeof winnerPaymentPartSchema>;

export const winnerPaymentSchema = z.object({
  lot_id: z.number().int(),
  lot_number: z.string(),
  name: localNamesSchema,
  state: z.enum(WINLOT_STATES),
  price: tiyinSchema,
  paid: tiyinSchema,
  parts: z.array(winnerPaymentPartSchema),
});
export type WinnerPayment = z.infer<typeof winnerPaymentSchema>;

export const winnerPaymentPageSchema = pageOf(winnerPaymentSchema);
export type WinnerPaymentPage = z.infer<typeof winnerPaymentPageSchema>;

export const winnerPaymentsApi = {
  tag: 'winner-payments',
  description: `What the signed-in buyer paid for won lots, when, and each lot's schedule (one part for a lot paid in full; several for payment by parts).`,
  calls: {
    'GET /api/shop/winner-payments': {
      summary: "The caller's payments for won lots, with each lot's parts",
      auth: BUYERS,
      query: pageQuerySchema,
      answer: winnerPaymentPageSchema,
    },
  },
} satisfies ApiGroup;
