/**
 * Fixed-price lots the sweep may have to move on: announced ones whose start passed and those on
 * sale whose stay time is over or that are sold out. Which status each becomes is the shared rule
 * (fixedPriceNextStatus); the query only narrows the candidates, through lots_trade_type_idx.
 */
import { fixedPriceMechanism, FIXED_PRICE_ON_SALE, LOT_STATUS } from '@kimoshdi/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface FixedPriceCandidate {
  id: number;
  lot_status: number;
  quantity: number;
  quantity_sold: number;
  starts_at: Date;
  ends_at: Date;
  start_price: string;
}

export async function fixedPriceCandidates(db: Db, now: Date, limit: number): Promise<FixedPriceCandidate[]> {
  return db
    .selectFrom('lots')
    .select(['id', 'lot_status', 'quantity', 'quantity_sold', 'starts_at', 'ends_at', 'start_price'])
    .where('trade_type', '=', fixedPriceMechanism.tradeType)
    .where((eb) =>
      eb.or([
        eb.and([eb('lot_status', '=', LOT_STATUS.ANNOUNCED), eb('starts_at', '<=', now)]),
        eb.and([
          eb('lot_status', '=', FIXED_PRICE_ON_SALE),
          eb.or([eb('ends_at', '<=', now), eb('quantity_sold', '>=', eb.ref('quantity'))]),
        ]),
      ]),
    )
    .orderBy('ends_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Moves one lot from `from` to `to` with a row of its status history; null when another process
 * moved it first (the status is the guard, so concurrent sweeps are harmless). A lot that ends
 * sold keeps its price as the final one.
 */
export async function moveFixedPriceLot(
  db: Db,
  lot: FixedPriceCandidate,
  to: number,
): Promise<{ orderId: number } | null> {
  const moved = await db
    .updateTable('lots')
    .set({
      lot_status: to,
      ...(to === LOT_STATUS.SOLD ? { final_price: lot.start_price } : {}),
    })
    .where('id', '=', lot.id)
    .where('lot_status', '=', lot.lot_status)
    .where('trade_type', '=', fixedPriceMechanism.tradeType)
    .returning('order_id')
    .executeTakeFirst();
  if (!moved) return null;
  await db
    .insertInto('lot_flows')
    .values({ lot_id: lot.id, status: to, at: sql<Date>`now()` })
    .execute();
  return { orderId: moved.order_id };
}
