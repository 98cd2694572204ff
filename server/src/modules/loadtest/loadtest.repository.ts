/**
 * The rows of load-test accounts and lots (users.loadtest, lots.loadtest, migration
 * 20261128_1100): made in batches, counted, and removed by the cleanup. Money never moves here:
 * top-ups and deposits go through the ledger's commands (loadtest-accounts.commands.ts). Every
 * function takes the caller's db or transaction.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Rows a statement carries at most (PostgreSQL takes 65 535 parameters). */
const BATCH = 1000;

function chunks<T>(items: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let from = 0; from < items.length; from += size) out.push(items.slice(from, from + size));
  return out;
}

export interface NewLoadtestUser {
  userName: string;
  fullName: string;
}

/** Buyers marked as load-test accounts, in the order given; their ids as strings. */
export async function insertLoadtestUsers(db: Db, users: readonly NewLoadtestUser[]): Promise<string[]> {
  const ids: string[] = [];
  for (const part of chunks(users)) {
    const rows = await db
      .insertInto('users')
      .values(
        part.map((u) => ({ user_name: u.userName, full_name: u.fullName, role: 'buyer', loadtest: true })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((row) => String(row.id)));
  }
  return ids;
}

export async function markLoadtestLot(db: Db, lotId: number, overTimeMinutes: number): Promise<void> {
  await db
    .updateTable('lots')
    .set({ loadtest: true, over_time_minutes: overTimeMinutes })
    .where('id', '=', lotId)
    .execute();
}

export interface LotForAccounts {
  id: number;
  lot_status: number;
  trade_type: number;
  deposit_amount: string;
  starts_at: Date;
  ends_at: Date;
}

export async function findLotForAccounts(db: Db, lotId: number): Promise<LotForAccounts | undefined> {
  return db
    .selectFrom('lots')
    .select(['id', 'lot_status', 'trade_type', 'deposit_amount', 'starts_at', 'ends_at'])
    .where('id', '=', lotId)
    .executeTakeFirst();
}

/** Standing load-test accounts (not removed) and load-test lots. */
export async function countLoadtest(db: Db): Promise<{ accounts: number; lots: number }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('users')
        .select((u) => u.fn.countAll<string>().as('n'))
        .where('loadtest', '=', true)
        .where('loadtest_removed_at', 'is', null)
        .as('accounts'),
      eb
        .selectFrom('lots')
        .select((l) => l.fn.countAll<string>().as('n'))
        .where('loadtest', '=', true)
        .as('lots'),
    ])
    .executeTakeFirstOrThrow();
  return { accounts: Number(row.accounts ?? 0), lots: Number(row.lots ?? 0) };
}

export interface FinishedLotRow {
  lot_id: number;
  bids: string;
  finished_at: Date;
}

/** Auctions the engine closed that took at least one bid, newest close first. */
export async function finishedLotsWithBids(db: Db, limit: number): Promise<FinishedLotRow[]> {
  return db
    .selectFrom('auctions as a')
    .innerJoin('bids as b', 'b.lot_id', 'a.lot_id')
    .select(['a.lot_id as lot_id', 'a.closed_at as finished_at'])
    .select((eb) => eb.fn.countAll<string>().as('bids'))
    .where('a.closed_at', 'is not', null)
    .groupBy(['a.lot_id', 'a.closed_at'])
    .orderBy('a.closed_at', 'desc')
    .orderBy('a.lot_id', 'desc')
    .limit(limit)
    .execute() as Promise<FinishedLotRow[]>;
}

export async function loadtestLotIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('lots').select('id').where('loadtest', '=', true).orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** The standing load-test accounts' ids. */
export async function loadtestUserIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('loadtest', '=', true)
    .where('loadtest_removed_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => String(row.id));
}

/**
 * Removes load-test lots with everything recorded about them (bids, applications, the auction,
 * the won lot's rows, ...) and the orders that held only them. Deposits still blocked must have
 * been released through the ledger first; the ledger's own rows are kept (append-only).
 */
export async function deleteLotRecords(trx: Db, lotIds: readonly number[]): Promise<number> {
  if (lotIds.length === 0) return 0;
  const orders = await trx
    .selectFrom('lots')
    .select('order_id')
    .distinct()
    .where('id', 'in', lotIds)
    .execute();
  const winlots = trx.selectFrom('winlots').select('id').where('lot_id', 'in', lotIds);
  await trx.deleteFrom('winner_payment_parts').where('winlot_id', 'in', winlots).execute();
  for (const table of [
    'customer_debts',
    'winlots',
    'protocols',
    'bids',
    'auto_bids',
    'auction_interruptions',
    'auctions',
    'lot_withdrawals',
    'lot_protests',
    'lot_reviews',
    'user_orders',
    'applications',
  ] as const) {
    await trx.deleteFrom(table).where('lot_id', 'in', lotIds).execute();
  }
  const removed = await trx.deleteFrom('lots').where('id', 'in', lotIds).executeTakeFirst();
  const orderIds = orders.map((row) => row.order_id);
  if (orderIds.length > 0) {
    await trx
      .deleteFrom('orders')
      .where('id', 'in', orderIds)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('lots').select('id').whereRef('lots.order_id', '=', 'orders.id'))),
      )
      .execute();
  }
  return Number(removed.numDeletedRows);
}

/**
 * Removes load-test accounts: every session; an account that left no record (no money, bid,
 * application or action) is deleted with its notifications and consents; one that did is kept
 * for the append-only ledger, anonymised and stamped removed. Answers how many of each.
 */
export async function removeLoadtestUsers(
  trx: Db,
  userIds: readonly string[],
): Promise<{ deleted: number; anonymised: number }> {
  let deleted = 0;
  let anonymised = 0;
  for (const part of chunks(userIds)) {
    await trx.deleteFrom('sessions').where('user_id', 'in', part).execute();
    const kept = await trx
      .selectFrom('users as u')
      .select('u.id')
      .where('u.id', 'in', part)
      .where((eb) =>
        eb.or(
          (
            [
              'ledger_transactions',
              'bids',
              'applications',
              'auto_bids',
              'winlots',
              'action_log',
              'payments',
            ] as const
          ).map((table) =>
            eb.exists(
              eb
                .selectFrom(table)
                .select(sql`1`.as('one'))
                .whereRef(`${table}.user_id`, '=', 'u.id'),
            ),
          ),
        ),
      )
      .execute();
    const keptIds = kept.map((row) => String(row.id));
    const keptSet = new Set(keptIds);
    const gone = part.filter((id) => !keptSet.has(id));
    if (gone.length > 0) {
      await trx.deleteFrom('notifications').where('user_id', 'in', gone).execute();
      await trx.deleteFrom('consent_signatures').where('user_id', 'in', gone).execute();
      const result = await trx.deleteFrom('users').where('id', 'in', gone).executeTakeFirst();
      deleted += Number(result.numDeletedRows);
    }
    if (keptIds.length > 0) {
      const result = await trx
        .updateTable('users')
        .set({
          user_name: sql<string>`'loadtest-removed-' || id`,
          full_name: 'Removed load-test account',
          loadtest_removed_at: sql<Date>`now()`,
        })
        .where('id', 'in', keptIds)
        .executeTakeFirst();
      anonymised += Number(result.numUpdatedRows);
    }
  }
  return { deleted, anonymised };
}
