/**
 * The won lots' reads and writes (migrations/20261122_0610_winlots.sql); functions take `db` or
 * the caller's transaction first. Every time is the database's clock (now()), as in the lifecycle.
 */
import type { WinLotRole, WinLotState, PaymentPartState } from '@kimoshdi/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The lot as the won lot's road sees it, its row locked until the transaction ends. */
export interface RoadLot {
  id: number;
  lot_number: string;
  lot_status: number;
  /** The status an archived lot ended with (null unless lot_status is 14). */
  archived_from: number | null;
  order_id: number;
  payment_type: number;
  part_payment_months: number | null;
  winner_payment_days: number;
  /** The lot's order, for its seller (winlot.service sellerOfLot): read with the lock, not after. */
  owner_type: string;
  order_type: number;
  customer_user_id: string | null;
}

export async function lockRoadLot(db: Db, lotId: number): Promise<RoadLot | undefined> {
  // Only the lot's row is locked; its order is read in the same round trip.
  const row = await db
    .selectFrom('lots')
    .innerJoin('orders', 'orders.id', 'lots.order_id')
    .select([
      'lots.id',
      'lots.lot_number',
      'lots.lot_status',
      'lots.archived_from',
      'lots.order_id',
      'lots.payment_type',
      'lots.part_payment_months',
      'lots.winner_payment_days',
      'orders.owner_type',
      'orders.order_type',
      'orders.customer_user_id',
    ])
    .where('lots.id', '=', lotId)
    .forUpdate('lots')
    .executeTakeFirst();
  return (
    row && { ...row, customer_user_id: row.customer_user_id === null ? null : String(row.customer_user_id) }
  );
}

export interface WinlotRow {
  id: string;
  lot_id: number;
  user_id: string;
  role: WinLotRole;
  application_id: string | null;
  price: string;
  deposit: string;
  state: WinLotState;
  deadline: Date | null;
  remind_at: Date | null;
  /** The person's stored language (for their messages) and their application's deposit key. */
  lang: string | null;
  deposit_key: string | null;
  /** The deadline has passed on the database's clock. */
  overdue: boolean;
  /** The reminder is due on the database's clock. */
  remind_due: boolean;
}

function winlotQuery(db: Db) {
  return db
    .selectFrom('winlots')
    .innerJoin('users', 'users.id', 'winlots.user_id')
    .leftJoin('applications', 'applications.id', 'winlots.application_id')
    .select([
      'winlots.id',
      'winlots.lot_id',
      'winlots.user_id',
      'winlots.role',
      'winlots.application_id',
      'winlots.price',
      'winlots.deposit',
      'winlots.state',
      'winlots.deadline',
      'winlots.remind_at',
      'users.lang',
      'applications.deposit_key',
    ])
    .select(sql<boolean>`coalesce(winlots.deadline <= clock_timestamp(), false)`.as('overdue'))
    .select(sql<boolean>`coalesce(winlots.remind_at <= clock_timestamp(), false)`.as('remind_due'));
}

const toRow = (row: Awaited<ReturnType<ReturnType<typeof winlotQuery>['executeTakeFirstOrThrow']>>) =>
  ({
    ...row,
    user_id: String(row.user_id),
    application_id: row.application_id === null ? null : String(row.application_id),
    price: String(row.price),
    deposit: String(row.deposit),
    role: row.role as WinLotRole,
    state: row.state as WinLotState,
  }) satisfies WinlotRow;

/** The lot's won-lot rows (winner first), locked; call under the lot's lock. */
export async function lockWinlots(db: Db, lotId: number): Promise<WinlotRow[]> {
  // The won-lot rows only are locked (the person and the application are read with them).
  const rows = await winlotQuery(db)
    .where('winlots.lot_id', '=', lotId)
    .orderBy('winlots.id')
    .forUpdate('winlots')
    .execute();
  return rows.map(toRow);
}

export interface NewWinlot {
  lotId: number;
  userId: string;
  role: WinLotRole;
  applicationId: string | null;
  price: bigint;
  deposit: bigint;
  state: WinLotState;
  deadline: Date | null;
  remindAt: Date | null;
}

/**
 * The lot's won-lot rows at its close (the winner's, and the reserve winner's when there is one) in
 * one statement; answers each role's id. A second close of the same lot (never: the close runs
 * once) finds them there.
 */
export async function insertWinlots(db: Db, rows: readonly NewWinlot[]): Promise<Map<WinLotRole, string>> {
  const inserted = await db
    .insertInto('winlots')
    .values(
      rows.map((row) => ({
        lot_id: row.lotId,
        user_id: row.userId,
        role: row.role,
        application_id: row.applicationId,
        price: row.price.toString(),
        deposit: row.deposit.toString(),
        state: row.state,
        deadline: row.deadline,
        remind_at: row.remindAt,
      })),
    )
    .returning(['id', 'role'])
    .execute();
  return new Map(inserted.map((row) => [row.role as WinLotRole, String(row.id)]));
}

export async function updateWinlot(
  db: Db,
  id: string,
  change: { state?: WinLotState; deadline?: Date | null; remindAt?: Date | null },
): Promise<void> {
  await db
    .updateTable('winlots')
    .set({
      ...(change.state !== undefined ? { state: change.state } : {}),
      ...(change.deadline !== undefined ? { deadline: change.deadline } : {}),
      ...(change.remindAt !== undefined ? { remind_at: change.remindAt } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Several won-lot rows set whole (state, deadline and reminder) in one statement: a payment's own
 * row and the reserve winner's it releases.
 */
export async function setWinlots(
  db: Db,
  rows: readonly { id: string; state: WinLotState; deadline: Date | null; remindAt: Date | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.id}::bigint, ${row.state}::text, ${row.deadline}::timestamptz, ${row.remindAt}::timestamptz)`,
    ),
  );
  await sql`
    UPDATE winlots AS w
    SET state = v.state, deadline = v.deadline, remind_at = v.remind_at, updated_at = now()
    FROM (VALUES ${values}) AS v(id, state, deadline, remind_at)
    WHERE w.id = v.id`.execute(db);
}

export interface PartRow {
  part: number;
  amount: string;
  deposit_counted: string;
  due_at: Date;
  state: PaymentPartState;
  paid_at: Date | null;
  /** The due time has passed on the database's clock. */
  overdue: boolean;
}

export async function insertParts(
  db: Db,
  winlotId: string,
  parts: readonly { part: number; amount: bigint; depositCounted: bigint; dueAt: Date }[],
): Promise<void> {
  await db
    .insertInto('winner_payment_parts')
    .values(
      parts.map((p) => ({
        winlot_id: winlotId,
        part: p.part,
        amount: p.amount.toString(),
        deposit_counted: p.depositCounted.toString(),
        due_at: p.dueAt,
      })),
    )
    .execute();
}

export async function partsOf(db: Db, winlotId: string): Promise<PartRow[]> {
  const rows = await db
    .selectFrom('winner_payment_parts')
    .select(['part', 'amount', 'deposit_counted', 'due_at', 'state', 'paid_at'])
    .select(sql<boolean>`due_at <= clock_timestamp()`.as('overdue'))
    .where('winlot_id', '=', winlotId)
    .orderBy('part')
    .execute();
  return rows.map((r) => ({
    ...r,
    amount: String(r.amount),
    deposit_counted: String(r.deposit_counted),
    state: r.state as PaymentPartState,
  }));
}

export async function markPartPaid(
  db: Db,
  winlotId: string,
  part: number,
  ledgerTransactionId: string,
): Promise<void> {
  await db
    .updateTable('winner_payment_parts')
    .set({ state: 'paid', paid_at: sql<Date>`now()`, ledger_transaction_id: ledgerTransactionId })
    .where('winlot_id', '=', winlotId)
    .where('part', '=', part)
    .execute();
}

/** Parts still due end: the first one `missed` (when missed), every other one `cancelled`. */
export async function closeDueParts(db: Db, winlotId: string, missedPart: number | null): Promise<void> {
  await db
    .updateTable('winner_payment_parts')
    .set((eb) => ({
      state:
        missedPart === null
          ? 'cancelled'
          : eb.case().when('part', '=', missedPart).then('missed').else('cancelled').end(),
    }))
    .where('winlot_id', '=', winlotId)
    .where('state', '=', 'due')
    .execute();
}

/** The seller of a lot: the order's kind and customer. */
/** The order's lot statuses, each with whether anyone still owes a payment or an answer for a lot of it. */
/** Who a message goes to: the user's language and what the blacklist needs of them. */
export async function personOf(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['full_name', 'stir', 'pinfl', 'lang'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The lot's winner on the auction's record and the lot (a reserve winner who accepted the offer). */
export async function recordNewWinner(
  db: Db,
  lotId: number,
  winner: { userId: string; buyerNumber: number | null; price: bigint; paymentDeadline: Date },
): Promise<void> {
  await db
    .updateTable('auctions')
    .set({
      winner_user_id: winner.userId,
      winner_buyer_number: winner.buyerNumber,
      winner_price: winner.price.toString(),
      payment_deadline: winner.paymentDeadline,
    })
    .where('lot_id', '=', lotId)
    .execute();
  await db
    .updateTable('lots')
    .set({
      final_price: winner.price.toString(),
      winner_buyer_number: winner.buyerNumber === null ? null : String(winner.buyerNumber),
    })
    .where('id', '=', lotId)
    .execute();
}

/** A protocol cancelled because the plan of a payment by parts failed. */
export async function cancelActiveProtocols(db: Db, lotId: number): Promise<void> {
  await db
    .updateTable('protocols')
    // By the platform (no operator, no reason typed): the winner's message says why.
    .set({ status: 'cancelled', cancelled_at: sql`now()` })
    .where('lot_id', '=', lotId)
    .where('status', '=', 'active')
    .execute();
}

/** Lots with an open won lot whose deadline or reminder is due (the sweep), longest overdue first. */
export async function dueWinlotLots(db: Db, limit: number): Promise<number[]> {
  const rows = await sql<{ lot_id: number }>`
    SELECT lot_id FROM (
      SELECT lot_id, deadline AS at FROM winlots
        WHERE state IN ('offered', 'awaiting_payment', 'paying') AND deadline <= now()
      UNION ALL
      SELECT lot_id, remind_at AS at FROM winlots
        WHERE remind_at IS NOT NULL AND remind_at <= now()
    ) due
    GROUP BY lot_id ORDER BY min(at), lot_id LIMIT ${limit}`.execute(db);
  return rows.rows.map((r) => r.lot_id);
}
