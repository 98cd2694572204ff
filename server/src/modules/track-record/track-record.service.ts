import type { Achievements, RoomRecords, TrackRecord } from '@kimoshdi/shared';
import type { Database } from '../../db/database';
import {
  readShowInRoom,
  readTrackRecords,
  showingParticipants,
  type TrackRecordRow,
  whoShowInRoom,
  writeShowInRoom,
} from './track-record.repository';

function toRecord(row: TrackRecordRow): TrackRecord {
  return { ...row, since: row.since ? new Date(row.since).toISOString() : null };
}

/** What a live room shows beside a buyer number, for those who allowed it. */
export interface RoomTrackRecord {
  taken_part: number;
  won: number;
  paid_on_time: number;
}

/** The buyer's track record (user/achievements) and its reduced form for live rooms. */
export function createTrackRecords(db: Database) {
  async function own(userId: string): Promise<Achievements> {
    const [records, show] = await Promise.all([readTrackRecords(db, [userId]), readShowInRoom(db, userId)]);
    return { record: toRecord(records.get(userId)!), show_in_room: show };
  }

  return {
    own,

    async setShowInRoom(userId: string, show: boolean): Promise<Achievements> {
      await writeShowInRoom(db, userId, show);
      return own(userId);
    },

    /** The reduced records of the lot's participants who show theirs, by buyer number. */
    async ofLot(lotId: number): Promise<RoomRecords> {
      const showing = await showingParticipants(db, lotId);
      const records = await readTrackRecords(
        db,
        showing.map((row) => row.user_id),
      );
      return {
        items: showing.map((row) => {
          const record = records.get(row.user_id)!;
          return {
            buyer_number: row.buyer_number,
            taken_part: record.taken_part,
            won: record.won,
            paid_on_time: record.paid_on_time,
          };
        }),
      };
    },

    /** The reduced records of those of `userIds` who show theirs (the others are left out). */
    async forRoom(userIds: readonly string[]): Promise<Map<string, RoomTrackRecord>> {
      const shown = await whoShowInRoom(db, userIds);
      const records = await readTrackRecords(db, shown);
      const reduced = new Map<string, RoomTrackRecord>();
      for (const [id, row] of records) {
        reduced.set(id, { taken_part: row.taken_part, won: row.won, paid_on_time: row.paid_on_time });
      }
      return reduced;
    },
  };
}

export type TrackRecords = ReturnType<typeof createTrackRecords>;
