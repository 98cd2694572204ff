import type { FavouriteAnswer, FavouriteList } from '@kimoshdi/shared/api/shop/favourite-lots';
import { api } from '../../lib/api-client';

export function setFavourite(lotId: number, favourite: boolean): Promise<FavouriteAnswer> {
  return api.post(`favourite-lots/${favourite ? 'add' : 'remove'}`, { lot_id: lotId });
}

export function getFavourites(page: number, size: number): Promise<FavouriteList> {
  return api.get('favourite-lots/list', { query: { page, size } });
}
