import type { Selectable } from 'kysely';
import type { PageQuery, RefundStatus } from '@kimoshdi/shared';
import type { DB } from '../../db/schema.generated';
import type { Db } from '../../db/database';
import { afterCursor, cursorAt, type KeysetCursor } from '../../db/keyset';

export type RefundRow = Selectable<DB['refunds']>;
export type RefundWithUser = RefundRow & { user_full_name: string };

export async function insertRefund(
  db: Db,
  refund: { userId: string; bankName: string; cardType: string; cardMask: string; amount: bigint },
): Promise<RefundRow> {
  return db
    .insertInto('refunds')
    .values({
      user_id: refund.userId,
      bank_name: refund.bankName,
      card_type: refund.cardType,
      card_mask: refund.cardMask,
      amount: refund.amount.toString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One application; `userId` limits it to its owner (another user's id finds nothing). */
export async function findRefund(
  db: Db,
  id: string,
  options: { userId?: string; forUpdate?: boolean } = {},
): Promise<RefundRow | undefined> {
  let query = db.selectFrom('refunds').selectAll().where('id', '=', id);
  if (options.userId !== undefined) query = query.where('user_id', '=', options.userId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export type RefundFilter = { userId?: string; status?: RefundStatus };

/** The applications a filter shows: the page and the export read the same rows. */
function refundsOf(db: Db, filter: RefundFilter) {
  let base = db.selectFrom('refunds').innerJoin('users', 'users.id', 'refunds.user_id');
  if (filter.userId !== undefined) base = base.where('refunds.user_id', '=', filter.userId);
  if (filter.status !== undefined) base = base.where('refunds.status', '=', filter.status);
  return base;
}

export async function listRefunds(
  db: Db,
  filter: RefundFilter,
  page: PageQuery,
): Promise<{ items: RefundWithUser[]; total: number }> {
  const base = refundsOf(db, filter);
  const [items, count] = await Promise.all([
    base
      .selectAll('refunds')
      .select('users.full_name as user_full_name')
      .orderBy('refunds.created_at', 'desc')
      .orderBy('refunds.id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}

/** The rows of listRefunds in its order, a keyset page after `after` (the export streams them). */
export async function refundsAfter(
  db: Db,
  filter: RefundFilter,
  after: KeysetCursor | null,
  limit: number,
): Promise<(RefundWithUser & { cursor_at: string })[]> {
  let query = refundsOf(db, filter)
    .selectAll('refunds')
    .select('users.full_name as user_full_name')
    .select(cursorAt('refunds.created_at').as('cursor_at'));
  if (after) {
    const columns = { at: 'refunds.created_at', id: 'refunds.id', type: 'timestamptz' } as const;
    query = query.where(afterCursor(columns, after, 'desc'));
  }
  return query.orderBy('refunds.created_at', 'desc').orderBy('refunds.id', 'desc').limit(limit).execute();
}

export async function decideRefund(
  db: Db,
  id: string,
  decision: { status: 'approved' | 'rejected'; operatorId: string; reason: string | null },
): Promise<RefundRow> {
  return db
    .updateTable('refunds')
    .set({
      status: decision.status,
      decided_at: new Date(),
      decided_by: decision.operatorId,
      reason: decision.reason,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
