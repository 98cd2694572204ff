/**
 * Lot reviews (migrations/20261128_0135_lot_reviews.sql) and the lot they suspend. Functions take
 * `db` or a transaction first.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { afterCursor, cursorAt, type KeysetCursor } from '../../db/keyset';

/** The lot under (or about to go under) review, with its order's customer. */
export interface ReviewLot {
  id: number;
  lot_number: string;
  lot_status: number;
  trade_type: number;
  starts_at: Date;
  ends_at: Date;
  applications_close_at: Date | null;
  order_id: number;
  customer_user_id: string | null;
}

/**
 * The lot's row locked until the transaction ends: a review queues with the lot's start,
 * applications and withdrawal, so none of them slips between the check and the change.
 */
export function lockReviewLot(db: Db, lotId: number): Promise<ReviewLot | undefined> {
  return db
    .selectFrom('lots')
    .innerJoin('orders', 'orders.id', 'lots.order_id')
    .select([
      'lots.id',
      'lots.lot_number',
      'lots.lot_status',
      'lots.trade_type',
      'lots.starts_at',
      'lots.ends_at',
      'lots.applications_close_at',
      'lots.order_id',
      'orders.customer_user_id',
    ])
    .where('lots.id', '=', lotId)
    .forUpdate('lots')
    .executeTakeFirst();
}

export interface LotReviewRow {
  id: string;
  lot_id: number;
  suspended_by: string;
  reason: string;
  previous_status: number;
  suspended_at: Date;
  decided_by: string | null;
  decision: string | null;
  decision_note: string | null;
  decided_at: Date | null;
}

export function findReview(db: Db, id: string): Promise<LotReviewRow | undefined> {
  return db.selectFrom('lot_reviews').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The lot id of a review, without locking anything (the lot's lock is taken first, then the review read). */
export async function reviewLotId(db: Db, id: string): Promise<number | undefined> {
  const row = await db.selectFrom('lot_reviews').select('lot_id').where('id', '=', id).executeTakeFirst();
  return row?.lot_id;
}

export function findOpenReview(db: Db, lotId: number): Promise<LotReviewRow | undefined> {
  return db
    .selectFrom('lot_reviews')
    .selectAll()
    .where('lot_id', '=', lotId)
    .where('decision', 'is', null)
    .executeTakeFirst();
}

export async function insertReview(
  db: Db,
  row: { lotId: number; userId: string; reason: string; previousStatus: number },
): Promise<string> {
  const written = await db
    .insertInto('lot_reviews')
    .values({
      lot_id: row.lotId,
      suspended_by: row.userId,
      reason: row.reason,
      previous_status: row.previousStatus,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return written.id;
}

export async function decideReview(
  db: Db,
  id: string,
  row: { decision: 'resumed' | 'cancelled'; userId: string; note: string | null },
): Promise<void> {
  await db
    .updateTable('lot_reviews')
    .set({
      decision: row.decision,
      decided_by: row.userId,
      decision_note: row.note,
      decided_at: sql<Date>`clock_timestamp()`,
    })
    .where('id', '=', id)
    .where('decision', 'is', null)
    .execute();
}

/** A resumed lot's new schedule, when its start passed during the review, and its reminder to send again. */
export async function setLotSchedule(
  db: Db,
  lotId: number,
  schedule: { startsAt: Date; endsAt: Date; applicationsCloseAt: Date | null },
): Promise<void> {
  await db
    .updateTable('lots')
    .set({
      starts_at: schedule.startsAt,
      ends_at: schedule.endsAt,
      applications_close_at: schedule.applicationsCloseAt,
    })
    .where('id', '=', lotId)
    .execute();
  // A reminder sent for the old start does not stand for the new one: the sweep sends it again.
  await db.deleteFrom('lot_start_reminders').where('lot_id', '=', lotId).execute();
}

/** A review as the desk shows it: the lot, who suspended and decided, the standing applications. */
export interface LotReviewDeskRow extends LotReviewRow {
  lot_number: string;
  name_uz: string;
  name_ru: string;
  name_uz_cyrl: string;
  name_en: string;
  lot_status: number;
  starts_at: Date;
  suspended_by_name: string | null;
  decided_by_name: string | null;
  applicants: string;
}

function deskQuery(db: Db) {
  return db
    .selectFrom('lot_reviews as r')
    .innerJoin('lots as l', 'l.id', 'r.lot_id')
    .innerJoin('users as s', 's.id', 'r.suspended_by')
    .leftJoin('users as d', 'd.id', 'r.decided_by')
    .select([
      'r.id',
      'r.lot_id',
      'r.suspended_by',
      'r.reason',
      'r.previous_status',
      'r.suspended_at',
      'r.decided_by',
      'r.decision',
      'r.decision_note',
      'r.decided_at',
      'l.lot_number',
      'l.name_uz',
      'l.name_ru',
      'l.name_uz_cyrl',
      'l.name_en',
      'l.lot_status',
      'l.starts_at',
      's.full_name as suspended_by_name',
      'd.full_name as decided_by_name',
    ])
    .select((eb) =>
      eb
        .selectFrom('applications as a')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('a.lot_id', '=', 'r.lot_id')
        .where('a.status', '=', 'sent')
        .as('applicants'),
    );
}

export async function findDeskRow(db: Db, id: string): Promise<LotReviewDeskRow | undefined> {
  const row = await deskQuery(db).where('r.id', '=', id).executeTakeFirst();
  return row as LotReviewDeskRow | undefined;
}

/** One page of the desk: open reviews first (oldest first), then decided ones (newest decided first). */
export async function listDeskRows(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: LotReviewDeskRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    deskQuery(db)
      .orderBy(sql`r.decision IS NULL`, 'desc')
      .orderBy(sql`CASE WHEN r.decision IS NULL THEN r.suspended_at END`, 'asc')
      .orderBy('r.decided_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('lot_reviews')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as LotReviewDeskRow[], total: Number(count.n) };
}

/**
 * The desk's rows in its order, a keyset page after `after` (the export streams them): the open
 * reviews oldest first, then the decided ones newest decided first, each part a keyset of its own.
 */
export async function deskRowsAfter(
  db: Db,
  part: 'open' | 'decided',
  after: KeysetCursor | null,
  limit: number,
): Promise<(LotReviewDeskRow & { cursor_at: string })[]> {
  const open = part === 'open';
  const at = open ? 'r.suspended_at' : 'r.decided_at';
  let query = deskQuery(db)
    .select(cursorAt(at).as('cursor_at'))
    .where('r.decision', open ? 'is' : 'is not', null);
  if (after) {
    query = query.where(afterCursor({ at, id: 'r.id', type: 'timestamptz' }, after, open ? 'asc' : 'desc'));
  }
  const rows = await query
    .orderBy(open ? 'r.suspended_at' : 'r.decided_at', open ? 'asc' : 'desc')
    .orderBy('r.id', open ? 'asc' : 'desc')
    .limit(limit)
    .execute();
  return rows as (LotReviewDeskRow & { cursor_at: string })[];
}
