/**
 * Contract of `GET api/shop/gateway/account`: where and how to top the balance up by a bank
 * transfer. The platform's bank details are the same for everyone; `reference` is the person's
 * own (domain/money/bank-transfer-reference.ts), written in the transfer's purpose so the money is
 * credited to them. Each deployment configures its own account (BANK_TRANSFER_*); one without
 * an account (in production) answers BANK_TRANSFER_UNAVAILABLE. The call joins the gateway group (api/shop/gateway.ts spreads it).
 */
import { z } from 'zod';
import type { ApiCall, CallKey } from '../call';
import { localNamesSchema } from './dictionaries';
import { tiyinSchema } from './money';

export const bankTransferAccountSchema = z.object({
  /** The platform's account holder, its tax id (STIR, 9 digits), bank, MFO and 20-digit account. */
  recipient: z.string(),
  recipient_stir: z.string().regex(/^\d{9}$/),
  bank_name: localNamesSchema,
  bank_mfo: z.string().regex(/^\d{5}$/),
  account: z.string().regex(/^\d{20}$/),
  /** The person's reference: `KIM` + 10 digits. */
  reference: z.string().regex(/^KIM\d{10}$/),
  /** The whole purpose line to copy, in the caller's language, the reference in it. */
  purpose: z.string(),
  /** The smallest transfer credited, in tiyin (the card top-up's minimum). */
  min_amount: tiyinSchema,
  /** Working days a transfer takes to reach the balance, at most. */
  credit_days: z.number().int().min(1),
  /**
   * The deployment has no account of its own configured: these are demonstration details (outside
   * production only), not an account to send money to.
   */
  demo: z.boolean(),
});
export type BankTransferAccount = z.infer<typeof bankTransferAccountSchema>;

export const gatewayAccountCalls = {
  'GET /api/shop/gateway/account': {
    summary: "The platform's bank details and the caller's reference for a top-up by bank transfer",
    description: `\`no-store\`. A transfer whose purpose carries \`reference\` is credited to the caller's balance; the reference's check digit catches a mistyped one (it then matches nobody rather than someone else). \`demo\`: no account of the deployment's own is configured, these are demonstration details (never in production). A deployment without an account answers \`BANK_TRANSFER_UNAVAILABLE\` (404).`,
    auth: 'user',
    answer: bankTransferAccountSchema,
    errors: ['BANK_TRANSFER_UNAVAILABLE'],
  },
} as const satisfies Partial<Record<CallKey, ApiCall>>;
