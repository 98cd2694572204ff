/**
 * The moderation desk's reads and writes of orders (migration 20261122_0720_order_moderation.sql):
 * the queue page and the rejection. Functions take `db` or a transaction first.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { KeysetCursor } from '../../db/keyset';
import { ordersWithFiles } from './customer-order.repository';

/** Orders under the check and not rejected, oldest sent first, one page. */
export async function moderationQueuePage(
  db: Db,
  status: number,
  page: { page: number; size: number },
): Promise<{ ids: number[]; total: number }> {
  const waiting = db
    .selectFrom('orders')
    .where('status', '=', status)
    .where('rejected_at', 'is', null)
    .where('customer_user_id', 'is not', null);
  const [rows, total] = await Promise.all([
    waiting
      .select('id')
      .orderBy('sent_at')
      .orderBy('id')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    waiting.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((row) => row.id), total: Number(total.n) };
}

/**
 * The queue's ids in its order (oldest sent first; PostgreSQL puts an unsent order last), a keyset
 * page after `after` (the export streams them). The key's time is `infinity` for those last ones.
 */
export async function moderationQueueAfter(
  db: Db,
  status: number,
  after: KeysetCursor | null,
  limit: number,
): Promise<{ id: number; cursor_at: string }[]> {
  const sent = sql<string>`coalesce(sent_at, 'infinity'::timestamptz)`;
  let query = db
    .selectFrom('orders')
    .where('status', '=', status)
    .where('rejected_at', 'is', null)
    .where('customer_user_id', 'is not', null)
    .select(['id', sql<string>`${sent}::text`.as('cursor_at')]);
  if (after)
    query = query.where(sql<boolean>`(${sent}, id) > (${after.at}::timestamptz, ${after.id}::bigint)`);
  return query.orderBy(sent).orderBy('id').limit(limit).execute();
}

/** The rows of the queue's page, in the page's order. */
export async function orderRowsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await ordersWithFiles(db).where('orders.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function markRejected(db: Db, orderId: number, reason: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ rejected_at: sql<Date>`now()`, reject_reason: reason, updated_at: sql<Date>`now()` })
    .where('id', '=', orderId)
    .execute();
}

/** Put on trade: the order's new status. */
export async function markOnTrade(db: Db, orderId: number, status: number): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status, updated_at: sql<Date>`now()` })
    .where('id', '=', orderId)
    .execute();
}

/** The order's property name, for the customer's message. */
export async function orderPropertyName(db: Db, orderId: number): Promise<string | null> {
  const row = await db
    .selectFrom('orders')
    .select('property_name')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.property_name;
}
