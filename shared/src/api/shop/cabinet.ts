/**
 * Contracts of `api/shop/cabinet/my-application*`: a buyer's applications to auction lots (signed
 * in; guests get 401). Applying blocks the lot's deposit on the balance and gives a buyer number;
 * cancelling before the start releases it.
 *
 *   GET  cabinet/my-application?page&size[&lot_id]  the caller's applications, newest first
 *   POST cabinet/my-application         {lot_id}    apply
 *   POST cabinet/my-application/cancel  {lot_id}    cancel before the start
 */
import { z } from 'zod';
import { localNamesSchema } from './dictionaries';
import { tiyinSchema } from './money';
import { pageOf, pageQuerySchema } from './page';
import { rowIdSchema } from './user';
import { BUYERS, type ApiGroup } from '../call';
import {
  cancelUserOrderBodySchema,
  codeSentSchema,
  sendBuyCodeBodySchema,
  userOrderAnswerSchema,
} from './user-order';

const lotIdSchema = z.number().int().min(1).max(2_147_483_647);

export const APPLICATION_STATUSES = ['sent', 'cancelled'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const DEPOSIT_STATES = ['blocked', 'released', 'kept', 'counted', 'forfeited'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

/** GET cabinet/my-application: a page, optionally only the caller's applications to one lot. */
export const myApplicationQuerySchema = pageQuerySchema.extend({
  lot_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type MyApplicationQuery = z.output<typeof myApplicationQuerySchema>;

/** POST cabinet/my-application and cabinet/my-application/cancel. */
export const applicationBodySchema = z.object({ lot_id: lotIdSchema });

/** One application as its buyer sees it. Money in tiyin; times ISO UTC. */
export const myApplicationSchema = z.object({
  id: rowIdSchema,
  lot_id: z.number().int(),
  lot_number: z.string(),
  /** The lot's name in the four languages (the client picks the reader's, as in the catalogue). */
  name: localNamesSchema,
  lot_status: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  buyer_number: z.number().int().min(1),
  status: z.enum(APPLICATION_STATUSES),
  deposit_amount: tiyinSchema,
  deposit_state: z.enum(DEPOSIT_STATES),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  /** Sent, and the lot still before its start: the buyer may cancel it. */
  can_cancel: z.boolean(),
  /** Sent, and the auction live or paused now: the game page can be opened. */
  can_enter: z.boolean(),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const myApplicationPageSchema = pageOf(myApplicationSchema);
export type MyApplicationPage = z.infer<typeof myApplicationPageSchema>;

export const cabinetApi = {
  tag: 'cabinet',
  description: `A buyer's applications to auction lots (signed in; guests 401), and the cabinet's doors of the one-click purchase (the user-order group). POSTs need the CSRF header.

Applying writes the application and blocks the lot's deposit (\`lots.deposit_amount\`, the lot's percent of the start price) in one transaction, under a lock of the lot row: the buyer number is the lot's next one (1, 2, 3, ...; never reused), and double submits make one application. The ledger's business key of the block is \`deposit:<lot id>:<buyer number>\` (\`applications.deposit_key\`). A lot asking no deposit moves nothing in the ledger. \`can_cancel\`: sent and before the start; \`can_enter\`: sent and the lot live or paused (4, 12).

A refused deposit (409 \`INSUFFICIENT_FUNDS\`) carries \`data.shortfall\`, the tiyin missing: the lot page names it and links to \`/profile/top-up?amount=<so'm>\`.

For the auction's start and close, \`server/src/modules/application/application.service.ts\` exports \`activeApplications(db, lotId)\` (each with the person's stored language), \`countApplicants(db, lotId)\`, \`releaseApplicationDeposit(db, application, reason)\` (idempotent; \`deposit_state\` released) and \`keepDeposits(db, applications)\` (the winner's and the reserve winner's \`deposit_state\` kept, in one update; idempotent); each accepts the caller's transaction.`,
  calls: {
    'GET /api/shop/cabinet/my-application': {
      summary: "The caller's applications, newest first (or those to one lot)",
      auth: 'user',
      query: myApplicationQuerySchema,
      answer: myApplicationPageSchema,
    },
    'POST /api/shop/cabinet/my-application': {
      summary: 'Apply to an auction: the deposit is blocked, a buyer number given',
      description: `403 \`BUYER_ROLE_REQUIRED\` (role not buyer or both); 403 \`USER_BARRED\` (\`data: {until, lot_number}\`); 403 \`CONSENT_REQUIRED\` (\`data: {reason, offer_version}\`); 404 \`NOT_FOUND\`; 409 \`APPLICATIONS_CLOSED\` (not an auction (trade type 1), status not 1 or 2, or the close of applications or the start passed); 409 \`ALREADY_APPLIED\`; 409 \`INSUFFICIENT_FUNDS\` (\`data: {available, required, shortfall}\`): nothing written.`,
      auth: 'user',
      body: applicationBodySchema,
      answer: myApplicationSchema,
      errors: [
        'BUYER_ROLE_REQUIRED',
        'USER_BARRED',
        'CONSENT_REQUIRED',
        'NOT_FOUND',
        'APPLICATIONS_CLOSED',
        'ALREADY_APPLIED',
        'INSUFFICIENT_FUNDS',
      ],
    },
    'POST /api/shop/cabinet/my-application/cancel': {
      summary: 'Cancel an application before the start: the deposit comes back',
      description: `Answers the cancelled application (\`deposit_state: released\`). 404 \`NOT_FOUND\`; 409 \`APPLICATIONS_CLOSED\` (status not 1 or 2, or the close of applications or the start passed); 409 \`NO_APPLICATION\`.`,
      auth: 'user',
      body: applicationBodySchema,
      answer: myApplicationSchema,
      errors: ['NOT_FOUND', 'APPLICATIONS_CLOSED', 'NO_APPLICATION'],
    },
    'POST /api/shop/cabinet/send-code-for-create-user-order': {
      summary: 'A code to buy a fixed-price lot, from the cabinet (as user-order/send-code)',
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
    'POST /api/shop/cabinet/cancel_user_order': {
      summary: 'Cancel a purchase with its code: the money comes back',
      description: `\`NOT_CANCELLABLE {reason: cancelled, sale_ended, too_late, seller_funds}\` (\`seller_funds\`: a person-seller no longer holds the money).`,
      auth: BUYERS,
      body: cancelUserOrderBodySchema,
      answer: userOrderAnswerSchema,
      errors: [
        'NOT_FOUND',
        'NOT_CANCELLABLE',
        'CODE_NOT_FOUND',
        'CODE_INVALID',
        'CODE_EXPIRED',
        'CODE_LOCKED',
      ],
    },
  },
} satisfies ApiGroup;
