/**
 * The lifecycle's PostgreSQL reads and writes. Functions take the caller's transaction first; every
 * time comes from the database's clock (now()), never the process's.
 */
import { LOT_STATUS } from '@kimoshdi/shared';
import { STARTABLE_STATUSES } from '@kimoshdi/shared/domain/lot/lot-status';
import { auctionMechanism } from '@kimoshdi/shared/domain/trade/auction/auction.mechanism';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { genesisHash } from '@kimoshdi/shared/domain/trade/auction/bid-chain';
import { genesisInputOf } from '@kimoshdi/shared/domain/trade/auction/genesis-input';
import { notifyMany } from '../../notification';
import { setLotStatus } from '../../trade';

/** The lot as start, close and pause see it, its row locked until the transaction ends. */
export interface LockedLot {
  id: number;
  lot_number: string;
  lot_status: number;
  order_id: number;
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
      'order_id',
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

/** A technical interruption: the lot paused (with its history), the auction's pause and why. */
export async function recordPause(
  db: Db,
  lotId: number,
  pause: { pausedAt: Date; reason: string; by: string | null },
): Promise<void> {
  await setLotStatus(db, lotId, LOT_STATUS.PAUSED);
  await db.updateTable('auctions').set({ paused_at: pause.pausedAt }).where('lot_id', '=', lotId).execute();
  await db
    .insertInto('auction_interruptions')
    .values({ lot_id: lotId, paused_at: pause.pausedAt, reason: pause.reason, paused_by: pause.by })
    .execute();
}

/** The end of an interruption: live again, the end moved to the engine's (never earlier). */
export async function recordResume(
  db: Db,
  lotId: number,
  resume: { endsAt: Date; by: string | null },
): Promise<void> {
  await db
    .updateTable('lots')
    .set({
      lot_status: LOT_STATUS.LIVE,
      ends_at: sql<Date>`greatest(ends_at, ${resume.endsAt.toISOString()}::timestamptz)`,
    })
    .where('id', '=', lotId)
    .execute();
  await addFlow(db, lotId, LOT_STATUS.LIVE);
  await db.updateTable('auctions').set({ paused_at: null }).where('lot_id', '=', lotId).execute();
  await db
    .updateTable('auction_interruptions')
    .set({ resumed_at: sql<Date>`now()`, resumed_by: resume.by })
    .where('lot_id', '=', lotId)
    .where('resumed_at', 'is', null)
    .execute();
}

export interface DueLots {
  toStart: number[];
  toClose: number[];
}

/**
 * Auction lots whose end passed while live, and those whose start passed (less than `startWindow`
 * ago) while still before the auction with someone applied: each list at most `limit`, the longest
 * overdue first.
 */
export async function dueLots(db: Db, limit: number, startWindow: string): Promise<DueLots> {
  // Live lots past their end: a range of lots_status_ends_idx (lot_status, ends_at, id).
  const toClose = sql<{ id: number }>`
    SELECT id FROM lots
    WHERE lot_status = ${LOT_STATUS.LIVE} AND ends_at < now() AND trade_type = ${auctionMechanism.tradeType}
    ORDER BY ends_at, id
    LIMIT ${limit}`;
  // Before-start lots with applications: driven from applications (few lots have any).
  const toStart = sql<{ id: number }>`
    SELECT l.id FROM lots l
    WHERE l.lot_status IN (${sql.join([...STARTABLE_STATUSES])}) AND l.trade_type = ${auctionMechanism.tradeType}
      AND l.starts_at <= now() AND l.starts_at > now() - ${startWindow}::interval
      AND EXISTS (SELECT 1 FROM applications a WHERE a.lot_id = l.id)
    ORDER BY l.starts_at, l.id
    LIMIT ${limit}`;
  const [close, start] = await Promise.all([toClose.execute(db), toStart.execute(db)]);
  return { toStart: start.rows.map((r) => r.id), toClose: close.rows.map((r) => r.id) };
}

/**
 * Auction lots still accepting applications (2) whose close of applications passed become
 * "applications closed" (3), with their history rows, in one statement; at most `limit`, the
 * longest overdue first. A lot an application holds locked is skipped (SKIP LOCKED) and taken by
 * the next sweep: the application itself reads the close time, so nothing waits on the status.
 */
export async function closeDueApplications(db: Db, limit: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    WITH due AS (
      SELECT id FROM lots
      WHERE lot_status = ${LOT_STATUS.ACCEPTING_APPLICATIONS} AND applications_close_at <= now()
        AND trade_type = ${auctionMechanism.tradeType}
      ORDER BY applications_close_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ), closed AS (
      UPDATE lots SET lot_status = ${LOT_STATUS.APPLICATIONS_CLOSED} FROM due WHERE lots.id = due.id
      RETURNING lots.id
    )
    INSERT INTO lot_flows (lot_id, status, at)
    SELECT id, ${LOT_STATUS.APPLICATIONS_CLOSED}, now() FROM closed
    RETURNING lot_id AS id`.execute(db);
  return rows.map((row) => row.id);
}

/** A row of the lot's status history (shop-lots/flows), at the database's now(). */
export async function addFlow(db: Db, lotId: number, status: number): Promise<void> {
  await db
    .insertInto('lot_flows')
    .values({ lot_id: lotId, status, at: sql<Date>`now()` })
    .execute();
}

/**
 * The auction's record, made at the start with its chain's genesis (docs/bid-log.md); a second
 * start leaves the first one's. The start is the database's now() to the millisecond, the
 * precision the genesis covers.
 */
export async function insertAuction(
  db: Db,
  row: { lot: LockedLot; stepMode: 'standard' | 'flat'; scheduledEndAt: Date },
): Promise<void> {
  const { rows } = await sql<{ now: Date }>`SELECT date_trunc('milliseconds', now()) AS now`.execute(db);
  const startedAt = rows[0]!.now;
  await db
    .insertInto('auctions')
    .values({
      lot_id: row.lot.id,
      step_mode: row.stepMode,
      started_at: startedAt,
      scheduled_end_at: row.scheduledEndAt,
      chain_genesis: genesisHash(
        genesisInputOf({ ...row.lot, lot_id: row.lot.id, started_at: startedAt, step_mode: row.stepMode }),
      ),
    })
    .onConflict((oc) => oc.column('lot_id').doNothing())
    .execute();
}

/**
 * The close's outcome on the auction's record and the lot, in one statement: winner, reserve
 * winner, final end and price, the payment deadline; the lot's status and its history row; with a
 * winner, the bids copied for the result page (copyResultBidsSql). The engine makes the auctions row
 * when it builds a live lot's state; a lot it never held gets one here.
 */
export async function recordSettlement(
  db: Db,
  settled: {
    lot: LockedLot;
    stepMode: 'standard' | 'flat';
    status: number;
    finalEnd: Date;
    winner: SettlementBid | undefined;
    reserve: SettlementBid | undefined;
    paymentDeadline: Date | null;
  },
): Promise<void> {
  const { lot, winner, reserve, finalEnd } = settled;
  const outcome = {
    closed_at: finalEnd,
    settled_at: sql<Date>`now()`,
    paused_at: null,
    winner_user_id: winner?.user_id ?? null,
    winner_buyer_number: winner?.buyer_number ?? null,
    winner_price: winner?.amount ?? null,
    reserve_user_id: reserve?.user_id ?? null,
    reserve_buyer_number: reserve?.buyer_number ?? null,
    reserve_price: reserve?.amount ?? null,
    payment_deadline: settled.paymentDeadline,
  };
  // Data-modifying CTEs all run, whatever the final statement reads; none reads another's rows.
  await db
    .with('a', (qb) =>
      qb
        .insertInto('auctions')
        .values({
          lot_id: lot.id,
          step_mode: settled.stepMode,
          started_at: lot.starts_at,
          scheduled_end_at: lot.ends_at,
          chain_genesis: genesisHash(
            genesisInputOf({
              ...lot,
              lot_id: lot.id,
              started_at: lot.starts_at,
              step_mode: settled.stepMode,
            }),
          ),
          ...outcome,
        })
        .onConflict((oc) => oc.column('lot_id').doUpdateSet(outcome)),
    )
    .with('l', (qb) =>
      qb
        .updateTable('lots')
        .set({
          lot_status: settled.status,
          ends_at: finalEnd,
          final_price: winner?.amount ?? null,
          winner_buyer_number: winner ? String(winner.buyer_number) : null,
        })
        .where('id', '=', lot.id),
    )
    .with('r', () => (winner ? copyResultBidsSql(lot.id) : sql<Record<string, unknown>>`(SELECT 1)`))
    .insertInto('lot_flows')
    .values({ lot_id: lot.id, status: settled.status, at: sql<Date>`now()` })
    .execute();
}

/** Whether the lot was settled before (under its lock), and its winner and reserve winner. */
export interface SettlementReads {
  settled: boolean;
  winner?: SettlementBid;
  reserve?: SettlementBid;
}

/**
 * One read after lockLot: the auction's settled_at, the winner (the last bid: one leader at a
 * time, each bid above the one before) and the reserve winner: the last bid of anyone else, which
 * is the last price below the winner's (docs/domain.md). Both read the bids primary key
 * backwards, a row or two each. After the lock, so its snapshot sees a settlement that committed
 * while this one waited for the lot.
 */
export async function settlementReads(db: Db, lotId: number): Promise<SettlementReads> {
  const { rows } = await sql<{
    settled: boolean;
    w_user_id: string | null;
    w_buyer_number: number | null;
    w_amount: string | null;
    w_seq: number | null;
    w_ends_at: Date | null;
    r_user_id: string | null;
    r_buyer_number: number | null;
    r_amount: string | null;
    r_seq: number | null;
    r_ends_at: Date | null;
  }>`
    SELECT
      EXISTS (SELECT 1 FROM auctions WHERE lot_id = ${lotId} AND settled_at IS NOT NULL) AS settled,
      w.user_id AS w_user_id, w.buyer_number AS w_buyer_number, w.amount AS w_amount,
      w.seq AS w_seq, w.ends_at AS w_ends_at,
      r.user_id AS r_user_id, r.buyer_number AS r_buyer_number, r.amount AS r_amount,
      r.seq AS r_seq, r.ends_at AS r_ends_at
    FROM (SELECT 1) AS one
    LEFT JOIN LATERAL (
      SELECT user_id, buyer_number, amount, seq, ends_at FROM bids
      WHERE lot_id = ${lotId} ORDER BY seq DESC LIMIT 1
    ) AS w ON true
    LEFT JOIN LATERAL (
      SELECT user_id, buyer_number, amount, seq, ends_at FROM bids
      WHERE lot_id = ${lotId} AND user_id <> w.user_id ORDER BY seq DESC LIMIT 1
    ) AS r ON true`.execute(db);
  const row = rows[0]!;
  const bid = (
    userId: string | null,
    buyerNumber: number | null,
    amount: string | null,
    seq: number | null,
    endsAt: Date | null,
  ): SettlementBid | undefined =>
    userId === null || buyerNumber === null || amount === null || seq === null || endsAt === null
      ? undefined
      : { user_id: String(userId), buyer_number: buyerNumber, amount: String(amount), seq, ends_at: endsAt };
  return {
    settled: row.settled,
    winner: bid(row.w_user_id, row.w_buyer_number, row.w_amount, row.w_seq, row.w_ends_at),
    reserve: bid(row.r_user_id, row.r_buyer_number, row.r_amount, row.r_seq, row.r_ends_at),
  };
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

/**
 * Who hears of the lot's auction starting: the people who applied (an active application) and
 * those who saved it as a favourite, each once, with their stored language.
 */
export async function startAudience(db: Db, lotId: number): Promise<Map<string, string>> {
  const { rows } = await sql<{ user_id: string; lang: string }>`
    SELECT u.id AS user_id, u.lang FROM users u
    WHERE u.id IN (
      SELECT a.user_id FROM applications a WHERE a.lot_id = ${lotId} AND a.status = 'sent'
      UNION
      SELECT f.user_id FROM favourites f WHERE f.lot_id = ${lotId})
    ORDER BY u.id`.execute(db);
  return new Map(rows.map((row) => [String(row.user_id), row.lang]));
}

/**
 * Auction lots starting within `withinMinutes` whose reminder was not written, with someone applied
 * or a favourite: a range of lots_starts_idx; at most `limit`, the soonest first.
 */
export async function dueStartReminders(
  db: Db,
  { withinMinutes, limit }: { withinMinutes: number; limit: number },
): Promise<{ id: number; lot_number: string; starts_at: Date }[]> {
  const { rows } = await sql<{ id: number; lot_number: string; starts_at: Date }>`
    SELECT l.id, l.lot_number, l.starts_at FROM lots l
    WHERE l.starts_at > now() AND l.starts_at <= now() + make_interval(mins => ${withinMinutes})
      AND l.lot_status IN (${sql.join([...STARTABLE_STATUSES])}) AND l.trade_type = ${auctionMechanism.tradeType}
      AND NOT EXISTS (SELECT 1 FROM lot_start_reminders r WHERE r.lot_id = l.id)
      AND (EXISTS (SELECT 1 FROM applications a WHERE a.lot_id = l.id AND a.status = 'sent')
        OR EXISTS (SELECT 1 FROM favourites f WHERE f.lot_id = l.id))
    ORDER BY l.starts_at, l.id
    LIMIT ${limit}`.execute(db);
  return rows;
}

/** Takes the lot's reminder: true for the one transaction that writes it. */
export async function claimStartReminder(db: Db, lotId: number): Promise<boolean> {
  const row = await db
    .insertInto('lot_start_reminders')
    .values({ lot_id: lotId })
    .onConflict((oc) => oc.column('lot_id').doNothing())
    .returning('lot_id')
    .executeTakeFirst();
  return row !== undefined;
}

export { notifyMany };

export interface SettlementBid {
  user_id: string;
  buyer_number: number;
  amount: string;
  seq: number;
  ends_at: Date;
}

/**
 * The bid history of the result page and the public bid log (docs/bid-log.md): buyers by their
 * number, with the steps taken and the chain hashes as committed (copied, never recomputed).
 */
function copyResultBidsSql(lotId: number) {
  // In parentheses: the statement is a CTE's body (recordSettlement).
  return sql<Record<string, unknown>>`(
    INSERT INTO lot_result_bids (lot_id, seq, buyer_number, amount, at, step_no, chain_hash)
    SELECT lot_id, seq, buyer_number::text, amount, placed_at, step_no, chain_hash FROM bids WHERE lot_id = ${lotId}
    ON CONFLICT (lot_id, seq) DO NOTHING)`;
}
