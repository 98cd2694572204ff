/** The operator's board's reads from the record (live-board.ts): the lots, their recent bids and participants. */
import { auctionMechanism, LOT_STATUS } from '@kimoshdi/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/** Every live or paused auction, the soonest end first. */
export async function liveAuctionLots(db: Db) {
  return db
    .selectFrom('lots')
    .select([
      'id',
      'lot_number',
      'lot_status',
      'start_price',
      'ends_at',
      'name_uz',
      'name_ru',
      'name_uz_cyrl',
      'name_en',
    ])
    .where('lot_status', 'in', [LOT_STATUS.LIVE, LOT_STATUS.PAUSED])
    .where('trade_type', '=', auctionMechanism.tradeType)
    .orderBy('ends_at')
    .orderBy('id')
    .execute();
}

/** Bids of the last minute per lot (the bids' primary key finds the lot, placed_at filters). */
export async function bidsLastMinute(db: Db, lotIds: readonly number[]) {
  const { rows } = await sql<{ lot_id: number; n: number }>`
    SELECT lot_id, count(*)::int AS n FROM bids
    WHERE lot_id = ANY(${sql.val(lotIds)}::int[]) AND placed_at > now() - interval '1 minute'
    GROUP BY lot_id`.execute(db);
  return rows;
}

/** Standing applications per lot: the people admitted to bid. */
export async function participantCounts(db: Db, lotIds: readonly number[]) {
  return db
    .selectFrom('applications')
    .select(['lot_id', sql<number>`count(*)::int`.as('n')])
    .where('lot_id', 'in', lotIds)
    .where('status', '=', 'sent')
    .groupBy('lot_id')
    .execute();
}
