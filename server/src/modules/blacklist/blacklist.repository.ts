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
