/**
 * Who may protest a lot's result, and until when (docs/decisions.md "Participants' protests").
 *
 * DECISION: a participant is a user whose application to the lot stands (applied and not cancelled
 * before the start), never the lot's own customer; a protest is about a result, so the lot's trade
 * must have ended (a status with an outcome: sold, awaiting payment, protocol issued, not sold,
 * price not confirmed, no bids, not held, withdrawn, cancelled); it is filed within 3 working days
 * after the end (18:00 Tashkent of the 3rd working day after the end's day, the platform's usual
 * term), and one at a time: a participant whose protest waits for its answer cannot file another.
 * The customer is expected to answer within 3 working days of the filing; later, the operator sees
 * the protest overdue.
 */
import { lotOutcome } from '../lot/lot-outcome';
import { addWorkingDays } from '../time/working-days';

export const PROTEST_WINDOW_WORKING_DAYS = 3;
export const PROTEST_ANSWER_WORKING_DAYS = 3;

export const PROTEST_REFUSALS = [
  'PROTEST_OWN_LOT',
  'PROTEST_NOT_PARTICIPANT',
  'PROTEST_TRADE_NOT_ENDED',
  'PROTEST_WINDOW_CLOSED',
  'PROTEST_ALREADY_OPEN',
] as const;
export type ProtestRefusal = (typeof PROTEST_REFUSALS)[number];

export interface ProtestFacts {
  lotStatus: number;
  /** When the trade ended (the auction's close, else the result's first record, else the lot's end). */
  endedAt: Date;
  /** The caller put the lot on trade (the order's customer). */
  customer: boolean;
  /** The caller's application to the lot stands. */
  participant: boolean;
  /** The caller has a protest on the lot still waiting for its answer. */
  openProtest: boolean;
}

export type ProtestCheck =
  | { ok: true; until: Date }
  /** `until` is the window's end once the trade has ended, else null. */
  | { ok: false; code: ProtestRefusal; until: Date | null };

/** Whether the lot's trade is over with an outcome a participant may protest. */
export function tradeEnded(lotStatus: number): boolean {
  return lotOutcome(lotStatus) !== 'not_finished';
}

/** The last moment a protest on a result reached at `endedAt` is taken. */
export function protestDeadline(endedAt: Date, holidays: ReadonlySet<string>): Date {
  return addWorkingDays(endedAt, PROTEST_WINDOW_WORKING_DAYS, holidays);
}

/** When the customer's answer to a protest filed at `filedAt` is due. */
export function answerDueAt(filedAt: Date, holidays: ReadonlySet<string>): Date {
  return addWorkingDays(filedAt, PROTEST_ANSWER_WORKING_DAYS, holidays);
}

/** May the caller protest the lot's result now? The first reason that applies is given. */
export function checkProtest(facts: ProtestFacts, now: Date, holidays: ReadonlySet<string>): ProtestCheck {
  const ended = tradeEnded(facts.lotStatus);
  const until = ended ? protestDeadline(facts.endedAt, holidays) : null;
  if (facts.customer) return { ok: false, code: 'PROTEST_OWN_LOT', until };
  if (!facts.participant) return { ok: false, code: 'PROTEST_NOT_PARTICIPANT', until };
  if (!until) return { ok: false, code: 'PROTEST_TRADE_NOT_ENDED', until };
  if (now.getTime() > until.getTime()) return { ok: false, code: 'PROTEST_WINDOW_CLOSED', until };
  if (facts.openProtest) return { ok: false, code: 'PROTEST_ALREADY_OPEN', until };
  return { ok: true, until };
}
