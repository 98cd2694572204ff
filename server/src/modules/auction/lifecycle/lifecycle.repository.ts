/**
 * The lifecycle's PostgreSQL reads and writes. Functions take the caller's transaction first; every
 * time comes from the database's clock (now()), never the process's.
 */
import { LOT_STATUS } from '@kimoshdi/shared';
import { STARTABLE_STATUSES } from '@kimoshdi/shared/domain/lot/lot-status';
import { TRADE_TYPE } from '@kimoshdi/shared/domain/lot/trade-type';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { genesisHash } from '@kimoshdi/shared/domain/auction/bid-chain';
import { genesisInputOf } from '../bid-chain.repository';
import { notifyMany } from '../../notification/notification.repository';

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
    WHERE lot_status = ${LOT_STATUS.LIVE} AND ends_at < now() AND trade_type = ${TRADE_TYPE.AUCTION}
    ORDER BY ends_at, id
    LIMIT ${limit}`;
  // Before-start lots with applications: driven from applications (few lots have any).
  const toStart = sql<{ id: number }>`
    SELECT l.id FROM lots l
    WHERE l.lot_status IN (${sql.join([...STARTABLE_STATUSES])}) AND l.trade_type = ${TRADE_TYPE.AUCTION}
      AND l.starts_at <= now() AND l.starts_at > now() - ${startWindow}::interval
      AND EXISTS (SELECT 1 FROM applications a WHERE a.lot_id = l.id)
    ORDER BY l.starts_at, l.id
    LIMIT ${limit}`;
  const [close, start] = await Promise.all([toClose.execute(db), toStart.execute(db)]);
  return { toStart: start.rows.map((r) => r.id), toClose: close.rows.map((r) => r.id) };
}

export async function setLotStatus(db: Db, lotId: number, status: number, ...then: number[]): Promise<void> {
  const statuses = [status, ...then];
  // One statement: the lot's status, and every status passed through in its history, in order
  // (one INSERT of several rows: ids ascend).
  const flows = sql.join(statuses.map((each) => sql`(${lotId}::bigint, ${each}::int, now())`));
  await sql`
    WITH l AS (UPDATE lots SET lot_status = ${statuses.at(-1) ?? status} WHERE id = ${lotId})
    INSERT INTO lot_flows (lot_id, status, at) VALUES ${flows}`.execute(db);
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
 * The close's outcome on the auction's record and the lot: winner, reserve winner, final end and
 * price, the payment deadline. The engine makes the auctions row when it builds a live lot's state;
 * a lot it never held gets one here.
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
  await db
    .insertInto('auctions')
    .values({
      lot_id: lot.id,
      step_mode: settled.stepMode,
      started_at: lot.starts_at,
      scheduled_end_at: lot.ends_at,
      chain_genesis: genesisHash(
        genesisInputOf({ ...lot, lot_id: lot.id, started_at: lot.starts_at, step_mode: settled.stepMode }),
      ),
      ...outcome,
    })
    .onConflict((oc) => oc.column('lot_id').doUpdateSet(outcome))
    .execute();
  await db
    .updateTable('lots')
    .set({
      lot_status: settled.status,
      ends_at: finalEnd,
      final_price: winner?.amount ?? null,
      winner_buyer_number: winner ? String(winner.buyer_number) : null,
    })
    .where('id', '=', lot.id)
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

export { notifyMany };

export interface SettlementBid {
  user_id: string;
  buyer_number: number;
  amount: string;
  seq: number;
  ends_at: Date;
}

/**
 * The winner (the last bid: one leader at a time, each bid above the one before) and the reserve
 * winner: the last bid of anyone else, which is the last price below the winner's (docs/domain.md).
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

/**
 * The bid history of the result page and the public bid log (docs/bid-log.md): buyers by their
 * number, with the steps taken and the chain hashes as committed (copied, never recomputed).
 */
export async function copyResultBids(db: Db, lotId: number): Promise<void> {
  await sql`
    INSERT INTO lot_result_bids (lot_id, seq, buyer_number, amount, at, step_no, chain_hash)
    SELECT lot_id, seq, buyer_number::text, amount, placed_at, step_no, chain_hash FROM bids WHERE lot_id = ${lotId}
    ON CONFLICT (lot_id, seq) DO NOTHING`.execute(db);
}
