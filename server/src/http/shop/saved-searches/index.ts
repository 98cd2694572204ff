import { savedSearchBodySchema, savedSearchRemoveSchema } from '@kimoshdi/shared';
import { Router, type RequestHandler } from 'express';
import type { Deps } from '../../../deps';
import type { SavedSearchService } from '../../../modules/saved-search';
import { currentUser, requireUser } from '../../middleware/auth';
import { methodNotAllowed } from '../../middleware/method-not-allowed';
import { parse } from '../../../lib/parse';

/** POST saved-searches/add {q?, category?, ...}: 201 with the search (a new one or the same one). */
const postAdd =
  (searches: SavedSearchService): RequestHandler =>
  async (req, res) => {
    const body = parse(savedSearchBodySchema, req.body);
    res.status(201).json(await searches.add(currentUser(req).id, body));
  };

/** GET saved-searches/list */
const getList =
  (searches: SavedSearchService): RequestHandler =>
  async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await searches.list(currentUser(req).id));
  };

/** POST saved-searches/remove {id} */
const postRemove =
  (searches: SavedSearchService): RequestHandler =>
  async (req, res) => {
    const { id } = parse(savedSearchRemoveSchema, req.body);
    res.json(await searches.remove(currentUser(req).id, id));
  };

/** api/shop/saved-searches/*: the signed-in user's saved searches (guests: 401). */
export function savedSearchesRouter({ services }: Deps): Router {
  const router = Router();
  const searches = services.savedSearches;
  router.route('/add').post(requireUser, postAdd(searches)).all(methodNotAllowed);
  router.route('/list').get(requireUser, getList(searches)).all(methodNotAllowed);
  router.route('/remove').post(requireUser, postRemove(searches)).all(methodNotAllowed);
  return router;
}
