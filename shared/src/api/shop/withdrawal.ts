/**
 * Contracts of the customer's withdrawal of a lot from trade and of the penalty debts it may leave
 * (docs/decisions.md "Withdrawal from trade"). The order's customer only: guests 401, accounts that
 * do not sell 403, a lot of another's order or another's debt 404. Money in tiyin strings, times
 * ISO UTC.
 *
 *   GET  order-action/withdraw-terms?lot_id  may the lot be withdrawn now, and what it would cost
 *   POST order-action/withdraw-lot {lot_id}  withdraw it: deposits released, the penalty charged or owed
 *   GET  order-action/debts                  the caller's penalty debts, open ones first
 *   POST order-action/pay-debt {debt_id}     pay one debt from the available balance
 */
import { z } from 'zod';
import { WITHDRAWAL_REFUSALS } from '../../domain/trade/withdrawal-refusal';
import { tiyinSchema } from './money';
import { lotIdQuerySchema } from './shop-lots';
import { rowIdSchema } from './user';

const lotId = z.number().int().min(1).max(2_147_483_647);

export const withdrawTermsQuerySchema = lotIdQuerySchema;
export const withdrawLotBodySchema = z.object({ lot_id: lotId });
export const payDebtBodySchema = z.object({ debt_id: rowIdSchema });

/** GET order-action/withdraw-terms: what withdrawing the lot now would do. */
export const withdrawTermsSchema = z.object({
  lot_id: z.number().int(),
  lot_number: z.string(),
  allowed: z.boolean(),
  /** Why not, when not allowed. */
  reason: z.enum(WITHDRAWAL_REFUSALS).nullable(),
  /** The customer's withdrawals so far (all their orders). */
  withdrawals_made: z.number().int().nonnegative(),
  /** The penalty of this withdrawal in BHM (0, 1, 3 or 10). */
  penalty_bhm: z.number().int().nonnegative(),
  /** The BHM of today (tiyin). */
  bhm: tiyinSchema,
  /** What this withdrawal costs (tiyin); 0 when it is free. */
  penalty: tiyinSchema,
  /** The customer's available balance (tiyin). */
  available: tiyinSchema,
  /** The balance is short of the penalty: it would be recorded as a debt. */
  becomes_debt: z.boolean(),
  /** Applications whose deposits would be released. */
  applicants: z.number().int().nonnegative(),
});
export type WithdrawTerms = z.infer<typeof withdrawTermsSchema>;

/** One penalty debt. */
export const customerDebtSchema = z.object({
  id: rowIdSchema,
  lot_id: z.number().int(),
  lot_number: z.string(),
  order_id: z.number().int(),
  amount: tiyinSchema,
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type CustomerDebt = z.infer<typeof customerDebtSchema>;

/** GET order-action/debts: open debts first (oldest first), then the paid ones (newest first). */
export const customerDebtsSchema = z.object({
  items: z.array(customerDebtSchema),
  /** What the open debts add up to (tiyin). */
  open_total: tiyinSchema,
});
export type CustomerDebts = z.infer<typeof customerDebtsSchema>;

/** POST order-action/withdraw-lot: what the withdrawal did (a repeat answers the first one). */
export const withdrawLotAnswerSchema = z.object({
  lot_id: z.number().int(),
  lot_number: z.string(),
  lot_status: z.number().int(),
  order_id: z.number().int(),
  order_status: z.number().int(),
  /** Which of the customer's withdrawals this was (1 for the first). */
  ordinal: z.number().int().positive(),
  penalty: tiyinSchema,
  /** The penalty was charged now (false when free or owed). */
  charged: z.boolean(),
  /** The penalty owed, when the balance was short. */
  debt: customerDebtSchema.nullable(),
  /** Deposits released to the applicants. */
  released: z.number().int().nonnegative(),
  /** True when the lot had been withdrawn before and this call changed nothing. */
  repeated: z.boolean(),
});
export type WithdrawLotAnswer = z.infer<typeof withdrawLotAnswerSchema>;

/** POST order-action/pay-debt: the debt, paid (a repeat answers the first payment). */
export const payDebtAnswerSchema = z.object({
  debt: customerDebtSchema,
  repeated: z.boolean(),
});
export type PayDebtAnswer = z.infer<typeof payDebtAnswerSchema>;
