import type { Selectable } from 'kysely';
import type { PageQuery, RefundStatus } from '@kimoshdi/shared';
import type { DB } from '../../db/schema.generated';
import type { Db } from '../../db/database';

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

export async function listRefunds(
  db: Db,
  filter: { userId?: string; status?: RefundStatus },
  page: PageQuery,
): Promise<{ items: RefundWithUser[]; total: number }> {
  let base = db.selectFrom('refunds').innerJoin('users', 'users.id', 'refunds.user_id');
  if (filter.userId !== undefined) base = base.where('refunds.user_id', '=', filter.userId);
  if (filter.status !== undefined) base = base.where('refunds.status', '=', filter.status);
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
