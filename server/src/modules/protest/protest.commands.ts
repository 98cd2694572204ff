/**
 * Participants' protests on a lot's result (docs/decisions.md "Participants' protests"): a
 * participant files one within the window after the trade's end; the lot's customer accepts or
 * rejects it; an operator may mark any protest reviewed. Each step is one transaction with the
 * order's history row and the cabinet messages; a refused step writes nothing. Nothing here moves
 * money or changes a lot: an accepted protest is the customer's word, and a result changes only
 * through the operator's own tools (a protocol's cancel, say).
 */
import {
  answerDueAt,
  checkAnswer,
  checkReview,
  formatTashkentDateTime,
  type CreateProtestBody,
  type OperatorProtest,
  type OrderProtest,
  type Protest,
  type ProtestAnswerBody,
} from '@kimoshdi/shared';
import type { Database, Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { insertFlow } from '../trade';
import { holidaysAround } from '../../lib/uzbek-holidays';
import { tellAboutProtest } from './protest-messages';
import { toOperatorProtest, toOrderProtest, toProtest, progressOf } from './protest.mapper';
import {
  findProtest,
  insertProtest,
  isOpenProtestConflict,
  lockProtest,
  lotForProtest,
  markAnswered,
  markReviewed,
  userLang,
  type ProtestRow,
} from './protest.repository';
import { decide } from './protest-window';

/**
 * POST lot-protests/create: the protest, the order's history row ('protest_filed', the lot's
 * number) and the customer's message, in one transaction; two sent at once meet the one-open index.
 */
export async function fileProtest(
  db: Database,
  input: { userId: string; body: CreateProtestBody },
): Promise<Protest> {
  const { lot_id: lotId, text } = input.body;
  try {
    const protestId = await db.transaction().execute(async (tx) => {
      const lot = await lotForProtest(tx, lotId, input.userId);
      if (!lot) throw new AppError('NOT_FOUND');
      const now = new Date();
      const check = decide(lot, input.userId, now);
      if (!check.ok) {
        throw new AppError(
          check.code,
          check.until ? { until: check.until.toISOString() } : undefined,
          check.until ? { until: formatTashkentDateTime(check.until) } : undefined,
        );
      }
      const buyerNumber = lot.buyer_number;
      if (buyerNumber === null) throw new AppError('PROTEST_NOT_PARTICIPANT');
      const due = answerDueAt(now, holidaysAround(now));
      const id = await insertProtest(tx, {
        lotId,
        userId: input.userId,
        buyerNumber,
        text,
        answerDueAt: due,
      });
      await insertFlow(tx, {
        orderId: lot.order_id,
        action: 'protest_filed',
        status: lot.order_status,
        userId: input.userId,
        note: lot.lot_number,
      });
      if (lot.customer_user_id !== null) {
        await tellAboutProtest(
          tx,
          { id: lot.customer_user_id, lang: lot.customer_lang },
          { kind: 'filed', lot: lot.lot_number, buyer: buyerNumber, due, orderId: lot.order_id },
        );
      }
      return id;
    });
    return toProtest(await foundProtest(db, protestId), new Date());
  } catch (error) {
    if (isOpenProtestConflict(error)) throw new AppError('PROTEST_ALREADY_OPEN');
    throw error;
  }
}

async function foundProtest(db: Db, protestId: number): Promise<ProtestRow> {
  const row = await findProtest(db, protestId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * POST order-action/protest-answer: the customer accepts (an optional note) or rejects (a reason)
 * a protest on their order's lot, once, under the protest's row lock; the history row and the
 * participant's message in the same transaction. Another's protest is 404.
 */
export async function answerProtest(
  db: Database,
  input: { userId: string; body: ProtestAnswerBody },
): Promise<OrderProtest> {
  const { protest_id: protestId, answer } = input.body;
  // An empty note (spaces only, trimmed away) is no note.
  const note = input.body.note || null;
  await db.transaction().execute(async (tx) => {
    const row = await lockProtest(tx, protestId);
    if (!row || row.customer_user_id !== input.userId) throw new AppError('NOT_FOUND');
    const check = checkAnswer(progressOf(row));
    if (!check.ok) throw new AppError(check.code);
    const state = answer === 'accept' ? 'accepted' : 'rejected';
    await markAnswered(tx, protestId, { state, note, by: input.userId });
    await insertFlow(tx, {
      orderId: row.order_id,
      action: answer === 'accept' ? 'protest_accepted' : 'protest_rejected',
      status: row.order_status,
      userId: input.userId,
      note: row.lot_number,
    });
    await tellAboutProtest(
      tx,
      { id: row.user_id, lang: row.participant_lang },
      answer === 'accept'
        ? { kind: 'accepted', lot: row.lot_number, note }
        : { kind: 'rejected', lot: row.lot_number, reason: note ?? '' },
    );
  });
  return toOrderProtest(await foundProtest(db, protestId), new Date());
}

/**
 * POST operator/protests/:id/review: the operator's note closes the protest, answered or not; the
 * participant and the customer are told. Reviewing twice is PROTEST_REVIEWED with nothing written.
 */
export async function reviewProtest(
  db: Database,
  input: { operatorId: string; protestId: number; note: string },
): Promise<OperatorProtest> {
  await db.transaction().execute(async (tx) => {
    const row = await lockProtest(tx, input.protestId);
    if (!row) throw new AppError('NOT_FOUND');
    const check = checkReview(progressOf(row));
    if (!check.ok) throw new AppError(check.code);
    await markReviewed(tx, input.protestId, { note: input.note, by: input.operatorId });
    const told = { lot: row.lot_number, buyer: row.buyer_number, note: input.note, orderId: row.order_id };
    await tellAboutProtest(
      tx,
      { id: row.user_id, lang: row.participant_lang },
      { kind: 'reviewed', ...told, reader: 'participant' },
    );
    if (row.customer_user_id !== null) {
      await tellAboutProtest(
        tx,
        { id: row.customer_user_id, lang: await userLang(tx, row.customer_user_id) },
        { kind: 'reviewed', ...told, reader: 'customer' },
      );
    }
  });
  return toOperatorProtest(await foundProtest(db, input.protestId), new Date());
}
