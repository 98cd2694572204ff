/** The cabinet's reads of won lots from the record (winlot.queries.ts composes them). */
import type { PageQuery } from '@kimoshdi/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

function baseQuery(db: Db, userId: string) {
  return db
    .selectFrom('winlots as w')
    .innerJoin('lots as l', 'l.id', 'w.lot_id')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .where('w.user_id', '=', userId);
}

function rowsQuery(db: Db, userId: string) {
  return baseQuery(db, userId).select([
    'w.id',
    'w.lot_id',
    'w.role',
    'w.state',
    'w.price',
    'w.deposit',
    'w.deadline',
    'l.lot_number',
    'l.lot_status',
    'l.name_uz',
    'l.name_ru',
    'l.name_uz_cyrl',
    'l.name_en',
    'o.owner_type',
    'o.order_type',
    sql<boolean>`coalesce(w.deadline <= clock_timestamp(), false)`.as('overdue'),
  ]);
}

export type WinLotRow = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];

/**
 * A page of the caller's won lots, newest first, and how many there are: all of them, or those
 * with a schedule someone paid or pays (a lot refused or an offer declined before any payment has
 * none).
 */
export async function winLotRowsPage(
  db: Db,
  userId: string,
  { page, size }: PageQuery,
  scope: 'all' | 'scheduled',
): Promise<{ rows: WinLotRow[]; total: number }> {
  const scheduled = sql<boolean>`w.state in ('awaiting_payment', 'paying', 'paid', 'missed', 'annulled')
    and exists (select 1 from winner_payment_parts p where p.winlot_id = w.id)`;
  const rowsOf = scope === 'all' ? rowsQuery(db, userId) : rowsQuery(db, userId).where(scheduled);
  const countOf = scope === 'all' ? baseQuery(db, userId) : baseQuery(db, userId).where(scheduled);
  const [rows, total] = await Promise.all([
    rowsOf
      .orderBy('w.created_at', 'desc')
      .orderBy('w.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    countOf.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

interface JsonPart {
  part: number;
  amount: string;
  deposit_counted: string;
  due_at: string;
  state: string;
  paid_at: string | null;
  overdue: boolean;
}

/** One of the caller's won lots with its parts, in one read. */
export async function winLotRowWithParts(db: Db, userId: string, lotId: number) {
  return rowsQuery(db, userId)
    .select(
      sql<JsonPart[]>`(SELECT coalesce(jsonb_agg(jsonb_build_object(
        'part', p.part, 'amount', p.amount::text, 'deposit_counted', p.deposit_counted::text,
        'due_at', p.due_at, 'state', p.state, 'paid_at', p.paid_at,
        'overdue', p.due_at <= clock_timestamp()) ORDER BY p.part), '[]'::jsonb)
        FROM winner_payment_parts p WHERE p.winlot_id = w.id)`.as('parts'),
    )
    .where('w.lot_id', '=', lotId)
    .executeTakeFirst();
}

/** The payment parts of these won lots, each lot's in order. */
export async function paymentPartRows(db: Db, winlotIds: readonly string[]) {
  return db
    .selectFrom('winner_payment_parts')
    .select(['winlot_id', 'part', 'amount', 'deposit_counted', 'due_at', 'state', 'paid_at'])
    .select(sql<boolean>`due_at <= clock_timestamp()`.as('overdue'))
    .where('winlot_id', 'in', winlotIds)
    .orderBy('winlot_id')
    .orderBy('part')
    .execute();
}
