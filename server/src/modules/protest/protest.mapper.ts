/** Protest rows as each side reads them (shared/src/api/shop/lot-protests.ts). */
import {
  answeredLate,
  checkAnswer,
  checkReview,
  isOverdue,
  isProtestState,
  type OperatorProtest,
  type OrderProtest,
  type Protest,
  type ProtestProgress,
} from '@kimoshdi/shared';
import type { ProtestRow } from './protest.repository';

export function progressOf(row: ProtestRow): ProtestProgress {
  return {
    // The table's check admits these three only.
    state: isProtestState(row.state) ? row.state : 'open',
    answerDueAt: row.answer_due_at,
    answeredAt: row.answered_at,
    reviewedAt: row.reviewed_at,
  };
}

export function toProtest(row: ProtestRow, now: Date): Protest {
  const progress = progressOf(row);
  return {
    id: row.id,
    lot_id: row.lot_id,
    lot_number: row.lot_number,
    lot_name: { uz: row.name_uz, ru: row.name_ru, 'uz-Cyrl': row.name_uz_cyrl, en: row.name_en },
    lot_status: row.lot_status,
    buyer_number: row.buyer_number,
    text: row.text,
    state: progress.state,
    created_at: row.created_at.toISOString(),
    answer_due_at: row.answer_due_at.toISOString(),
    overdue: isOverdue(progress, now),
    answer_note: row.answer_note,
    answered_at: row.answered_at?.toISOString() ?? null,
    answered_late: answeredLate(progress),
    review_note: row.review_note,
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
  };
}

export function toOrderProtest(row: ProtestRow, now: Date): OrderProtest {
  return { ...toProtest(row, now), can_answer: checkAnswer(progressOf(row)).ok };
}

export function toOperatorProtest(row: ProtestRow, now: Date): OperatorProtest {
  return {
    ...toProtest(row, now),
    order_id: row.order_id,
    customer_name: row.customer_name,
    participant_name: row.participant_name,
    can_review: checkReview(progressOf(row)).ok,
  };
}
