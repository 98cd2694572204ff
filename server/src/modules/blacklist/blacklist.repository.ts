import type { BanReason } from '@kimoshdi/shared/domain/blacklist/bar';
import type { Db } from '../../db/database';

/** Entries in force on `today` (a Tashkent day) for a tax id or a personal id, latest first. */
export async function entriesInForce(db: Db, id: { tin?: string; pinfl?: string }, today: string) {
  let query = db
    .selectFrom('blacklist_entries')
    .select(['name', 'lot_number', 'tin', 'pinfl', 'start_date', 'end_date'])
    .where('start_date', '<=', today)
    .where('end_date', '>=', today);
  if (id.tin !== undefined) query = query.where('tin', '=', id.tin);
  if (id.pinfl !== undefined) query = query.where('pinfl', '=', id.pinfl);
  return query.orderBy('end_date', 'desc').orderBy('id', 'desc').limit(50).execute();
}

export interface NewBlacklistEntry {
  name: string;
  lotNumber: string;
  /** Tax id (STIR, 9 digits) and/or personal id (PINFL, 14 digits): at least one. */
  tin: string | null;
  pinfl: string | null;
  /** Tashkent days, `YYYY-MM-DD`, both included. */
  startDate: string;
  endDate: string;
  reason: BanReason;
}

/** Adds an entry; the table's trigger tells every web process at commit (migration 0630). */
export async function insertBlacklistEntry(db: Db, entry: NewBlacklistEntry): Promise<number> {
  const row = await db
    .insertInto('blacklist_entries')
    .values({
      name: entry.name,
      lot_number: entry.lotNumber,
      tin: entry.tin,
      pinfl: entry.pinfl,
      start_date: entry.startDate,
      end_date: entry.endDate,
      reason: entry.reason,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface UserBarRow {
  id: number;
  lot_number: string;
  reason: string;
  start_date: string;
  end_date: string;
}

/**
 * A user's entries, matched by the user's PINFL or STIR, latest end first; `endingFrom` keeps only
 * those ending on or after that day. Two joins rather than one with OR, so each uses its index.
 */
export async function entriesOfUser(db: Db, userId: string, endingFrom?: string): Promise<UserBarRow[]> {
  const byId = (id: 'pinfl' | 'tin', userColumn: 'pinfl' | 'stir') => {
    let query = db
      .selectFrom('blacklist_entries as b')
      .innerJoin('users as u', `u.${userColumn}`, `b.${id}`)
      .select(['b.id', 'b.lot_number', 'b.reason', 'b.start_date', 'b.end_date'])
      .where('u.id', '=', userId);
    if (endingFrom !== undefined) query = query.where('b.end_date', '>=', endingFrom);
    return query;
  };
  // UNION (not ALL): an entry naming both ids of the person is one entry.
  return byId('pinfl', 'pinfl')
    .union(byId('tin', 'stir'))
    .orderBy('end_date', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}

export interface BarredUserRow {
  user_id: string;
  lot_number: string;
  start_date: string;
  end_date: string;
}

/** Every user an entry ending on or after `endingFrom` names, by PINFL or STIR. */
export async function barredUsers(db: Db, endingFrom: string): Promise<BarredUserRow[]> {
  const byId = (id: 'pinfl' | 'tin', userColumn: 'pinfl' | 'stir') =>
    db
      .selectFrom('blacklist_entries as b')
      .innerJoin('users as u', `u.${userColumn}`, `b.${id}`)
      .select(['u.id as user_id', 'b.lot_number', 'b.start_date', 'b.end_date'])
      .where('b.end_date', '>=', endingFrom);
  return byId('pinfl', 'pinfl').unionAll(byId('tin', 'stir')).execute();
}

export interface EndedEntry {
  id: number;
  lot_number: string;
  tin: string | null;
  pinfl: string | null;
  end_date: string;
}

/** Entries whose last day is before `today` and whose people were not told yet, oldest first. */
export async function endedUntold(db: Db, today: string, limit: number): Promise<EndedEntry[]> {
  return db
    .selectFrom('blacklist_entries')
    .select(['id', 'lot_number', 'tin', 'pinfl', 'end_date'])
    .where('end_date', '<', today)
    .where('lifted_told_at', 'is', null)
    .orderBy('end_date')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Marks the entry told: true for the one transaction that does it. */
export async function claimLiftedEntry(db: Db, id: number): Promise<boolean> {
  const row = await db
    .updateTable('blacklist_entries')
    .set({ lifted_told_at: new Date() })
    .where('id', '=', id)
    .where('lifted_told_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The users an entry names, by PINFL or STIR, with their language. */
export async function usersOfEntry(
  db: Db,
  entry: Pick<EndedEntry, 'tin' | 'pinfl'>,
): Promise<{ id: string; lang: string }[]> {
  if (entry.pinfl === null && entry.tin === null) return [];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'lang'])
    .where((eb) =>
      eb.or([
        ...(entry.pinfl !== null ? [eb('pinfl', '=', entry.pinfl)] : []),
        ...(entry.tin !== null ? [eb('stir', '=', entry.tin)] : []),
      ]),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: String(row.id), lang: row.lang }));
}
