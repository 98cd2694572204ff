/**
 * An operator's review of an auction lot before its start (docs/decisions.md "Lot review"): the
 * suspension, the resumption and the cancellation of its trade, each ONE transaction under the
 * lot's row lock (the lock the start, the applications and a withdrawal take too):
 *
 * - suspend: only an auction in 2 or 3 whose start is ahead (suspendRefusal); the lot to 17 with
 *   its history row, the review row, the applicants and the customer told, the action logged. The
 *   applications and their blocked deposits stay; nobody may apply to 17 and the start job finding
 *   17 does nothing (lifecycle/start.ts starts 1 to 3 only).
 * - resume: start ahead, back to 2, or 3 once applications_close_at passed; start passed during the
 *   review, a new auction schedule from now and 2. The start job is (re)scheduled after the commit
 *   (its id is the lot and the time: an unchanged start adds nothing).
 * - cancel: the lot to 13, every standing deposit released in user id order, the order following
 *   its lots.
 *
 * A refusal writes nothing; the same decision again answers the review as it is and moves nothing.
 */
import {
  auctionSchedule,
  LOT_STATUS,
  resumedStatus,
  suspendRefusal,
  type LotReview,
  type LotReviewAnswer,
  type LotReviewDecision,
  type Page,
  type PageQuery,
} from '@kimoshdi/shared';
import type { Database, Db } from '../../db/database';
import { keysetRows } from '../../db/keyset';
import { AppError } from '../../lib/app-error';
import { holidaysAround } from '../../lib/uzbek-holidays';
import type { Queues } from '../../redis/queues';
import { logAction } from '../action-log';
import { activeApplications, releaseApplicationDeposit } from '../application';
import { applicantLanguages } from '../auction';
import { byUserId, lockAccountsOf, userLanguage } from '../ledger';
import { notify, notifyMany } from '../notification';
import { databaseNow, scheduleStart, setLotStatus, syncOrderStatus } from '../trade';
import { reviewNotification, type ReviewMessage } from './lot-review-messages';
import {
  decideReview,
  deskRowsAfter,
  findDeskRow,
  findOpenReview,
  findReview,
  insertReview,
  listDeskRows,
  lockReviewLot,
  reviewLotId,
  setLotSchedule,
  type LotReviewDeskRow,
  type ReviewLot,
} from './lot-review.repository';

export interface LotReviewDeps {
  db: Database;
  queues: Pick<Queues, 'auction'>;
}

function toReview(row: LotReviewDeskRow): LotReview {
  return {
    id: String(row.id),
    lot_id: row.lot_id,
    lot_number: row.lot_number,
    name: { uz: row.name_uz, ru: row.name_ru, 'uz-Cyrl': row.name_uz_cyrl, en: row.name_en },
    lot_status: row.lot_status,
    starts_at: row.starts_at.toISOString(),
    reason: row.reason,
    previous_status: row.previous_status,
    suspended_at: row.suspended_at.toISOString(),
    suspended_by_name: row.suspended_by_name ?? '',
    decision: row.decision as LotReviewDecision | null,
    decision_note: row.decision_note,
    decided_at: row.decided_at?.toISOString() ?? null,
    decided_by_name: row.decided_by_name,
    applicants: Number(row.applicants),
  };
}

async function answerOf(db: Db, id: string, repeated: boolean): Promise<LotReviewAnswer> {
  const row = await findDeskRow(db, id);
  if (!row) throw new Error(`the lot review ${id} was not written`);
  return { ...toReview(row), repeated };
}

/** Tells every standing applicant (user id order) and the order's customer. */
async function tellEveryone(
  trx: Db,
  lot: ReviewLot,
  applicantIds: readonly string[],
  message: Omit<ReviewMessage, 'reader' | 'lot' | 'orderId'>,
): Promise<void> {
  const base = { ...message, lot: lot.lot_number, orderId: lot.order_id };
  const languages = await applicantLanguages(trx, lot.id);
  await notifyMany(
    trx,
    applicantIds.map((userId) =>
      reviewNotification(userId, languages.get(userId), { ...base, reader: 'applicant' }),
    ),
  );
  const customer = lot.customer_user_id;
  if (customer) {
    await notify(
      trx,
      reviewNotification(customer, await userLanguage(trx, customer), { ...base, reader: 'customer' }),
    );
  }
}

const applicantIdsOf = async (trx: Db, lotId: number) =>
  [...(await activeApplications(trx, lotId))].sort(byUserId).map((applicant) => applicant.userId);

/** POST operator/lot-reviews/suspend: the lot to 17 and an open review, or LOT_NOT_SUSPENDABLE. */
export async function suspendLot(
  db: Database,
  input: { operatorId: string; lotId: number; reason: string },
): Promise<LotReviewAnswer> {
  const { operatorId, lotId, reason } = input;
  return db.transaction().execute(async (trx) => {
    const lot = await lockReviewLot(trx, lotId);
    if (!lot) throw new AppError('NOT_FOUND');
    const now = await databaseNow(trx);
    const refusal = suspendRefusal(
      { tradeType: lot.trade_type, status: lot.lot_status, startsAtMs: lot.starts_at.getTime() },
      now.getTime(),
    );
    if (refusal) throw new AppError('LOT_NOT_SUSPENDABLE', { reason: refusal, status: lot.lot_status });

    await setLotStatus(trx, lotId, LOT_STATUS.UNDER_MODERATION);
    const id = await insertReview(trx, { lotId, userId: operatorId, reason, previousStatus: lot.lot_status });
    await tellEveryone(trx, lot, await applicantIdsOf(trx, lotId), { step: 'suspended', reason });
    await logAction(trx, {
      userId: operatorId,
      type: 'order',
      actionType: 'lot-review-suspend',
      code: lot.lot_number,
      result: 'success',
    });
    return answerOf(trx, id, false);
  });
}

type Decided = { answer: LotReviewAnswer; start?: { lotId: number; atMs: number } };

/**
 * The review's decision under the lot's lock: the same decision taken already answers it
 * (`repeated`), the other one is WRONG_STATE; an open review of a lot not in 17 (changed by hand)
 * is WRONG_STATE too.
 */
async function decide(
  db: Database,
  reviewId: string,
  decision: LotReviewDecision,
  act: (trx: Db, lot: ReviewLot) => Promise<{ start?: { lotId: number; atMs: number } }>,
): Promise<Decided> {
  const lotId = await reviewLotId(db, reviewId);
  if (lotId === undefined) throw new AppError('NOT_FOUND');
  return db.transaction().execute(async (trx) => {
    const lot = await lockReviewLot(trx, lotId);
    const review = await findReview(trx, reviewId);
    if (!lot || !review) throw new AppError('NOT_FOUND');
    if (review.decision !== null) {
      if (review.decision === decision) return { answer: await answerOf(trx, reviewId, true) };
      throw new AppError('WRONG_STATE', { review_id: reviewId, decision: review.decision });
    }
    if (lot.lot_status !== LOT_STATUS.UNDER_MODERATION) {
      throw new AppError('WRONG_STATE', { review_id: reviewId, lot_status: lot.lot_status });
    }
    const { start } = await act(trx, lot);
    return { answer: await answerOf(trx, reviewId, false), ...(start ? { start } : {}) };
  });
}

/** POST operator/lot-reviews/:id/resume: back to trade, with a new schedule if the start passed. */
export async function resumeLot(
  deps: LotReviewDeps,
  input: { operatorId: string; reviewId: string; note?: string | undefined },
): Promise<LotReviewAnswer> {
  const { operatorId, reviewId } = input;
  const note = input.note?.trim() || null;
  const decided = await decide(deps.db, reviewId, 'resumed', async (trx, lot) => {
    const now = await databaseNow(trx);
    let startsAt = lot.starts_at;
    let status: number;
    if (now.getTime() < lot.starts_at.getTime()) {
      status = resumedStatus(now.getTime(), lot.applications_close_at?.getTime() ?? null);
    } else {
      // The start passed during the review: the auction is announced again from now, as a new
      // lot's would be (the next working day's opening, five working days).
      const schedule = auctionSchedule(now, holidaysAround(now));
      await setLotSchedule(trx, lot.id, {
        startsAt: schedule.startsAt,
        endsAt: schedule.endsAt,
        applicationsCloseAt: schedule.applicationsCloseAt ?? null,
      });
      startsAt = schedule.startsAt;
      status = LOT_STATUS.ACCEPTING_APPLICATIONS;
    }
    await setLotStatus(trx, lot.id, status);
    await decideReview(trx, reviewId, { decision: 'resumed', userId: operatorId, note });
    await tellEveryone(trx, lot, await applicantIdsOf(trx, lot.id), {
      step: 'resumed',
      startsAt,
      reason: note,
    });
    await logAction(trx, {
      userId: operatorId,
      type: 'order',
      actionType: 'lot-review-resume',
      code: lot.lot_number,
      result: 'success',
    });
    return { start: { lotId: lot.id, atMs: startsAt.getTime() } };
  });
  // After the commit (a job may be lost: the sweep starts a lot with applications anyway). The
  // job's id is the lot and the time, so an unchanged start adds nothing.
  if (decided.start) await scheduleStart(deps.queues, decided.start.lotId, decided.start.atMs);
  return decided.answer;
}

/** POST operator/lot-reviews/:id/cancel: the trade cancelled (13), every standing deposit released. */
export async function cancelLotTrade(
  db: Database,
  input: { operatorId: string; reviewId: string; note: string },
): Promise<LotReviewAnswer> {
  const { operatorId, reviewId, note } = input;
  const decided = await decide(db, reviewId, 'cancelled', async (trx, lot) => {
    const applicants = [...(await activeApplications(trx, lot.id))].sort(byUserId);
    // Every account this moves, in user id order before any movement (modules/ledger/lock-order.ts).
    await lockAccountsOf(
      trx,
      applicants.map((applicant) => applicant.userId),
    );
    await setLotStatus(trx, lot.id, LOT_STATUS.CANCELLED);
    for (const applicant of applicants) await releaseApplicationDeposit(trx, applicant, 'lot_cancelled');
    await decideReview(trx, reviewId, { decision: 'cancelled', userId: operatorId, note });
    await tellEveryone(
      trx,
      lot,
      applicants.map((applicant) => applicant.userId),
      { step: 'cancelled', reason: note },
    );
    // The order's lock is the transaction's last (trade/order-progress.ts).
    await syncOrderStatus(trx, lot.order_id);
    await logAction(trx, {
      userId: operatorId,
      type: 'order',
      actionType: 'lot-review-cancel',
      code: lot.lot_number,
      result: 'success',
    });
    return {};
  });
  return decided.answer;
}

/** GET operator/lot-reviews: open reviews first, then the decided ones. */
export async function listReviews(db: Database, query: PageQuery): Promise<Page<LotReview>> {
  const { rows, total } = await listDeskRows(db, {
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  return { items: rows.map(toReview), total, page: query.page, size: query.size };
}

/** Every review in the desk's order, read a keyset page at a time (exports). */
export async function* streamReviews(db: Database): AsyncGenerator<LotReview> {
  for (const part of ['open', 'decided'] as const) {
    for await (const row of keysetRows((after, limit) => deskRowsAfter(db, part, after, limit))) {
      yield toReview(row);
    }
  }
}

/** The open review of a lot, if any (the demo, tests). */
export async function openReviewOf(db: Db, lotId: number): Promise<string | undefined> {
  return (await findOpenReview(db, lotId))?.id;
}

/** The desk's calls as the routes make them, bound once in deps.ts. */
export function createLotReviewDesk(deps: LotReviewDeps) {
  return {
    list: (query: PageQuery) => listReviews(deps.db, query),
    /** The whole desk, a page at a time (exports). */
    stream: () => streamReviews(deps.db),
    suspend: (operatorId: string, input: { lot_id: number; reason: string }) =>
      suspendLot(deps.db, { operatorId, lotId: input.lot_id, reason: input.reason }),
    resume: (operatorId: string, reviewId: string, input: { note?: string | undefined }) =>
      resumeLot(deps, { operatorId, reviewId, note: input.note }),
    cancel: (operatorId: string, reviewId: string, input: { note: string }) =>
      cancelLotTrade(deps.db, { operatorId, reviewId, note: input.note }),
  };
}

export type LotReviewDesk = ReturnType<typeof createLotReviewDesk>;
