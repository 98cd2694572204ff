/** A signed-in user's favourite lots. Adding and removing are idempotent; an unknown lot is 404. */
import type { FavouriteAnswer, FavouriteList, PageQuery } from '@kimoshdi/shared';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toCard } from '../lot';
import { addFavourite, listFavourites, removeFavourite } from './favourite.repository';

export function createFavouriteService(db: Db) {
  return {
    async add(userId: string, lotId: number): Promise<FavouriteAnswer> {
      if (!(await addFavourite(db, userId, lotId))) throw new AppError('NOT_FOUND');
      return { favourite: true };
    },
    async remove(userId: string, lotId: number): Promise<FavouriteAnswer> {
      await removeFavourite(db, userId, lotId);
      return { favourite: false };
    },
    async list(userId: string, { page, size }: PageQuery): Promise<FavouriteList> {
      const { rows, total } = await listFavourites(db, userId, page, size);
      return { items: rows.map(toCard), total, page, size };
    },
  };
}
export type FavouriteService = ReturnType<typeof createFavouriteService>;
