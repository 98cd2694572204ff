/**
 * What protests read (docs/decisions.md "Participants' protests"): a lot's terms for the caller,
 * the caller's own protests, those on a customer's order, and the operator's desk. Nothing here
 * writes; filing, answering and reviewing are protest.commands.ts.
 */
import type {
  OperatorProtest,
  OperatorProtestsQuery,
  OrderProtests,
  Page,
  Protest,
  ProtestTerms,
} from '@kimoshdi/shared';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toOperatorProtest, toOrderProtest, toProtest } from './protest.mapper';
import { keysetRows } from '../../db/keyset';
import {
  deskAfter,
  deskPage,
  lotForProtest,
  orderProtestRows,
  ownsOrder,
  userProtestsOfLot,
  userProtestsPage,
} from './protest.repository';
import { decide } from './protest-window';

/** GET lot-protests/terms: whether the caller may protest the lot now, until when, and their protests. */
export async function protestTerms(db: Db, input: { userId: string; lotId: number }): Promise<ProtestTerms> {
  const lot = await lotForProtest(db, input.lotId, input.userId);
  if (!lot) throw new AppError('NOT_FOUND');
  const now = new Date();
  const check = decide(lot, input.userId, now);
  const mine = await userProtestsOfLot(db, input.userId, lot.id);
  return {
    lot_id: lot.id,
    participant: lot.buyer_number !== null && lot.customer_user_id !== input.userId,
    may_protest: check.ok,
    refusal: check.ok ? null : check.code,
    ended_at: check.until ? lot.ended_at.toISOString() : null,
    until: check.until?.toISOString() ?? null,
    protests: mine.map((row) => toProtest(row, now)),
  };
}

/** GET lot-protests/mine: the caller's protests, newest first, with the answers and reviews. */
export async function myProtests(
  db: Db,
  userId: string,
  page: { page: number; size: number },
): Promise<Page<Protest>> {
  const { rows, total } = await userProtestsPage(db, userId, page);
  const now = new Date();
  return { items: rows.map((row) => toProtest(row, now)), total, page: page.page, size: page.size };
}

/** GET order/protests: the protests on the caller's order's lots; another's order is 404. */
export async function orderProtests(db: Db, userId: string, orderId: number): Promise<OrderProtests> {
  if (!(await ownsOrder(db, orderId, userId))) throw new AppError('NOT_FOUND');
  const now = new Date();
  return { items: (await orderProtestRows(db, orderId)).map((row) => toOrderProtest(row, now)) };
}

/** GET operator/protests: every protest for the desk's filter, newest first. */
export async function deskProtests(db: Db, query: OperatorProtestsQuery): Promise<Page<OperatorProtest>> {
  const { rows, total } = await deskPage(db, query.state, query);
  const now = new Date();
  return {
    items: rows.map((row) => toOperatorProtest(row, now)),
    total,
    page: query.page,
    size: query.size,
  };
}

/** Every protest of the desk's filter in its order, a keyset page at a time (exports). */
export async function* streamDeskProtests(
  db: Db,
  state: OperatorProtestsQuery['state'],
): AsyncGenerator<OperatorProtest> {
  const now = new Date();
  for await (const row of keysetRows((after, limit) => deskAfter(db, state, after, limit))) {
    yield toOperatorProtest(row, now);
  }
}
