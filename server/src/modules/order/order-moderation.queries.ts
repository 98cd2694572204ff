/**
 * What the moderation desk reads (docs/decisions.md "Order moderation desk"): the queue of orders
 * waiting for the check, and one order with everything its customer gave. The decisions on them
 * are order-moderation.commands.ts.
 */
import {
  ORDER_UNDER_MODERATION,
  type Language,
  type ModerationOrder,
  type ModerationOrderInfo,
  type Page,
} from '@kimoshdi/shared';
import type { Db } from '../../db/database';
import { keysetRows } from '../../db/keyset';
import { AppError } from '../../lib/app-error';
import { toSummary } from './customer-order.mapper';
import { findOrderRow } from './customer-order.repository';
import { orderFullInfo } from './customer-order.service';
import { moderationQueueAfter, moderationQueuePage, orderRowsByIds } from './order-moderation.repository';

function toModerationOrder(row: Awaited<ReturnType<typeof orderRowsByIds>>[number]): ModerationOrder {
  return { ...toSummary(row), customer_name: row.customer_name, customer_phone: row.customer_phone };
}

export async function moderationQueue(
  db: Db,
  page: { page: number; size: number },
): Promise<Page<ModerationOrder>> {
  const { ids, total } = await moderationQueuePage(db, ORDER_UNDER_MODERATION, page);
  const rows = await orderRowsByIds(db, ids);
  return {
    items: rows.map(toModerationOrder),
    total,
    page: page.page,
    size: page.size,
  };
}

/** The whole queue in its order, read a keyset page of ids at a time (exports). */
export async function* streamModerationQueue(db: Db): AsyncGenerator<ModerationOrder> {
  const ids = keysetRows((after, limit) => moderationQueueAfter(db, ORDER_UNDER_MODERATION, after, limit));
  const batch: number[] = [];
  const flush = async () => (await orderRowsByIds(db, batch.splice(0))).map(toModerationOrder);
  for await (const { id } of ids) {
    batch.push(id);
    if (batch.length === 500) yield* await flush();
  }
  if (batch.length > 0) yield* await flush();
}

export async function moderationOrderInfo(
  db: Db,
  orderId: number,
  lang: Language,
): Promise<ModerationOrderInfo> {
  const row = await findOrderRow(db, orderId);
  if (!row || row.customer_user_id === null) throw new AppError('NOT_FOUND');
  return {
    ...(await orderFullInfo(db, row, lang)),
    customer_phone: row.customer_phone,
    customer_email: row.customer_email,
    rejected_at: row.rejected_at?.toISOString() ?? null,
    reject_reason: row.reject_reason,
  };
}
