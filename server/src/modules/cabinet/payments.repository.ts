import type { PageQuery, Payment } from '@kimoshdi/shared';
import type { Database } from '../../db/database';

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
  const items: Payment[] = rows.map((row) => ({
    id: row.id,
    // Both are generated columns, never null once the row exists.
    receipt_no: row.receipt_no ?? '',
    provider: row.provider as Payment['provider'],
    amount: row.amount,
    status: (row.status ?? 'pending') as Payment['status'],
    description: row.description,
    created_at: row.created_at.toISOString(),
  }));
  return { items, total: Number(counted.count) };
}
