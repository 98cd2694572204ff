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

/** A bar: the person (by tax id or personal id) may not take part from start_date through end_date. */
export async function insertBlacklistEntry(
  db: Db,
  entry: {
    name: string;
    lotNumber: string;
    tin: string | null;
    pinfl: string | null;
    startDate: string;
    endDate: string;
  },
): Promise<void> {
  await db
    .insertInto('blacklist_entries')
    .values({
      name: entry.name,
      lot_number: entry.lotNumber,
      tin: entry.tin,
      pinfl: entry.pinfl,
      start_date: entry.startDate,
      end_date: entry.endDate,
    })
    .execute();
}
