/**
 * Contracts of participants' protests on a lot's result (docs/decisions.md "Participants'
 * protests"). Times are ISO UTC; the customer sees a participant by buyer number, never by name.
 *
 *   GET  lot-protests/terms?lot_id=                 may the caller protest the lot, until when, and their protests on it
 *   POST lot-protests/create {lot_id, text}         a participant's protest (buyers)
 *   GET  lot-protests/mine?page&size                the caller's protests with the answers (buyers)
 *   GET  order/protests?id=                         the protests on the order's lots (its customer)
 *   POST order-action/protest-answer {protest_id, answer, note}   accept (note optional) or reject (reason required)
 *   GET  operator/protests?state&page&size          every protest (operators)
 *   POST operator/protests/:id/review {note}        the operator marks a protest reviewed
 */
import { z } from 'zod';
import { PROTEST_REFUSALS } from '../../domain/protest/protest-window';
import { PROTEST_ANSWERS, PROTEST_DESK_FILTERS, PROTEST_STATES } from '../../domain/protest/protest-state';
import {
  PROTEST_NOTE_MAX,
  PROTEST_REASON_REQUIRED,
  PROTEST_TEXT_MAX,
  PROTEST_TEXT_MIN,
} from '../../domain/protest/protest-text';
import { multilineText } from '../text';
import { localNamesSchema } from './dictionaries';
import { pageOf, pageQuerySchema } from './page';
import { orderIdQuerySchema } from './order';
import { BUYERS, OPERATORS, SELLERS, type ApiGroup } from '../call';

export {
  PROTEST_NOTE_MAX,
  PROTEST_REASON_REQUIRED,
  PROTEST_TEXT_MAX,
  PROTEST_TEXT_MIN,
} from '../../domain/protest/protest-text';

const dbId = z.coerce.number().int().min(1).max(2_147_483_647);

/** GET lot-protests/terms?lot_id= */
export const protestTermsQuerySchema = z.object({ lot_id: dbId });

/** POST lot-protests/create: the text is trimmed, 20 to 2000 characters, line breaks allowed. */
export const createProtestBodySchema = z.object({
  lot_id: dbId,
  text: multilineText().trim().min(PROTEST_TEXT_MIN).max(PROTEST_TEXT_MAX),
});
export type CreateProtestBody = z.infer<typeof createProtestBodySchema>;

/** POST order-action/protest-answer: a rejection needs its reason, an acceptance may carry a note. */
export const protestAnswerBodySchema = z
  .object({
    protest_id: dbId,
    answer: z.enum(PROTEST_ANSWERS),
    note: multilineText().trim().max(PROTEST_NOTE_MAX).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.answer === 'reject' && !body.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: PROTEST_REASON_REQUIRED });
    }
  });
export type ProtestAnswerBody = z.infer<typeof protestAnswerBodySchema>;

/** GET operator/protests: the desk's filter (default every protest) and the page. */
export const operatorProtestsQuerySchema = pageQuerySchema.extend({
  state: z.enum(PROTEST_DESK_FILTERS).default('all'),
});
export type OperatorProtestsQuery = z.output<typeof operatorProtestsQuerySchema>;

/** operator/protests/:id */
export const protestIdParamsSchema = z.object({ id: dbId });

/** POST operator/protests/:id/review: the operator's note, required (both sides read it). */
export const protestReviewBodySchema = z.object({
  note: multilineText().trim().min(1).max(PROTEST_NOTE_MAX),
});

/** One protest as each side sees it. */
export const protestSchema = z.object({
  id: z.number().int(),
  lot_id: z.number().int(),
  lot_number: z.string(),
  lot_name: localNamesSchema,
  lot_status: z.number().int(),
  /** The participant's buyer number in the lot's auction. */
  buyer_number: z.number().int(),
  text: z.string(),
  state: z.enum(PROTEST_STATES),
  created_at: z.string(),
  /** The customer's answer is expected by then. */
  answer_due_at: z.string(),
  /** Open, not reviewed, and past answer_due_at. */
  overdue: z.boolean(),
  /** The acceptance's note or the rejection's reason. */
  answer_note: z.string().nullable(),
  answered_at: z.string().nullable(),
  answered_late: z.boolean(),
  review_note: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type Protest = z.infer<typeof protestSchema>;
export const protestPageSchema = pageOf(protestSchema);

/** GET lot-protests/terms: `refusal` says why not (PROTEST_* error codes), `until` the window's end. */
export const protestTermsSchema = z.object({
  lot_id: z.number().int(),
  participant: z.boolean(),
  may_protest: z.boolean(),
  refusal: z.enum(PROTEST_REFUSALS).nullable(),
  ended_at: z.string().nullable(),
  until: z.string().nullable(),
  /** The caller's protests on this lot, newest first. */
  protests: z.array(protestSchema),
});
export type ProtestTerms = z.infer<typeof protestTermsSchema>;

/** The customer's view: may answer now. */
export const orderProtestSchema = protestSchema.extend({ can_answer: z.boolean() });
export type OrderProtest = z.infer<typeof orderProtestSchema>;
export const orderProtestsSchema = z.object({ items: z.array(orderProtestSchema) });
export type OrderProtests = z.infer<typeof orderProtestsSchema>;

/** The operator's view: the order, both sides' names, and whether it may still be reviewed. */
export const operatorProtestSchema = protestSchema.extend({
  order_id: z.number().int(),
  customer_name: z.string(),
  participant_name: z.string(),
  can_review: z.boolean(),
});
export type OperatorProtest = z.infer<typeof operatorProtestSchema>;
export const operatorProtestPageSchema = pageOf(operatorProtestSchema);

export const lotProtestsApi = {
  tag: 'lot-protests',
  description: `Participants' protests on a lot's result, the customer's answer and the operator's review (docs/decisions.md "Participants' protests"). Guests 401; a role that may not call 403 \`FORBIDDEN\`; POSTs need the CSRF header. Every step is one transaction: a refusal (4xx) writes nothing. The customer sees a participant by buyer number only; the operator sees both names. Times are ISO UTC.`,
  calls: {
    'GET /api/shop/lot-protests/terms': {
      summary: 'May the caller protest the lot, until when, and their protests on it',
      description: `\`refusal\` is the code filing would get (\`PROTEST_*\`, null when allowed), \`until\` the window's end once the trade has ended, \`protests\` the caller's on the lot, newest first.`,
      auth: 'user',
      query: protestTermsQuerySchema,
      answer: protestTermsSchema,
      errors: ['NOT_FOUND'],
    },
    'POST /api/shop/lot-protests/create': {
      summary: "A participant protests a lot's result",
      description: `The text is 20 to 2000 characters after trimming. Writes the \`protest_filed\` history row of the order and the customer's message.`,
      auth: BUYERS,
      body: createProtestBodySchema,
      answer: protestSchema,
      errors: [
        'NOT_FOUND',
        'PROTEST_NOT_PARTICIPANT',
        'PROTEST_OWN_LOT',
        'PROTEST_TRADE_NOT_ENDED',
        'PROTEST_WINDOW_CLOSED',
        'PROTEST_ALREADY_OPEN',
      ],
    },
    'GET /api/shop/lot-protests/mine': {
      summary: "The caller's protests with their answers, newest first",
      auth: BUYERS,
      query: pageQuerySchema,
      answer: protestPageSchema,
    },
    'GET /api/shop/order/protests': {
      summary: "The protests on the order's lots, lot by lot, oldest first",
      description: "The order's customer only (another's order 404).",
      auth: SELLERS,
      query: orderIdQuerySchema,
      answer: orderProtestsSchema,
      errors: ['NOT_FOUND'],
    },
    'POST /api/shop/order-action/protest-answer': {
      summary: "The customer accepts (note optional) or rejects (reason required) a participant's protest",
      description: `Writes the \`protest_accepted\`/\`protest_rejected\` history row and the participant's message; nothing else changes (no money, no lot status, no deadline).`,
      auth: SELLERS,
      body: protestAnswerBodySchema,
      answer: orderProtestSchema,
      errors: ['NOT_FOUND', 'PROTEST_ANSWERED', 'PROTEST_REVIEWED'],
    },
    'GET /api/shop/operator/protests': {
      summary: 'Every protest, newest first, by state: all, open, overdue, answered, reviewed',
      auth: OPERATORS,
      query: operatorProtestsQuerySchema,
      answer: operatorProtestPageSchema,
    },
    'POST /api/shop/operator/protests/{id}/review': {
      summary: 'The operator closes a protest with a note; the participant and the customer are told',
      auth: OPERATORS,
      params: protestIdParamsSchema,
      body: protestReviewBodySchema,
      answer: operatorProtestSchema,
      errors: ['NOT_FOUND', 'PROTEST_REVIEWED'],
    },
  },
} satisfies ApiGroup;
