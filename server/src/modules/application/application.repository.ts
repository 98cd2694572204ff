/**
 * Buyers' applications to auction lots (migrations/20261122_0400_auction.sql). Every function takes
 * the connection or the caller's transaction first, so the auction lifecycle can settle deposits in
 * the same transaction as its own writes.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** What applying and cancelling need to know of the lot, read under its row lock. */
export interface LotForApplication {
  id: number;
  trade_type: number;
  lot_number: string;
  lot_status: number;
  deposit_amount: string;
  /**
   * The start and the close of applications are still ahead on the database's clock (at the lock,
   * not at the transaction's start).
   */
  applications_open: boolean;
}

export interface ApplicationRow {
  id: string;
  lot_id: number;
  user_id: string;
  buyer_number: number;
  status: string;
  deposit_amount: string;
  deposit_key: string;
  deposit_state: string;
  created_at: Date;
  cancelled_at: Date | null;
}

/**
 * ApplicationRow's columns, listed rather than `*`: a listed read keeps its row type when a
 * migration adds a column, so it can be a named statement (db/named-statements.ts).
 */
const APPLICATION_COLUMNS = [
  'id',
  'lot_id',
  'user_id',
  'buyer_number',
  'status',
  'deposit_amount',
  'deposit_key',
  'deposit_state',
  'created_at',
  'cancelled_at',
] as const;

/** The lot's columns a person's applications are listed with (the cabinet, the current auctions). */
export const APPLICATION_LOT_COLUMNS = [
  'lots.lot_number',
  'lots.name_uz',
  'lots.name_ru',
  'lots.name_uz_cyrl',
  'lots.name_en',
  'lots.lot_status',
  'lots.starts_at',
  'lots.ends_at',
  'lots.applications_close_at',
] as const;

export interface MyApplicationRow extends ApplicationRow {
  lot_number: string;
  name_uz: string;
  name_ru: string;
  name_uz_cyrl: string;
  name_en: string;
  lot_status: number;
  starts_at: Date;
  ends_at: Date;
  applications_close_at: Date | null;
}

/**
 * The lot, its row locked until the transaction ends: applications to one lot queue up here, so
 * buyer numbers (max + 1) never collide and a status change cannot slip between check and write.
 */
export async function lockLot(db: Db, lotId: number): Promise<LotForApplication | undefined> {
  return (
    db
      .selectFrom('lots')
      .select(['id', 'trade_type', 'lot_number', 'lot_status', 'deposit_amount'])
      // Before the start and the close of applications, on the database's clock (the earlier wins).
      .select(
        sql<boolean>`starts_at > clock_timestamp()
        AND (applications_close_at IS NULL OR applications_close_at > clock_timestamp())`.as(
          'applications_open',
        ),
      )
      .where('id', '=', lotId)
      .forUpdate()
      .executeTakeFirst()
  );
}

/** The buyer's application to the lot that still stands (status sent), if any. */
export async function findActiveApplication(
  db: Db,
  lotId: number,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ApplicationRow | undefined> {
  let query = db
    .selectFrom('applications')
    .select(APPLICATION_COLUMNS)
    .where('lot_id', '=', lotId)
    .where('user_id', '=', userId)
    .where('status', '=', 'sent');
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The next buyer number of the lot; call under lockLot. Numbers of cancelled applications stay used. */
export async function nextBuyerNumber(db: Db, lotId: number): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .select(sql<number>`coalesce(max(buyer_number), 0)::int + 1`.as('next'))
    .where('lot_id', '=', lotId)
    .executeTakeFirstOrThrow();
  return row.next;
}

/** The new application; its deposit key is the ledger's business key of its block. */
export async function insertApplication(
  db: Db,
  input: { lotId: number; userId: string; buyerNumber: number; depositAmount: bigint; depositKey: string },
): Promise<ApplicationRow> {
  return db
    .insertInto('applications')
    .values({
      lot_id: input.lotId,
      user_id: input.userId,
      buyer_number: input.buyerNumber,
      deposit_amount: input.depositAmount.toString(),
      deposit_key: input.depositKey,
    })
    .returning(APPLICATION_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function markCancelled(db: Db, applicationId: string): Promise<ApplicationRow> {
  return db
    .updateTable('applications')
    .set({ status: 'cancelled', cancelled_at: sql<Date>`now()`, deposit_state: 'released' })
    .where('id', '=', applicationId)
    .returning(APPLICATION_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function setDepositState(
  db: Db,
  applicationId: string,
  state: 'released' | 'kept' | 'counted' | 'forfeited',
): Promise<void> {
  await db
    .updateTable('applications')
    .set({ deposit_state: state })
    .where('id', '=', applicationId)
    .execute();
}

/**
 * The winner's and the reserve winner's deposits kept at a close, in one statement: blocked ones
 * become kept, kept ones stay (a settlement run again). Answers the ids now kept; one missing was
 * in another state (released, forfeited), which the caller refuses.
 */
export async function markDepositsKept(db: Db, applicationIds: readonly string[]): Promise<string[]> {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .updateTable('applications')
    .set({ deposit_state: 'kept' })
    .where('id', '=', sql<string>`any(${[...applicationIds]}::bigint[])`)
    .where('deposit_state', 'in', ['blocked', 'kept'])
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * A kept (or still blocked) deposit marked released in one statement, under the row's lock; answers
 * whose money it is, or nothing when it was released, counted or forfeited before.
 */
export async function markDepositReleased(
  db: Db,
  applicationId: string,
): Promise<Pick<ApplicationRow, 'user_id' | 'deposit_key' | 'deposit_amount'> | undefined> {
  return db
    .updateTable('applications')
    .set({ deposit_state: 'released' })
    .where('id', '=', applicationId)
    .where('deposit_state', 'in', ['kept', 'blocked'])
    .returning(['user_id', 'deposit_key', 'deposit_amount'])
    .executeTakeFirst();
}

/**
 * A won lot's first payment, in one statement: the payer's deposit counted toward the price (its
 * application `countedId`), and the kept deposits of the standby reserve winners (`releasedIds`)
 * released, those still kept or blocked. Answers the rows it released.
 */
export async function countAndReleaseDeposits(
  db: Db,
  countedId: string | null,
  releasedIds: readonly string[],
): Promise<Pick<ApplicationRow, 'id' | 'user_id' | 'deposit_key' | 'deposit_amount'>[]> {
  if (countedId === null && releasedIds.length === 0) return [];
  const rows = await db
    .updateTable('applications')
    .set((eb) => ({
      deposit_state:
        countedId === null
          ? 'released'
          : eb.case().when('id', '=', countedId).then('counted').else('released').end(),
    }))
    .where((eb) =>
      eb.or([
        ...(countedId === null ? [] : [eb('id', '=', countedId)]),
        ...(releasedIds.length === 0
          ? []
          : [eb.and([eb('id', 'in', [...releasedIds]), eb('deposit_state', 'in', ['kept', 'blocked'])])]),
      ]),
    )
    .returning(['id', 'user_id', 'deposit_key', 'deposit_amount', 'deposit_state'])
    .execute();
  return rows.filter((row) => row.deposit_state === 'released');
}

export async function findApplication(
  db: Db,
  applicationId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ApplicationRow | undefined> {
  let query = db.selectFrom('applications').select(APPLICATION_COLUMNS).where('id', '=', applicationId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * The lot's standing applications in buyer-number order, each with its person's stored language:
 * whoever reads them at a close, a start or a withdrawal tells every applicant, and the join saves
 * the transaction a statement.
 */
export async function listActiveApplications(
  db: Db,
  lotId: number,
): Promise<(ApplicationRow & { lang: string })[]> {
  return db
    .selectFrom('applications')
    .innerJoin('users', 'users.id', 'applications.user_id')
    .select(APPLICATION_COLUMNS.map((column) => `applications.${column}` as const))
    .select('users.lang')
    .where('applications.lot_id', '=', lotId)
    .where('applications.status', '=', 'sent')
    .orderBy('applications.buyer_number')
    .execute();
}

export async function countActiveApplications(db: Db, lotId: number): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('lot_id', '=', lotId)
    .where('status', '=', 'sent')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The standing applications of each lot, in one statement (0 for a lot with none). */
export async function countActiveApplicationsOf(
  db: Db,
  lotIds: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>(lotIds.map((lotId) => [lotId, 0]));
  if (lotIds.length === 0) return counts;
  const rows = await db
    .selectFrom('applications')
    .select((eb) => ['lot_id', eb.fn.countAll<string>().as('n')])
    .where('lot_id', 'in', [...lotIds])
    .where('status', '=', 'sent')
    .groupBy('lot_id')
    .execute();
  for (const row of rows) counts.set(row.lot_id, Number(row.n));
  return counts;
}

/** One page of the user's applications (optionally to one lot), the newest first. */
export async function listMyApplications(
  db: Db,
  userId: string,
  page: number,
  size: number,
  lotId?: number,
): Promise<{ rows: MyApplicationRow[]; total: number }> {
  let base = db.selectFrom('applications').where('applications.user_id', '=', userId);
  if (lotId !== undefined) base = base.where('applications.lot_id', '=', lotId);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('lots', 'lots.id', 'applications.lot_id')
      .selectAll('applications')
      .select(APPLICATION_LOT_COLUMNS)
      .orderBy('applications.created_at', 'desc')
      .orderBy('applications.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
