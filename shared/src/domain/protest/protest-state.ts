/**
 * A protest's life after it is filed (docs/decisions.md "Participants' protests"): open until the
 * customer accepts or rejects it; the operator may mark any protest reviewed with a note, which
 * closes it for good (an open protest reviewed is no longer answered). An open protest past its
 * answer's due time is overdue: the operator's desk shows it so.
 */
export const PROTEST_STATES = ['open', 'accepted', 'rejected'] as const;
export type ProtestState = (typeof PROTEST_STATES)[number];

export const PROTEST_ANSWERS = ['accept', 'reject'] as const;
export type ProtestAnswer = (typeof PROTEST_ANSWERS)[number];

/** The operator desk's filter: every protest, waiting for the customer (overdue ones among them), overdue only, answered and not reviewed, reviewed. */
export const PROTEST_DESK_FILTERS = ['all', 'open', 'overdue', 'answered', 'reviewed'] as const;
export type ProtestDeskFilter = (typeof PROTEST_DESK_FILTERS)[number];

export interface ProtestProgress {
  state: ProtestState;
  answerDueAt: Date;
  answeredAt: Date | null;
  reviewedAt: Date | null;
}

export function isProtestState(value: unknown): value is ProtestState {
  return typeof value === 'string' && (PROTEST_STATES as readonly string[]).includes(value);
}

/** Waiting for the customer past the due time, and no operator has closed it. */
export function isOverdue(protest: ProtestProgress, now: Date): boolean {
  return (
    protest.state === 'open' && protest.reviewedAt === null && now.getTime() > protest.answerDueAt.getTime()
  );
}

/** Answered after the due time (the desk shows it: the participant waited longer than promised). */
export function answeredLate(protest: ProtestProgress): boolean {
  return protest.answeredAt !== null && protest.answeredAt.getTime() > protest.answerDueAt.getTime();
}

export type ProtestStepCheck = { ok: true } | { ok: false; code: 'PROTEST_ANSWERED' | 'PROTEST_REVIEWED' };

/** The customer answers once, and not after the operator has closed the protest. */
export function checkAnswer(protest: ProtestProgress): ProtestStepCheck {
  if (protest.state !== 'open') return { ok: false, code: 'PROTEST_ANSWERED' };
  if (protest.reviewedAt !== null) return { ok: false, code: 'PROTEST_REVIEWED' };
  return { ok: true };
}

/** The operator reviews once, answered or not. */
export function checkReview(protest: ProtestProgress): ProtestStepCheck {
  return protest.reviewedAt === null ? { ok: true } : { ok: false, code: 'PROTEST_REVIEWED' };
}
