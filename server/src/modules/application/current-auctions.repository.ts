/**
 * The auctions a buyer stands in now or soon: their standing applications (status sent) to lots
 * that are live, paused, or before their start. The navbar badge and the cabinet's "current
 * auctions" read these (migrations/20261122_0400_auction.sql: applications, lots).
 */
import { sql } from 'kysely';
import { LOT_STATUS, STARTABLE_STATUSES } from '@kimoshdi/shared';
import type { Db } from '../../db/database';
import { APPLICATION_LOT_COLUMNS, type MyApplicationRow } from './application.repository';

export const RUNNING_STATUSES = [LOT_STATUS.LIVE, LOT_STATUS.PAUSED] as const;
export const AHEAD_STATUSES = STARTABLE_STATUSES;

/** How many of the buyer's standing applications are to running lots, and to lots ahead. */
export async function countStanding(db: Db, userId: string): Promise<{ running: number; ahead: number }> {
  const row = await db
    .selectFrom('applications')
    .innerJoin('lots', 'lots.id', 'applications.lot_id')
    .select([
      sql<number>`count(*) filter (where lots.lot_status in (${sql.join(RUNNING_STATUSES)}))::int`.as(
        'running',
      ),
      sql<number>`count(*) filter (where lots.lot_status in (${sql.join(AHEAD_STATUSES)}))::int`.as('ahead'),
    ])
    .where('applications.user_id', '=', userId)
    .where('applications.status', '=', 'sent')
    .executeTakeFirstOrThrow();
  return { running: row.running, ahead: row.ahead };
}

/** A standing application with its lot, as the cabinet's applications list reads it, narrowed. */
export type CurrentAuctionRow = Pick<
  MyApplicationRow,
  | 'lot_id'
  | 'lot_number'
  | 'name_uz'
  | 'name_ru'
  | 'name_uz_cyrl'
  | 'name_en'
  | 'lot_status'
  | 'starts_at'
  | 'ends_at'
  | 'buyer_number'
  | 'deposit_amount'
>;

/** Running lots first (ending soonest first), then those ahead (starting soonest first). */
export async function listCurrent(db: Db, userId: string, limit: number): Promise<CurrentAuctionRow[]> {
  return db
    .selectFrom('applications')
    .innerJoin('lots', 'lots.id', 'applications.lot_id')
    .select(['applications.lot_id', 'applications.buyer_number', 'applications.deposit_amount'])
    .select(APPLICATION_LOT_COLUMNS)
    .where('applications.user_id', '=', userId)
    .where('applications.status', '=', 'sent')
    .where('lots.lot_status', 'in', [...RUNNING_STATUSES, ...AHEAD_STATUSES])
    .orderBy(sql`case when lots.lot_status in (${sql.join(RUNNING_STATUSES)}) then 0 else 1 end`)
    .orderBy(
      sql`case when lots.lot_status in (${sql.join(RUNNING_STATUSES)}) then lots.ends_at else lots.starts_at end`,
    )
    .orderBy('applications.lot_id')
    .limit(limit)
    .execute();
}
