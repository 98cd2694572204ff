import { describe, expect, it } from 'vitest';
import { answeredLate, checkAnswer, checkReview, isOverdue, type ProtestProgress } from './protest-state';

const due = new Date('2026-02-05T13:00:00Z');
const open: ProtestProgress = { state: 'open', answerDueAt: due, answeredAt: null, reviewedAt: null };
const before = new Date('2026-02-05T12:59:59Z');
const after = new Date('2026-02-05T13:00:01Z');
const answered = (state: 'accepted' | 'rejected', at: Date): ProtestProgress => ({
  state,
  answerDueAt: due,
  answeredAt: at,
  reviewedAt: null,
});

describe('isOverdue: open, not reviewed, past the due time', () => {
  it.each<[string, ProtestProgress, Date, boolean]>([
    ['open before the due time', open, before, false],
    ['open at the due time', open, due, false],
    ['open after the due time', open, after, true],
    ['accepted after the due time', answered('accepted', before), after, false],
    ['rejected late', answered('rejected', after), after, false],
    ['open, reviewed by the operator', { ...open, reviewedAt: after }, after, false],
  ])('%s: %s', (_case, protest, now, overdue) => {
    expect(isOverdue(protest, now)).toBe(overdue);
  });
});

describe('answeredLate', () => {
  it.each<[string, ProtestProgress, boolean]>([
    ['not answered', open, false],
    ['answered in time', answered('accepted', before), false],
    ['answered at the due time', answered('rejected', due), false],
    ['answered after it', answered('rejected', after), true],
  ])('%s', (_case, protest, late) => {
    expect(answeredLate(protest)).toBe(late);
  });
});

describe('checkAnswer and checkReview', () => {
  it.each<[string, ProtestProgress, string | null, string | null]>([
    ['open', open, null, null],
    ['open and overdue: a late answer is still taken', open, null, null],
    ['accepted', answered('accepted', before), 'PROTEST_ANSWERED', null],
    ['rejected', answered('rejected', before), 'PROTEST_ANSWERED', null],
    ['open, closed by the operator', { ...open, reviewedAt: after }, 'PROTEST_REVIEWED', 'PROTEST_REVIEWED'],
    [
      'answered and reviewed',
      { ...answered('accepted', before), reviewedAt: after },
      'PROTEST_ANSWERED',
      'PROTEST_REVIEWED',
    ],
  ])('%s', (_case, protest, answerCode, reviewCode) => {
    expect(checkAnswer(protest)).toEqual(answerCode ? { ok: false, code: answerCode } : { ok: true });
    expect(checkReview(protest)).toEqual(reviewCode ? { ok: false, code: reviewCode } : { ok: true });
  });
});
