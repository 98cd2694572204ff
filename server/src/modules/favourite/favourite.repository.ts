import type { Db } from '../../db/database';
import { CARD_COLUMNS, type CardRow } from '../lot';
import { sql } from 'kysely';

/** Keeps a lot; keeping it again changes nothing. False when the lot does not exist. */
export async function addFavourite(db: Db, userId: string, lotId: number): Promise<boolean> {
  const lot = await db.selectFrom('lots').select('id').where('id', '=', lotId).executeTakeFirst();
  if (!lot) return false;
  await db
    .insertInto('favourites')
    .values({ user_id: userId, lot_id: lotId })
    .onConflict((oc) => oc.columns(['user_id', 'lot_id']).doNothing())
    .execute();
  return true;
}

export async function removeFavourite(db: Db, userId: string, lotId: number): Promise<void> {
  await db.deleteFrom('favourites').where('user_id', '=', userId).where('lot_id', '=', lotId).execute();
}

/** One page of the user's favourites, the latest kept first. */
export async function listFavourites(
  db: Db,
  userId: string,
  page: number,
  size: number,
): Promise<{ rows: CardRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('favourites')
      .innerJoin('lots', 'lots.id', 'favourites.lot_id')
      .select(CARD_COLUMNS)
      .select(sql<boolean>`true`.as('favourite'))
      .where('favourites.user_id', '=', userId)
      .orderBy('favourites.created_at', 'desc')
      .orderBy('favourites.lot_id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('favourites')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
