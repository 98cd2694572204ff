/**
 * Contracts of `api/shop/user/*`. Money travels as strings of tiyin (1 so'm = 100 tiyin) so no
 * digit is ever lost to a float.
 */
import { z } from 'zod';
import { ROLES } from '../../domain/user/roles';
import { LANGUAGES } from '../../i18n/languages';
import { pageOf } from './page';
import { text } from '../text';
import type { ApiGroup } from '../call';
import { pageQuerySchema } from './page';
import { changePasswordAnswerSchema, changePasswordSchema } from './auth';
import {
  contactCodeSentSchema,
  profileAddressSchema,
  profileContactConfirmSchema,
  profileContactSchema,
  profileNameSchema,
} from './profile';
import { userBansAnswerSchema } from './user-bans';
import { userStandingCalls } from './user-standing';
import { PAYMENT_STATUSES } from './dictionary-lists';
import { activeSessionsAnswerSchema, endSessionBodySchema, endedSessionsAnswerSchema } from './user-sessions';

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

/** What the action log groups its rows under (action_log.type). */
export const ACTION_KINDS = ['auth', 'profile', 'money', 'application', 'order'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/**
 * Every action the server writes to the log (action_log.action_type): each has its words in every
 * language (cabinet `actions.actionTypes`), so the log never shows a code to a person.
 */
export const ACTION_TYPES = [
  'sign-in',
  'sign-out',
  'register',
  'password-change',
  'top-up',
  'top-up-reversal',
  'deposit-block',
  'deposit-release',
  'deposit-forfeit',
  'refund-request',
  'refund-approve',
  'refund-reject',
  'payment',
  'payment-return',
  'penalty',
  'buy-lot',
  'cancel-purchase',
  'withdraw-lot',
  'lot-review-suspend',
  'lot-review-resume',
  'lot-review-cancel',
  'edit-request',
  'edit-request-withdraw',
  'edit-request-approve',
  'edit-request-reject',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

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
  status: z.enum(PAYMENT_STATUSES),
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

export const userApi = {
  tag: 'user',
  description: `The signed-in user's own cabinet: balance, messages, the action log, payments, transactions, the personal-info page and its changes, the password and the bans. Every call needs a session (guests 401) and changes the caller's own row only (the user comes from the session, never from the body).

The personal-info calls that answer the profile answer it as \`GET user/profile\` does and write the \`user\` cookie again (name, completeness), so the navbar follows.

\`GET user/messages\` words every message in the reader's language (the \`lang\` cookie, else \`Accept-Language\`), whatever language it was written in: a message stores the key of its texts and their parameters (\`notifications.message_key\`, \`params\`); rows written before keep their text. Cabinet messages may carry a \`link\` (a path of this site).

**Bans**: an entry of \`blacklist_entries\` bars the user whose PINFL (\`users.pinfl\`) equals its \`pinfl\`, or whose STIR (\`users.stir\`) equals its \`tin\`, from its \`start_date\` through its \`end_date\` (Tashkent days, both included; the rule: \`shared/src/domain/blacklist/bar.ts\`). While a bar stands, \`POST cabinet/my-application\` answers 403 \`USER_BARRED\` before anything is written, with \`data: {until: 'YYYY-MM-DD', lot_number}\` and a message naming the day as \`DD.MM.YYYY\`; a bid and setting an auto-bid (\`auction:bid\`, \`auction:auto-bid:set\`, \`POST game-view/bid\`, \`POST game-view/auto-bid\`, the fast path) answer the same 403 \`USER_BARRED\`; deleting an auto-bid stays allowed. \`insertBlacklistEntry(db, {name, lotNumber, tin, pinfl, startDate, endDate, reason})\` (\`server/src/modules/blacklist/blacklist.repository.ts\`) adds an entry; the table's trigger tells every web process at commit.`,
  calls: {
    'GET /api/shop/user/balance': {
      summary: 'Money available and money blocked (deposits, pending refunds)',
      auth: 'user',
      answer: balanceSchema,
    },
    'GET /api/shop/user/messages': {
      summary: "The cabinet's messages, newest first",
      auth: 'user',
      query: pageQuerySchema,
      answer: messagePageSchema,
    },
    'GET /api/shop/user/unread-message-count': {
      summary: 'How many messages are unread (the navbar badge)',
      auth: 'user',
      answer: unreadCountSchema,
    },
    'POST /api/shop/user/messages/read': {
      summary: 'Mark every message read; answers the unread count',
      auth: 'user',
      answer: unreadCountSchema,
    },
    'POST /api/shop/user/messages/read/{id}': {
      summary: 'Mark one message read; answers the unread count',
      description: `Another user's or an unknown message: 404.`,
      auth: 'user',
      params: rowIdParamsSchema,
      answer: unreadCountSchema,
      errors: ['NOT_FOUND'],
    },
    'GET /api/shop/user/actions': {
      summary: 'The action log: type, action type, code, result, time',
      auth: 'user',
      query: pageQuerySchema,
      answer: actionPageSchema,
    },
    'GET /api/shop/user/payments': {
      summary: 'Money received through a payment provider',
      auth: 'user',
      query: pageQuerySchema,
      answer: paymentPageSchema,
    },
    'GET /api/shop/user/transactions': {
      summary: 'Movements of the available balance',
      auth: 'user',
      query: pageQuerySchema,
      answer: transactionPageSchema,
    },
    'GET /api/shop/user/profile': {
      summary: 'Personal info',
      description: `\`address\` in the reader's language (region, district, street; an address stored as one text before is shown as written), \`address_parts\` \`{region_id, area_id, street}\` or null.`,
      auth: 'user',
      answer: profileSchema,
    },
    'POST /api/shop/user/profile/name': {
      summary: 'Give the profile a name',
      description: `Only while the profile has no name (Kimoshdi ID gives one): 3 to 150 characters, two letters at least (400 \`VALIDATION\`); a profile with a name: 409 \`WRONG_STATE\`.`,
      auth: 'user',
      body: profileNameSchema,
      answer: profileSchema,
      errors: ['WRONG_STATE'],
    },
    'POST /api/shop/user/profile/address': {
      summary: 'Set the address',
      description: `Ids of \`dictionaries/region\` and \`dictionaries/area\`, the district in that region, street 1 to 200 characters; anything else 400 \`VALIDATION\` and nothing written.`,
      auth: 'user',
      body: profileAddressSchema,
      answer: profileSchema,
    },
    'POST /api/shop/user/profile/contact': {
      summary: 'Send a code to a new phone or e-mail',
      description: `A phone (\`+998 90 123 45 67\`, with or without \`+998\`) or an e-mail: a 6-digit code goes to it by SMS or e-mail (the outbox), valid 3 minutes. Held by another user: 409 \`ALREADY_REGISTERED\`; again within 60 s, or past Kimoshdi ID's hourly code limits: 429 \`RATE_LIMITED\`. After the user's (or the address's) first code in an hour each further one carries a solved challenge in \`altcha\` (\`GET captcha\`): without it 428 \`CHALLENGE_REQUIRED\` and no code is sent; a wrong or reused one: 400 \`CHALLENGE_FAILED\`.`,
      auth: 'user',
      body: profileContactSchema,
      answer: contactCodeSentSchema,
      errors: ['ALREADY_REGISTERED', 'RATE_LIMITED', 'CHALLENGE_REQUIRED', 'CHALLENGE_FAILED'],
    },
    'POST /api/shop/user/profile/contact/confirm': {
      summary: "The code makes the contact the profile's phone or e-mail",
      description: `The code last sent to that contact for this user. None waiting (another user's code, another contact, used): 404 \`NOT_FOUND\`; wrong: 400 \`CODE_INVALID\` with \`data.left\`; the fifth wrong try: 429 \`CODE_LOCKED\`; late: 400 \`CODE_EXPIRED\`.`,
      auth: 'user',
      body: profileContactConfirmSchema,
      answer: profileSchema,
      errors: ['NOT_FOUND', 'CODE_INVALID', 'CODE_EXPIRED', 'CODE_LOCKED', 'ALREADY_REGISTERED'],
    },
    'POST /api/shop/user/change-password': {
      summary: 'Change the Kimoshdi ID password',
      description: `Every other session of the account ends (HTTP 401, sockets disconnected); the caller's stays. A OneID account changes its password at OneID: 409 \`WRONG_STATE\` (\`data.reason: password_managed_elsewhere\`).`,
      auth: 'user',
      body: changePasswordSchema,
      answer: changePasswordAnswerSchema,
      errors: ['WEAK_PASSWORD', 'WRONG_STATE'],
    },
    'GET /api/shop/user/sessions': {
      summary: "The account's active sessions, the last used first",
      description: `\`no-store\`. Device from the User-Agent the session started with (\`browser\`, \`os\`: "" when unknown), \`ip\` the network it came from (IPv4 without its last number, IPv6 its first four groups), \`last_seen_at\` kept to the minute. \`current\` marks the caller's own.`,
      auth: 'user',
      answer: activeSessionsAnswerSchema,
    },
    'POST /api/shop/user/sessions/end': {
      summary: 'End one of the account’s sessions',
      description: `Its HTTP calls get 401 and its sockets are disconnected at once. Not a live session of this account: 404 \`NOT_FOUND\`. Ending the caller's own is a sign-out without the identity provider's (use \`auth/logout\`).`,
      auth: 'user',
      body: endSessionBodySchema,
      answer: endedSessionsAnswerSchema,
      errors: ['NOT_FOUND'],
    },
    'POST /api/shop/user/sessions/end-others': {
      summary: 'Sign out everywhere else',
      description: `Ends every other session of the account (HTTP 401 from then on, sockets disconnected); the caller's stays. A password change does the same.`,
      auth: 'user',
      answer: endedSessionsAnswerSchema,
    },
    'GET /api/shop/user/bans': {
      summary: "The caller's own blacklist entries, latest end first",
      description: `\`no-store\`. \`remaining_days\`: days after today while in force, 0 on the last day; \`standing\` is the in-force entry ending last, or null.`,
      auth: 'user',
      answer: userBansAnswerSchema,
    },
    // game-cnt, current-auctions, achievements (api/shop/user-standing.ts).
    ...userStandingCalls,
  },
} satisfies ApiGroup;
