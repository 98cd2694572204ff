/**
 * Contracts of the operator's lot reviews (docs/decisions.md "Lot review"): an auction lot is
 * suspended before its start (status 17, under moderation) while a complaint or its papers are
 * looked into, then resumed or its trade cancelled. The rules are shared/src/domain/lot/lot-review.ts.
 *
 *   POST operator/lot-reviews/suspend {lot_id, reason}   the lot to 17, a review opened
 *   GET  operator/lot-reviews?page&size                   open reviews first, then decided ones
 *   POST operator/lot-reviews/{id}/resume {note?}         back to 2 or 3, or a new schedule
 *   POST operator/lot-reviews/{id}/cancel {note}          the trade cancelled (13), deposits released
 */
import { z } from 'zod';
import { multilineText } from '../text';
import { OPERATORS, type ApiGroup } from '../call';
import { pageOf, pageQuerySchema } from './page';
import { rowIdParamsSchema, rowIdSchema } from './user';
import { localNamesSchema } from './dictionaries';
import {
  LOT_REVIEW_DECISIONS,
  LOT_REVIEW_NOTE_MAX,
  LOT_REVIEW_REASON_MAX,
  LOT_REVIEW_REASON_MIN,
  SUSPEND_REFUSALS,
} from '../../domain/lot/lot-review';

const lotIdSchema = z.number().int().min(1).max(2_147_483_647);

/** POST operator/lot-reviews/suspend: the lot and why (the applicants and the customer read it). */
export const lotSuspendSchema = z.object({
  lot_id: lotIdSchema,
  reason: multilineText().trim().min(LOT_REVIEW_REASON_MIN).max(LOT_REVIEW_REASON_MAX),
});
export type LotSuspend = z.output<typeof lotSuspendSchema>;

/** POST operator/lot-reviews/{id}/resume: an optional note for the applicants and the customer. */
export const lotResumeSchema = z
  .object({ note: multilineText().trim().max(LOT_REVIEW_NOTE_MAX).optional() })
  .default({});
export type LotResume = z.output<typeof lotResumeSchema>;

/** POST operator/lot-reviews/{id}/cancel: the note is required (why the trade is cancelled). */
export const lotCancelSchema = z.object({
  note: multilineText().trim().min(LOT_REVIEW_REASON_MIN).max(LOT_REVIEW_NOTE_MAX),
});
export type LotCancel = z.output<typeof lotCancelSchema>;

export const lotReviewParamsSchema = rowIdParamsSchema;

/** One review as the desk lists it. Instants ISO UTC. */
export const lotReviewSchema = z.object({
  id: rowIdSchema,
  lot_id: z.number().int(),
  lot_number: z.string(),
  /** The lot's name in the four languages. */
  name: localNamesSchema,
  /** The lot's status now (17 while the review is open). */
  lot_status: z.number().int(),
  starts_at: z.string(),
  reason: z.string(),
  previous_status: z.number().int(),
  suspended_at: z.string(),
  suspended_by_name: z.string(),
  decision: z.enum(LOT_REVIEW_DECISIONS).nullable(),
  decision_note: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  /** Standing applications to the lot. */
  applicants: z.number().int().nonnegative(),
});
export type LotReview = z.infer<typeof lotReviewSchema>;
export const lotReviewPageSchema = pageOf(lotReviewSchema);

/** The answer of suspend, resume and cancel: the review as it is, and whether it was so already. */
export const lotReviewAnswerSchema = lotReviewSchema.extend({ repeated: z.boolean() });
export type LotReviewAnswer = z.infer<typeof lotReviewAnswerSchema>;

export const lotReviewsApi = {
  tag: 'lot-reviews',
  description: `An operator suspends an auction lot before its start for a review (a complaint about the property, papers in doubt): the lot goes to status 17 (under moderation), where nobody may apply and the start job does nothing; the standing applications and their blocked deposits stay. The operator then resumes it or cancels its trade. Every step is one transaction under the lot's row lock, tells the applicants and the order's customer (cabinet messages) and is written to the operator's action log. Operators only (guests 401, other roles 403); POSTs need the CSRF header.`,
  calls: {
    'POST /api/shop/operator/lot-reviews/suspend': {
      summary: 'Suspend an auction lot before its start for a review',
      description: `Only an auction (trade type 1) accepting applications (2) or with its applications closed (3) whose start is still ahead; anything else is 409 \`LOT_NOT_SUSPENDABLE\` with \`data.reason\` one of ${SUSPEND_REFUSALS.map((r) => `\`${r}\``).join(', ')}, and nothing is written. The reason (${LOT_REVIEW_REASON_MIN} to ${LOT_REVIEW_REASON_MAX} characters) is kept with the review and told to the applicants and the customer. Unknown lot: 404.`,
      auth: OPERATORS,
      body: lotSuspendSchema,
      status: 201,
      answer: lotReviewAnswerSchema,
      errors: ['NOT_FOUND', 'LOT_NOT_SUSPENDABLE'],
    },
    'GET /api/shop/operator/lot-reviews': {
      summary: 'Every lot review: the open ones first (oldest first), then the decided ones (newest first)',
      auth: OPERATORS,
      query: pageQuerySchema,
      answer: lotReviewPageSchema,
    },
    'POST /api/shop/operator/lot-reviews/{id}/resume': {
      summary: 'Resume a suspended lot',
      description: `Start still ahead: back to 2 (accepting applications), or 3 when \`applications_close_at\` has passed. Start passed during the review: a new auction schedule from now (start, end, close of applications), status 2, and the start job scheduled. The applicants and the customer are told the start. Resuming a resumed review answers it as it is (\`repeated\`); a cancelled one is 409 \`WRONG_STATE\`.`,
      auth: OPERATORS,
      params: lotReviewParamsSchema,
      body: lotResumeSchema,
      answer: lotReviewAnswerSchema,
      errors: ['NOT_FOUND', 'WRONG_STATE'],
    },
    'POST /api/shop/operator/lot-reviews/{id}/cancel': {
      summary: "Cancel a suspended lot's trade",
      description: `The lot to 13 (cancelled), every standing application's deposit released, the applicants and the customer told with the note (${LOT_REVIEW_REASON_MIN} to ${LOT_REVIEW_NOTE_MAX} characters), the order's status following its lots. Cancelling a cancelled review answers it as it is (\`repeated\`); a resumed one is 409 \`WRONG_STATE\`.`,
      auth: OPERATORS,
      params: lotReviewParamsSchema,
      body: lotCancelSchema,
      answer: lotReviewAnswerSchema,
      errors: ['NOT_FOUND', 'WRONG_STATE'],
    },
  },
} satisfies ApiGroup;
