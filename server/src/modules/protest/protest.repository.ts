/**
 * The rows of participants' protests (lot_protests, migration 0750) and the facts a protest is
 * decided on. Every function takes the caller's db or transaction.
 */
import { lotOutcome, LOT_STATUS, type ProtestDeskFilter } from '@kimoshdi/shared';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { afterCursor, cursorAt, type KeysetCursor } from '../../db/keyset';
import type { DB } from '../../db/schema.generated';

/** Lot statuses with an outcome: the first of them in the lot's history is where its trade ended. */
const RESULT_STATUSES = Object.values(LOT_STATUS).filter((status) => lotOutcome(status) !== 'not_finished');

/**
 * When the lot's trade ended: the auction's close (over-time included) when it was held, else the
 * first result in the lot's status history (a lot not held ends at its start), else its end time.
 */
function endedAt(eb: ExpressionBuilder<DB, 'lots'>) {
  return sql<Date>`coalesce(
    (select a.closed_at from auctions a where a.lot_id = ${eb.ref('lots.id')}),
    (select min(f.at) from lot_flows f where f.lot_id = ${eb.ref('lots.id')}
       and f.status in (${sql.join(RESULT_STATUSES)})),
    ${eb.ref('lots.ends_at')})`;
}

export interface LotForProtest {
  id: number;
  lot_number: string;
  lot_status: number;
  /** The status an archived lot ended with (null unless lot_status is 14). */
  archived_from: number | null;
  order_id: number;
  order_status: number;
  customer_user_id: string | null;
  customer_lang: string | null;
  ended_at: Date;
  /** The caller's standing application's buyer number, null when none. */
  buyer_number: number | null;
  /** The caller has a protest on the lot waiting for its answer. */
  open_protest: boolean;
}

export async function lotForProtest(
  db: Db,
  lotId: number,
  userId: string,
): Promise<LotForProtest | undefined> {
  return db
    .selectFrom('lots')
    .innerJoin('orders', 'orders.id', 'lots.order_id')
    .leftJoin('users as customer', 'customer.id', 'orders.customer_user_id')
    .select((eb) => [
      'lots.id',
      'lots.lot_number',
      'lots.lot_status',
      'lots.archived_from',
      'lots.order_id',
      'orders.status as order_status',
      'orders.customer_user_id',
      'customer.lang as customer_lang',
      endedAt(eb).as('ended_at'),
      eb
        .selectFrom('applications')
        .select('applications.buyer_number')
        .whereRef('applications.lot_id', '=', 'lots.id')
        .where('applications.user_id', '=', userId)
        .where('applications.status', '=', 'sent')
        .as('buyer_number'),
      eb
        .exists(
          eb
            .selectFrom('lot_protests')
            .select('lot_protests.id')
            .whereRef('lot_protests.lot_id', '=', 'lots.id')
            .where('lot_protests.user_id', '=', userId)
            .where('lot_protests.state', '=', 'open')
            .where('lot_protests.reviewed_at', 'is', null),
        )
        .$castTo<boolean>()
        .as('open_protest'),
    ])
    .where('lots.id', '=', lotId)
    .executeTakeFirst();
}

export async function insertProtest(
  db: Db,
  protest: { lotId: number; userId: string; buyerNumber: number; text: string; answerDueAt: Date },
): Promise<number> {
  const row = await db
    .insertInto('lot_protests')
    .values({
      lot_id: protest.lotId,
      user_id: protest.userId,
      buyer_number: protest.buyerNumber,
      text: protest.text,
      answer_due_at: protest.answerDueAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether an error is the one-open-protest index refusing a second protest sent at the same time. */
export function isOpenProtestConflict(error: unknown): boolean {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'lot_protests_open_idx';
}

/** A protest with its lot, order and both sides, as every list shows it. */
function protestRows(db: Db) {
  return db
    .selectFrom('lot_protests')
    .innerJoin('lots', 'lots.id', 'lot_protests.lot_id')
    .innerJoin('orders', 'orders.id', 'lots.order_id')
    .innerJoin('users as participant', 'participant.id', 'lot_protests.user_id')
    .select([
      'lot_protests.id',
      'lot_protests.lot_id',
      'lot_protests.user_id',
      'lot_protests.buyer_number',
      'lot_protests.text',
      'lot_protests.state',
      'lot_protests.created_at',
      'lot_protests.answer_due_at',
      'lot_protests.answer_note',
      'lot_protests.answered_at',
      'lot_protests.review_note',
      'lot_protests.reviewed_at',
      'lots.lot_number',
      'lots.lot_status',
      'lots.name_uz',
      'lots.name_ru',
      'lots.name_uz_cyrl',
      'lots.name_en',
      'lots.order_id',
      'orders.status as order_status',
      'orders.customer_user_id',
      'orders.customer_name',
      'participant.full_name as participant_name',
      'participant.lang as participant_lang',
    ]);
}

export type ProtestRow = NonNullable<Awaited<ReturnType<typeof findProtest>>>;

export async function findProtest(db: Db, protestId: number) {
  return protestRows(db).where('lot_protests.id', '=', protestId).executeTakeFirst();
}

/** Locks the protest's row: an answer and a review of one protest queue here. */
export async function lockProtest(db: Db, protestId: number): Promise<ProtestRow | undefined> {
  const locked = await db
    .selectFrom('lot_protests')
    .select('id')
    .where('id', '=', protestId)
    .forUpdate()
    .executeTakeFirst();
  return locked ? findProtest(db, protestId) : undefined;
}

export async function userProtestsOfLot(db: Db, userId: string, lotId: number): Promise<ProtestRow[]> {
  return protestRows(db)
    .where('lot_protests.user_id', '=', userId)
    .where('lot_protests.lot_id', '=', lotId)
    .orderBy('lot_protests.created_at', 'desc')
    .orderBy('lot_protests.id', 'desc')
    .execute();
}

export async function userProtestsPage(
  db: Db,
  userId: string,
  page: { page: number; size: number },
): Promise<{ rows: ProtestRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    protestRows(db)
      .where('lot_protests.user_id', '=', userId)
      .orderBy('lot_protests.created_at', 'desc')
      .orderBy('lot_protests.id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    db
      .selectFrom('lot_protests')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

/** The protests on an order's lots, lot by lot, oldest first (the order in which they came). */
export async function orderProtestRows(db: Db, orderId: number): Promise<ProtestRow[]> {
  return protestRows(db)
    .where('lots.order_id', '=', orderId)
    .orderBy('lots.lot_number')
    .orderBy('lot_protests.created_at')
    .orderBy('lot_protests.id')
    .execute();
}

/** Whether the user is the order's customer. */
export async function ownsOrder(db: Db, orderId: number, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('id', '=', orderId)
    .where('customer_user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The protests a desk filter shows (shared/src/domain/protest/protest-state.ts). */
function deskFilter(filter: ProtestDeskFilter) {
  return (eb: ExpressionBuilder<DB, 'lot_protests'>) => {
    const notReviewed = eb('lot_protests.reviewed_at', 'is', null);
    const waiting = eb.and([eb('lot_protests.state', '=', 'open'), notReviewed]);
    switch (filter) {
      case 'open':
        return waiting;
      case 'overdue':
        return eb.and([waiting, eb('lot_protests.answer_due_at', '<', sql<Date>`now()`)]);
      case 'answered':
        return eb.and([eb('lot_protests.state', '<>', 'open'), notReviewed]);
      case 'reviewed':
        return eb('lot_protests.reviewed_at', 'is not', null);
      case 'all':
        return eb.lit(true);
    }
  };
}

/** The operator desk's page for a filter, newest first. */
export async function deskPage(
  db: Db,
  filter: ProtestDeskFilter,
  page: { page: number; size: number },
): Promise<{ rows: ProtestRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    protestRows(db)
      .where(deskFilter(filter))
      .orderBy('lot_protests.created_at', 'desc')
      .orderBy('lot_protests.id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    db
      .selectFrom('lot_protests')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where(deskFilter(filter))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

/** deskPage's rows in its order, a keyset page after `after` (the export streams them). */
export async function deskAfter(
  db: Db,
  filter: ProtestDeskFilter,
  after: KeysetCursor | null,
  limit: number,
): Promise<(ProtestRow & { cursor_at: string })[]> {
  let query = protestRows(db)
    .select(cursorAt('lot_protests.created_at').as('cursor_at'))
    .where(deskFilter(filter));
  if (after) {
    const columns = { at: 'lot_protests.created_at', id: 'lot_protests.id', type: 'timestamptz' } as const;
    query = query.where(afterCursor(columns, after, 'desc'));
  }
  return query
    .orderBy('lot_protests.created_at', 'desc')
    .orderBy('lot_protests.id', 'desc')
    .limit(limit)
    .execute();
}

export async function markAnswered(
  db: Db,
  protestId: number,
  answer: { state: 'accepted' | 'rejected'; note: string | null; by: string },
): Promise<void> {
  await db
    .updateTable('lot_protests')
    .set({
      state: answer.state,
      answer_note: answer.note,
      answered_at: sql<Date>`now()`,
      answered_by: answer.by,
    })
    .where('id', '=', protestId)
    .execute();
}

export async function markReviewed(db: Db, protestId: number, review: { note: string; by: string }) {
  await db
    .updateTable('lot_protests')
    .set({ review_note: review.note, reviewed_at: sql<Date>`now()`, reviewed_by: review.by })
    .where('id', '=', protestId)
    .execute();
}

/** A user's stored language (messages are worded in it). */
export async function userLang(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('lang').where('id', '=', userId).executeTakeFirst();
  return row?.lang ?? null;
}
