/** The won lots' reads and writes; functions take `db` or the caller's transaction first. */
import type { Db } from '../../db/database';

/** The lot, its status and winner (with the winner's language) of a settled auction. */
export async function findWonLot(db: Db, lotId: number) {
  const row = await db
    .selectFrom('lots')
    .innerJoin('auctions', 'auctions.lot_id', 'lots.id')
    .leftJoin('users', 'users.id', 'auctions.winner_user_id')
    .select(['lots.lot_number', 'lots.lot_status', 'auctions.winner_user_id', 'users.lang'])
    .where('lots.id', '=', lotId)
    .executeTakeFirst();
  return row
    ? { ...row, winner_user_id: row.winner_user_id === null ? null : String(row.winner_user_id) }
    : undefined;
}
