import { favouriteBodySchema, pageQuerySchema } from '@kimoshdi/shared';
import { Router, type RequestHandler } from 'express';
import type { Deps } from '../../../deps';
import type { FavouriteService } from '../../../modules/favourite';
import { currentUser, requireUser } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { parse } from '../../../lib/parse';

/** POST favourite-lots/add {lot_id} */
const postAdd =
  (favourites: FavouriteService): RequestHandler =>
  async (req, res) => {
    const { lot_id } = parse(favouriteBodySchema, req.body);
    res.json(await favourites.add(currentUser(req).id, lot_id));
  };

/** POST favourite-lots/remove {lot_id} */
const postRemove =
  (favourites: FavouriteService): RequestHandler =>
  async (req, res) => {
    const { lot_id } = parse(favouriteBodySchema, req.body);
    res.json(await favourites.remove(currentUser(req).id, lot_id));
  };

/** GET favourite-lots/list?page&size */
const getList =
  (favourites: FavouriteService): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await favourites.list(currentUser(req).id, parse(pageQuerySchema, req.query)));
  };

/** api/shop/favourite-lots/*: the signed-in user's favourites (guests: 401). */
export function favouriteLotsRouter({ services }: Deps): Router {
  const router = Router();
  const favourites = services.favourites;
  router.route('/add').post(requireUser, postAdd(favourites)).all(methodNotAllowed);
  router.route('/remove').post(requireUser, postRemove(favourites)).all(methodNotAllowed);
  router.route('/list').get(requireUser, getList(favourites)).all(methodNotAllowed);
  return router;
}
