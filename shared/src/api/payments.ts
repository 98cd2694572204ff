/**
 * Contracts of the payment providers' callbacks (`/api/payments/*`): server to server, outside
 * /api/shop, no session and no CSRF; each provider proves itself. The server parses what they send
 * with these schemas (modules/top-up/click, modules/top-up/payme); the answers are the providers'
 * own formats, always HTTP 200.
 */
import { z } from 'zod';
import type { ApiGroup } from './call';
import { hasControlText } from '../domain/text/control-characters';
import { text } from './text';

// ---- Click SHOP-API ---------------------------------------------------------------------------

// Ids stay below 2^53 so they can be answered as JSON numbers, as Click expects.
const clickDigits = text().regex(/^\d{1,15}$/);

/** POST /api/payments/click/prepare (action 0), form-encoded. */
export const clickPrepareSchema = z.object({
  click_trans_id: clickDigits,
  service_id: clickDigits,
  click_paydoc_id: text().max(40).optional(),
  /** The user id. */
  merchant_trans_id: text().min(1).max(40),
  /** Sums, "15000.00". */
  amount: text().min(1).max(40),
  action: text().max(4),
  error: text().regex(/^-?\d{1,6}$/),
  error_note: text().max(500).optional(),
  sign_time: text().min(1).max(40),
  sign_string: text().min(1).max(64),
});
/** POST /api/payments/click/complete (action 1): the prepare's fields and our prepare id. */
export const clickCompleteSchema = clickPrepareSchema.extend({ merchant_prepare_id: clickDigits });

/** Click's answer to both calls; an error carries the ids as sent, the code and its note. */
export const clickAnswerSchema = z.object({
  click_trans_id: z.number().int().optional(),
  merchant_trans_id: z.string().optional(),
  /** prepare: our payment's id, sent back in complete. */
  merchant_prepare_id: z.number().int().optional(),
  /** complete: the same id. */
  merchant_confirm_id: z.number().int().optional(),
  /** 0 success, else the error below. */
  error: z.number().int(),
  error_note: z.string(),
});

// ---- Payme Merchant API (JSON-RPC 2.0) --------------------------------------------------------

// A control character anywhere (an id, the account's user_id) is an invalid request (-32600).
export const paymeEnvelopeSchema = z.object({
  method: text(),
  params: z.record(text(), z.unknown()).refine((params) => !hasControlText(params)),
  id: z.union([z.number(), text()]),
});
const paymeId = text().min(1).max(100);
/** Each method's params; amount and account are checked by the method itself (its own codes). */
export const paymeParamSchemas = {
  CheckPerformTransaction: z.object({ amount: z.unknown(), account: z.unknown() }),
  CreateTransaction: z.object({
    id: paymeId,
    time: z.number().int().nonnegative(),
    amount: z.unknown(),
    account: z.unknown(),
  }),
  PerformTransaction: z.object({ id: paymeId }),
  CancelTransaction: z.object({ id: paymeId, reason: z.number().int() }),
  CheckTransaction: z.object({ id: paymeId }),
  GetStatement: z.object({ from: z.number().int(), to: z.number().int() }),
};
export type PaymeMethod = keyof typeof paymeParamSchemas;

/** The request as the document shows it: one of the methods with its params. */
const paymeRequestSchema = z.discriminatedUnion(
  'method',
  (Object.keys(paymeParamSchemas) as PaymeMethod[]).map((method) =>
    z.object({
      jsonrpc: z.literal('2.0').optional(),
      method: z.literal(method),
      params: paymeParamSchemas[method],
      id: z.union([z.number(), z.string()]),
    }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
);

const localizedSchema = z.object({ ru: z.string(), uz: z.string(), en: z.string() });
export const paymeAnswerSchema = z.union([
  z.object({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.number(), z.string(), z.null()]),
    /** The method's result (Payme's documentation of each method). */
    result: z.record(z.string(), z.unknown()),
  }),
  z.object({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.number(), z.string(), z.null()]),
    error: z.object({ code: z.number().int(), message: localizedSchema, data: z.string().optional() }),
  }),
]);

export const paymentsApi = {
  tag: 'payments',
  description: `Payment provider callbacks (\`/api/payments\`). Server to server, outside \`/api/shop\`: no session and no CSRF; each provider proves itself. Every answer is HTTP 200 with the provider's own error codes. Credentials come from \`PAYME_KEY\`, \`CLICK_SERVICE_ID\`, \`CLICK_SECRET_KEY\` (public development values in test mode only).

In test mode (\`PAYMENT_TEST_MODE\`, default true outside production, refused in production) \`GET /pay/test/{payme|click}\` shows "pay in test mode" (HTML, in the request's language) with the amount and the account; its Pay and Cancel buttons post back, and the server plays the provider against its own endpoints over HTTP (Payme: CheckPerformTransaction, CreateTransaction, then PerformTransaction or CancelTransaction; Click: prepare, then complete with error 0 or -5017), then redirects to \`/profile/payments\`. Outside test mode the page does not exist.`,
  calls: {
    'POST /api/payments/payme': {
      summary: 'Payme Merchant API (JSON-RPC 2.0)',
      description: `\`Authorization: Basic base64("Paycom:" + PAYME_KEY)\`. The account field is \`user_id\`; amounts are tiyin (1 000 to 1 000 000 000 so'm). Errors are \`{"error": {"code", "message": {"ru", "uz", "en"}, "data"}}\`.

| method | params | result |
| --- | --- | --- |
| \`CheckPerformTransaction\` | \`amount\`, \`account.user_id\` | \`{"allow": true}\` |
| \`CreateTransaction\` | \`id\`, \`time\`, \`amount\`, \`account\` | \`{create_time, transaction, state: 1}\`; a repeat answers the same |
| \`PerformTransaction\` | \`id\` | \`{transaction, perform_time, state: 2}\`; credits the balance once (repeats answer the same) |
| \`CancelTransaction\` | \`id\`, \`reason\` | \`{transaction, cancel_time, state: -1 or -2}\`; after perform only while the money is there |
| \`CheckTransaction\` | \`id\` | \`{create_time, perform_time, cancel_time, transaction, state, reason}\` (times 0 when unset) |
| \`GetStatement\` | \`from\`, \`to\` (Payme's \`time\`, ms) | \`{transactions: [{id, time, amount, account, create_time, perform_time, cancel_time, transaction, state, reason}]}\` |

| code | when |
| --- | --- |
| \`-32504\` | missing or wrong Basic auth |
| \`-32700\` | the body is not JSON |
| \`-32600\` | no \`method\`, \`params\` or \`id\`, or a parameter of the wrong type |
| \`-32601\` | unknown method |
| \`-31001\` | amount not an integer of tiyin within the limits, or not the amount this transaction was created with |
| \`-31050\` | unknown \`user_id\` (\`data: "user_id"\`) |
| \`-31099\` | the account already has a created, unfinished transaction (one at a time) |
| \`-31003\` | unknown transaction id |
| \`-31008\` | cannot perform: cancelled, or not performed within 12 hours (then cancelled with reason 4) |
| \`-31007\` | cannot cancel a performed transaction: the money has been spent |
| \`-32400\` | our own failure (logged) |`,
      auth: 'provider',
      body: paymeRequestSchema,
      answer: paymeAnswerSchema,
    },
    'POST /api/payments/click/prepare': {
      summary: 'Click SHOP-API, prepare (action 0)',
      description: `Form-encoded. \`sign_string\` = MD5(click_trans_id + service_id + SECRET_KEY + merchant_trans_id + [merchant_prepare_id] + amount + action + sign_time). Codes: \`0\` success, \`-1\` SIGN CHECK FAILED, \`-2\` incorrect amount (also on complete: not the prepared amount), \`-3\` action not found, \`-4\` already paid (a repeated complete: money moves once), \`-5\` user does not exist, \`-6\` transaction does not exist (complete without prepare), \`-7\` our failure, \`-8\` error in request (missing fields, another service id), \`-9\` transaction cancelled (a complete with \`error < 0\` cancels the prepared payment and answers \`-9\`).`,
      auth: 'provider',
      form: clickPrepareSchema,
      answer: clickAnswerSchema,
    },
    'POST /api/payments/click/complete': {
      summary: 'Click SHOP-API, complete (action 1)',
      description: "The prepare's fields and `merchant_prepare_id`; the codes of prepare. Money moves once.",
      auth: 'provider',
      form: clickCompleteSchema,
      answer: clickAnswerSchema,
    },
  },
} satisfies ApiGroup;
