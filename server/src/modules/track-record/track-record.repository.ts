/**
 * A buyer's track record, read from where each fact is kept: applications and lots (auctions
 * taken part in), winlots (won, paid, refused or missed), lot_protests (protests and their
 * outcome), and the person's own switch to show it in live rooms (users.show_track_record,
 * migrations/20261127_2100_track_record_in_room.sql). Reads only: nothing here changes a record.
 */
import { sql } from 'kysely';
import { LOT_STATUS } from '@kimoshdi/shared';
import type { Db } from '../../db/database';

/** Statuses of a lot whose auction was held or is running: the participants took part. */
const HELD_STATUSES = [
  LOT_STATUS.LIVE,
  LOT_STATUS.PAUSED,
  LOT_STATUS.SOLD,
  LOT_STATUS.PROTOCOL_ISSUED,
  LOT_STATUS.AWAITING_PAYMENT,
  LOT_STATUS.NOT_SOLD,
  LOT_STATUS.PRICE_NOT_CONFIRMED,
  LOT_STATUS.NO_BIDS,
] as const;

export interface TrackRecordRow {
  taken_part: number;
  won: number;
  paid_on_time: number;
  not_paid: number;
  protests: number;
  protests_upheld: number;
  since: Date | null;
}

/** The numbers of each person in `userIds` (a person with no history has zeros). */
export async function readTrackRecords(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, TrackRecordRow>> {
  const records = new Map<string, TrackRecordRow>();
  if (userIds.length === 0) return records;
  const ids = [...userIds];
  const [taken, won, protests] = await Promise.all([
    db
      .selectFrom('applications')
      .innerJoin('lots', 'lots.id', 'applications.lot_id')
      .select([
        'applications.user_id',
        sql<number>`count(distinct applications.lot_id) filter (where applications.status = 'sent' and coalesce(lots.archived_from, lots.lot_status) in (${sql.join(HELD_STATUSES)}))::int`.as(
          'taken_part',
        ),
        sql<Date | null>`min(applications.created_at)`.as('since'),
      ])
      .where('applications.user_id', 'in', ids)
      .groupBy('applications.user_id')
      .execute(),
    // A reserve winner counts as a winner once the lot was offered to them and they took it.
    db
      .selectFrom('winlots')
      .select([
        'user_id',
        sql<number>`count(*) filter (where role = 'winner' or state in ('awaiting_payment', 'paying', 'paid'))::int`.as(
          'won',
        ),
        sql<number>`count(*) filter (where state = 'paid')::int`.as('paid_on_time'),
        sql<number>`count(*) filter (where state in ('refused', 'missed'))::int`.as('not_paid'),
      ])
      .where('user_id', 'in', ids)
      .groupBy('user_id')
      .execute(),
    db
      .selectFrom('lot_protests')
      .select([
        'user_id',
        sql<number>`count(*)::int`.as('protests'),
        sql<number>`count(*) filter (where state = 'accepted')::int`.as('protests_upheld'),
      ])
      .where('user_id', 'in', ids)
      .groupBy('user_id')
      .execute(),
  ]);
  for (const id of ids) {
    records.set(id, {
      taken_part: 0,
      won: 0,
      paid_on_time: 0,
      not_paid: 0,
      protests: 0,
      protests_upheld: 0,
      since: null,
    });
  }
  for (const row of taken)
    Object.assign(records.get(row.user_id)!, { taken_part: row.taken_part, since: row.since });
  for (const row of won) {
    Object.assign(records.get(row.user_id)!, {
      won: row.won,
      paid_on_time: row.paid_on_time,
      not_paid: row.not_paid,
    });
  }
  for (const row of protests) {
    Object.assign(records.get(row.user_id)!, {
      protests: row.protests,
      protests_upheld: row.protests_upheld,
    });
  }
  return records;
}

export async function readShowInRoom(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('show_track_record')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.show_track_record ?? false;
}

export async function writeShowInRoom(db: Db, userId: string, show: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ show_track_record: show, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
}

/** The lot's participants (standing applications) who show their record, by buyer number. */
export async function showingParticipants(
  db: Db,
  lotId: number,
): Promise<{ user_id: string; buyer_number: number }[]> {
  return db
    .selectFrom('applications')
    .innerJoin('users', 'users.id', 'applications.user_id')
    .select(['applications.user_id', 'applications.buyer_number'])
    .where('applications.lot_id', '=', lotId)
    .where('applications.status', '=', 'sent')
    .where('users.show_track_record', '=', true)
    .orderBy('applications.buyer_number')
    .execute();
}

/** Of `userIds`, those who chose to show their record in live rooms. */
export async function whoShowInRoom(db: Db, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...userIds])
    .where('show_track_record', '=', true)
    .execute();
  return rows.map((row) => row.id);
}
