/**
 * The lifecycle's PostgreSQL reads and writes. Functions take the caller's transaction first; every
 * time comes from the database's clock (now()), never the process's.
 */
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { notificationRow, notify, type NewNotification } from '../../notification/notification.repository';

/** The lot as start, close and pause see it, its row locked until the transaction ends. */
export interface LockedLot {
  id: number;
  lot_number: string;
  lot_status: number;
  trade_type: number;
  start_price: string;
  published_at: Date;
  starts_at: Date;
  ends_at: Date;
  winner_payment_days: number;
  /** starts_at has passed on the database's clock. */
  started: boolean;
}

export async function lockLot(db: Db, lotId: number): Promise<LockedLot | undefined> {
  const row = await db
    .selectFrom('lots')
    .select([
      'id',
      'lot_number',
      'lot_status',
      'trade_type',
      'start_price',
      'published_at',
      'starts_at',
      'ends_at',
      'winner_payment_days',
    ])
    .select(sql<boolean>`starts_at <= now()`.as('started'))
    .where('id', '=', lotId)
    .forUpdate()
    .executeTakeFirst();
  return row ? { ...row, start_price: String(row.start_price) } : undefined;
}

export async function setLotStatus(db: Db, lotId: number, status: number): Promise<void> {
  await db.updateTable('lots').set({ lot_status: status }).where('id', '=', lotId).execute();
  await addFlow(db, lotId, status);
}

/** A row of the lot's status history (shop-lots/flows), at the database's now(). */
export async function addFlow(db: Db, lotId: number, status: number): Promise<void> {
  await db
    .insertInto('lot_flows')
    .values({ lot_id: lotId, status, at: sql<Date>`now()` })
    .execute();
}

/** The auction's record, made at the start; a second start leaves the first one's. */
export async function insertAuction(
  db: Db,
  row: { lotId: number; stepMode: 'standard' | 'flat'; scheduledEndAt: Date },
): Promise<void> {
  await db
    .insertInto('auctions')
    .values({
      lot_id: row.lotId,
      step_mode: row.stepMode,
      started_at: sql<Date>`now()`,
      scheduled_end_at: row.scheduledEndAt,
    })
    .onConflict((oc) => oc.column('lot_id').doNothing())
    .execute();
}

export async function findAuction(db: Db, lotId: number) {
  return db.selectFrom('auctions').selectAll().where('lot_id', '=', lotId).executeTakeFirst();
}

/** The lot's standing applicants with their languages (for notifications), by user id. */
export async function applicantLanguages(db: Db, lotId: number): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('applications')
    .innerJoin('users', 'users.id', 'applications.user_id')
    .select(['applications.user_id', 'users.lang'])
    .where('applications.lot_id', '=', lotId)
    .where('applications.status', '=', 'sent')
    .execute();
  return new Map(rows.map((row) => [String(row.user_id), row.lang]));
}

/** Many notifications in one statement (a settlement writes one per applicant). */
export async function notifyMany(db: Db, messages: readonly NewNotification[]): Promise<void> {
  if (messages.length === 0) return;
  if (messages.length === 1) return notify(db, messages[0] as NewNotification);
  await db.insertInto('notifications').values(messages.map(notificationRow)).execute();
}

export interface SettlementBid {
  user_id: string;
  buyer_number: number;
  amount: string;
  seq: number;
  ends_at: Date;
}

/**
 * The winner (the last bid: one leader at a time, each bid above the one before) and the reserve
 * winner: the last bid of anyone else, which is the last price below the winner's (domain.md).
 * Both read the bids primary key backwards, a row or two each.
 */
export async function winnerAndReserve(
  db: Db,
  lotId: number,
): Promise<{ winner?: SettlementBid; reserve?: SettlementBid }> {
  const last = await db
    .selectFrom('bids')
    .select(['user_id', 'buyer_number', 'amount', 'seq', 'ends_at'])
    .where('lot_id', '=', lotId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last) return {};
  const reserve = await db
    .selectFrom('bids')
    .select(['user_id', 'buyer_number', 'amount', 'seq', 'ends_at'])
    .where('lot_id', '=', lotId)
    .where('user_id', '<>', last.user_id)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  const norm = (b: typeof last): SettlementBid => ({
    ...b,
    user_id: String(b.user_id),
    amount: String(b.amount),
  });
  return { winner: norm(last), reserve: reserve ? norm(reserve) : undefined };
}

/** The bid history of the result page (issue 4 reads lot_result_bids); buyers by their number. */
export async function copyResultBids(db: Db, lotId: number): Promise<void> {
  await sql`
    INSERT INTO lot_result_bids (lot_id, seq, buyer_number, amount, at)
    SELECT lot_id, seq, buyer_number::text, amount, placed_at FROM bids WHERE lot_id = ${lotId}
    ON CONFLICT (lot_id, seq) DO NOTHING`.execute(db);
}
