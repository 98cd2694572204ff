import type { PageQuery, Payment } from '@kimoshdi/shared';
import type { Database } from '../../db/database';
import { afterCursor, cursorAt, type KeysetCursor } from '../../db/keyset';

/** The user's payments through providers, newest first (the `payments` table of the ledger). */
export async function listPayments(db: Database, userId: string, { page, size }: PageQuery) {
  const [rows, counted] = await Promise.all([
    db
      .selectFrom('payments')
      .select(['id', 'receipt_no', 'provider', 'amount', 'status', 'description', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toPayment), total: Number(counted.count) };
}

const PAYMENT_COLUMNS = [
  'id',
  'receipt_no',
  'provider',
  'amount',
  'status',
  'description',
  'created_at',
] as const;

function toPayment(row: {
  id: string;
  receipt_no: string | null;
  provider: string;
  amount: string;
  status: string | null;
  description: string;
  created_at: Date;
}): Payment {
  return {
    id: row.id,
    // Both are generated columns, never null once the row exists.
    receipt_no: row.receipt_no ?? '',
    provider: row.provider as Payment['provider'],
    amount: row.amount,
    status: (row.status ?? 'pending') as Payment['status'],
    description: row.description,
    created_at: row.created_at.toISOString(),
  };
}

/** listPayments' rows in its order, a keyset page after `after` (the export streams them). */
export async function paymentsAfter(db: Database, userId: string, after: KeysetCursor | null, limit: number) {
  let query = db
    .selectFrom('payments')
    .select(PAYMENT_COLUMNS)
    .select(cursorAt('created_at').as('cursor_at'))
    .where('user_id', '=', userId);
  if (after)
    query = query.where(afterCursor({ at: 'created_at', id: 'id', type: 'timestamptz' }, after, 'desc'));
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({ ...toPayment(row), cursor_at: row.cursor_at }));
}
