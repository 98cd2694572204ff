/** modules/favourite's face: what other modules and http/ use of it (docs/architecture.md section 4). */
export { createFavouriteService, type FavouriteService } from './favourite.service';
