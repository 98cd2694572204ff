/**
 * Contracts of `api/shop/user/*`. Money travels as strings of tiyin (1 so'm = 100 tiyin) so no
 * digit is ever lost to a float.
 */
import { z } from 'zod';
import { ROLES } from '../../domain/user/roles';
import { LANGUAGES } from '../../i18n/languages';
import { pageOf } from './page';
import { text } from '../text';

const tiyin = z.string().regex(/^-?\d+$/);

/** GET user/balance: available money and money blocked as deposits or pending refunds. */
export const balanceSchema = z.object({ balance: tiyin, blocked: tiyin });
export type Balance = z.infer<typeof balanceSchema>;

/** A BIGINT row id as it travels: digits, within PostgreSQL's bigint. */
export const rowIdSchema = text().regex(/^[1-9]\d{0,17}$/);

/** Path parameters of calls on one row (`user/messages/read/:id`). */
export const rowIdParamsSchema = z.object({ id: rowIdSchema });

/** Times are ISO 8601 in UTC; the client shows them in Tashkent time. */
const instant = z.string();

/** GET user/messages (paginated): the cabinet's notifications, newest first. */
export const messageSchema = z.object({
  id: rowIdSchema,
  type: z.enum(['info', 'success', 'warning', 'error']),
  title: z.string(),
  content: z.string(),
  sent_at: instant,
  read: z.boolean(),
  /** A path of this site the message leads to (the won lots page for "you won"), or null. */
  link: z.string().startsWith('/').nullable().optional(),
});
export type Message = z.infer<typeof messageSchema>;
export const messagePageSchema = pageOf(messageSchema);

/**
 * GET user/unread-message-count, and the answer of both POST user/messages/read calls: the unread
 * count after the call, so the navbar badge follows without asking again.
 */
export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** GET user/actions (paginated): the action log (spec: type, action type, code, result, time). */
export const actionSchema = z.object({
  id: rowIdSchema,
  type: z.string(),
  action_type: z.string(),
  code: z.string().nullable(),
  result: z.enum(['success', 'failure']),
  created_at: instant,
});
export type Action = z.infer<typeof actionSchema>;
export const actionPageSchema = pageOf(actionSchema);

/**
 * GET user/profile: personal info. `pinfl` is masked but for its last four digits; `percentage` is
 * the profile completeness of shared/src/domain/user/profile-completeness.ts.
 */
export const profileSchema = z.object({
  full_name: z.string(),
  user_name: z.string(),
  role: z.enum(ROLES),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  pinfl: z.string().nullable(),
  stir: z.string().nullable(),
  /** Region, district and street in the reader's language; an address written as one text before. */
  address: z.string().nullable(),
  /** The address as the personal-info form edits it; null for none or a one-text address. */
  address_parts: z
    .object({ region_id: z.number().int(), area_id: z.number().int(), street: z.string() })
    .nullable(),
  lang: z.enum(LANGUAGES),
  percentage: z.number().int().min(0).max(100),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * GET user/payments (paginated): money received through a provider. `status` reads the provider's
 * state: paid, pending (created, not yet performed), cancelled, reversed (cancelled after payment).
 */
export const paymentSchema = z.object({
  id: rowIdSchema,
  receipt_no: z.string(),
  provider: z.enum(['payme', 'click', 'test']),
  amount: tiyin,
  status: z.enum(['paid', 'pending', 'cancelled', 'reversed']),
  description: z.string(),
  created_at: instant,
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentPageSchema = pageOf(paymentSchema);

/** What a ledger movement is (ledger_transactions.kind), for a description when none was written. */
export const LEDGER_KINDS = [
  'top_up',
  'top_up_reversal',
  'deposit_block',
  'deposit_release',
  'deposit_forfeit',
  'refund_request',
  'refund_approve',
  'refund_reject',
  'payment',
  'penalty',
  /** A cancelled one-click purchase's money back (it settles the payment). */
  'payment_return',
] as const;

/**
 * GET user/transactions (paginated): movements of the user's available balance. `amount` is the
 * positive size of the movement and `type` its direction. `status`: completed (final), pending
 * (money held for a deposit or a refund not yet decided), returned (the held money came back: a
 * released deposit, a rejected refund), reversed (a top-up the provider cancelled).
 */
export const transactionSchema = z.object({
  id: rowIdSchema,
  kind: z.enum(LEDGER_KINDS),
  type: z.enum(['income', 'outgoing']),
  amount: tiyin,
  status: z.enum(['completed', 'pending', 'returned', 'reversed']),
  description: z.string(),
  created_at: instant,
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionPageSchema = pageOf(transactionSchema);
